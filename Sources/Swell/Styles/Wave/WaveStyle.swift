/// Two filled sine waves along the content's top edge that flow sideways, breathe, and grow with
/// the pull; after HHPullToRefreshWave (seed 000, <doc:Seeds> §1).
///
///     let style = WaveStyle()                 // Swell's defaults
///     let faithful = WaveStyle.seed           // the seed's numbers
///     let scene = style.scene(in: RefreshContext(state: .refreshing, pullDistance: 60,
///                                               size: SwellSize(width: 375, height: 60)))
///
/// ## Geometry
/// The header is `headerHeight` points tall; y = 0 is its top and y = H (the header's height)
/// is the content's top edge, so the pull reveals the bottom `pullDistance` points. The waves
/// live in a band at the bottom of the header, resting on the content, like the seed's view
/// that sits just above the scroll view's content:
///
/// - scale  s = min(1 + max(pull, 0) / `pullPerScale`, `maxScale`) (the seed's
///   `offset/10 + 1`, capped at 7; continuous here, where the seed truncated it to an integer);
/// - band height `heightPerScale`·s (the seed's 3.2·s), its middle is the waves' mean level
///   h = H − `heightPerScale`·s / 2;
/// - amplitude A = b(t)·s / `maxScale`, where the breath b(t) runs between `amplitudeMin` and
///   `amplitudeMax` (4…12 pt in the seed): at full pull the waves breathe exactly between them;
/// - back wave  y = h + A·sin(ω_b·x + `backFlowSpeed`·t),  front wave
///   y = h + A·sin(ω·x + `flowSpeed`·t + `phaseGap`), ω = 2π·`periods` / W and
///   ω_b = 2π·`backPeriods` / W (W = the header's width, t = `context.time`); each filled down
///   to the content's top, y = H. The seed gives both waves one wavelength and one speed, so
///   with the gap π the front wave's crest stays over the back wave's trough (the seed
///   article's intent; its code shifted by W/4 *radians*); Swell's back wave is longer and
///   slower, so the two pass each other and the water has depth.
///
/// ## Flow
/// - idle with no pull: nothing is drawn (both layers at opacity 0), as the seed stops its
///   display link; the waves appear when the pull begins, at most 1.7 pt tall and out of view.
/// - pulling, armed, refreshing: the formulas above; the pull sets s.
/// - finishing: A is multiplied by 1 − easeInEaseOut(timeInState / `finishingDuration`), so the
///   waves settle flat as the content scrolls back (the seed stepped the breath down linearly).
///   A failed refresh first turns the front wave `failureColor` and holds it, band and all,
///   for `failureHold`.
/// - reduce motion: no flow and no breathing (φ = 0, b = the middle of the range), the pull still
///   scales the band; finishing fades the layers out instead of flattening them.
///
/// Everything is a function of `context.time` and `timeInState`, so any frame rate shows the
/// same motion, and of W only through ω, so any width shows the same number of periods.
public struct WaveStyle: ConfigurableStyle, Hashable, Sendable {
  /// The back wave's fill (seed: UIKit's light grey).
  public var backColor: SwellColor {
    didSet { keepValid(\.backColor, "backColor", oldValue: oldValue) }
  }
  /// The front wave's fill (seed: white; the article used red to show the two curves).
  public var frontColor: SwellColor {
    didSet { keepValid(\.frontColor, "frontColor", oldValue: oldValue) }
  }
  /// How many wave periods span the header's width (seed 1: ω = 2π/W).
  public var periods: Double {
    didSet { keepValid(\.periods, "periods", oldValue: oldValue) }
  }
  /// The front wave's phase lead over the back wave (rad); π puts crest over trough.
  public var phaseGap: Double {
    didSet { keepValid(\.phaseGap, "phaseGap", oldValue: oldValue) }
  }
  /// How fast the front wave's phase advances (rad/s); positive moves the crests to the left.
  /// Seed: 0.4/π rad per tick at 30 Hz = 12/π ≈ 3.82 rad/s.
  public var flowSpeed: Double {
    didSet { keepValid(\.flowSpeed, "flowSpeed", oldValue: oldValue) }
  }
  /// How many of the back wave's periods span the header's width (seed: as the front's, 1;
  /// Swell: 1, longer than the front's 1.5, as a farther swell looks).
  public var backPeriods: Double {
    didSet { keepValid(\.backPeriods, "backPeriods", oldValue: oldValue) }
  }
  /// How fast the back wave's phase advances (rad/s; seed: as the front's; Swell: 1, its crests
  /// moving half as fast as the front's, as what is farther seems to move; one back period to
  /// three front ones, so the header still repeats every 2π s).
  public var backFlowSpeed: Double {
    didSet { keepValid(\.backFlowSpeed, "backFlowSpeed", oldValue: oldValue) }
  }
  /// The smallest breath (pt): the amplitude at the bottom of a breath, at full pull.
  public var amplitudeMin: Double {
    didSet { keepValid(\.amplitudeMin, "amplitudeMin", oldValue: oldValue) }
  }
  /// The largest breath (pt): the amplitude at the top of a breath, at full pull.
  public var amplitudeMax: Double {
    didSet { keepValid(\.amplitudeMax, "amplitudeMax", oldValue: oldValue) }
  }
  /// One breath, from the middle up, down and back (s). Seed: 2·(12 − 4) pt / 2.4 pt/s
  /// (the article's 0.04 pt per frame at 60 Hz) = 20/3 s. Swell's default, 2π/3 s (about
  /// 2.1 s, a breath you see while it refreshes), is one of the front wave's flows at 3 rad/s
  /// and a third of the whole header's 2π s repeat: a refreshing loop without a seam
  /// (`LottieAppDocument`).
  public var breathingPeriod: Double {
    didSet { keepValid(\.breathingPeriod, "breathingPeriod", oldValue: oldValue) }
  }
  /// Whether the breath follows a sine (true) or the seed's triangle wave (false).
  public var smoothBreathing: Bool {
    didSet { keepValid(\.smoothBreathing, "smoothBreathing", oldValue: oldValue) }
  }
  /// The pull (pt) that adds 1 to the scale (seed 10).
  public var pullPerScale: Double {
    didSet { keepValid(\.pullPerScale, "pullPerScale", oldValue: oldValue) }
  }
  /// The largest scale (seed 7, reached at a 60 pt pull).
  public var maxScale: Double {
    didSet { keepValid(\.maxScale, "maxScale", oldValue: oldValue) }
  }
  /// The band's height per unit of scale (pt; seed 3.2, twice the seed's largest breath factor).
  public var heightPerScale: Double {
    didSet { keepValid(\.heightPerScale, "heightPerScale", oldValue: oldValue) }
  }
  /// The header's height (pt).
  public var headerHeight: Double {
    didSet { keepValid(\.headerHeight, "headerHeight", oldValue: oldValue) }
  }
  /// The pull (pt) past which releasing starts a refresh.
  public var triggerDistance: Double {
    didSet { keepValid(\.triggerDistance, "triggerDistance", oldValue: oldValue) }
  }
  /// The pull (pt) at which the content rests while refreshing.
  public var refreshingHeight: Double {
    didSet { keepValid(\.refreshingHeight, "refreshingHeight", oldValue: oldValue) }
  }
  /// How long the waves take to settle flat after refreshing (s). Seed: the breath factor 1.6
  /// stepped down by 0.05 per tick at 30 Hz, 16/15 s.
  public var finishingDuration: Double {
    didSet { keepValid(\.finishingDuration, "finishingDuration", oldValue: oldValue) }
  }
  /// The colour behind the waves, filling what the pull reveals (seed: white, the table's; Swell:
  /// a pale tint of the waves, so the header reads as a header on a white list).
  public var backdropColor: SwellColor {
    didSet { keepValid(\.backdropColor, "backdropColor", oldValue: oldValue) }
  }
  /// How long a failed refresh keeps the band, with its red front wave, before the waves
  /// settle (s): long enough to read that it failed. Seed: 0 (the article has no failure).
  public var failureHold: Double {
    didSet { keepValid(\.failureHold, "failureHold", oldValue: oldValue) }
  }
  /// The colour the front wave turns to while a failed refresh finishes (the back wave keeps
  /// its own, so the two stay two).
  public var failureColor: SwellColor {
    didSet { keepValid(\.failureColor, "failureColor", oldValue: oldValue) }
  }
  /// Whether the band keeps growing, softly, past the largest scale (Swell), or holds (the
  /// seed's cap).
  public var softStop: Bool {
    didSet { keepValid(\.softStop, "softStop", oldValue: oldValue) }
  }

  /// The style's name on the command line.
  public static let styleName = "wave"

  /// `backColor` in a dark app (a deep navy backdrop under a dimmer back wave and a brighter front one, so the depth still reads and each wave stands 3:1 off the backdrop).
  public var darkBackColor: SwellColor {
    didSet { keepValid(\.darkBackColor, "darkBackColor", oldValue: oldValue) }
  }
  /// `frontColor` in a dark app: the front wave's fill.
  public var darkFrontColor: SwellColor {
    didSet { keepValid(\.darkFrontColor, "darkFrontColor", oldValue: oldValue) }
  }
  /// `backdropColor` in a dark app: the colour behind the waves.
  public var darkBackdropColor: SwellColor {
    didSet { keepValid(\.darkBackdropColor, "darkBackdropColor", oldValue: oldValue) }
  }
  /// `failureColor` in a dark app: the front wave's failure colour.
  public var darkFailureColor: SwellColor {
    didSet { keepValid(\.darkFailureColor, "darkFailureColor", oldValue: oldValue) }
  }

  /// Swell's defaults: the seed's breath range and scale, with a band twice as tall (6 pt per
  /// unit of scale) over a pale backdrop, a sine breath every 2π/3 s, a front wave of 1.5
  /// periods flowing at 3 rad/s over a back wave of one period at 1 rad/s, and a blue palette.
  public init() {
    backColor = SwellColor(red255: 160, green255: 196, blue255: 236)
    frontColor = SwellColor(red255: 74, green255: 134, blue255: 214)
    periods = 1.5
    phaseGap = .pi
    flowSpeed = 3
    backPeriods = 1
    backFlowSpeed = 1
    amplitudeMin = 4
    amplitudeMax = 12
    breathingPeriod = 2 * .pi / 3
    smoothBreathing = true
    pullPerScale = 10
    maxScale = 7
    heightPerScale = 6
    headerHeight = 60
    triggerDistance = 60
    refreshingHeight = 60
    finishingDuration = 0.6
    backdropColor = SwellColor(red255: 233, green255: 241, blue255: 251)
    failureColor = SwellColor(red255: 255, green255: 59, blue255: 48)
    failureHold = 0.75
    softStop = true
    darkBackColor = SwellColor(red255: 56, green255: 108, blue255: 178)
    darkFrontColor = SwellColor(red255: 110, green255: 166, blue255: 240)
    darkBackdropColor = SwellColor(red255: 16, green255: 27, blue255: 44)
    darkFailureColor = SwellColor(red255: 255, green255: 69, blue255: 58)
  }

  /// The seed's numbers: light grey and white waves, one period, 12/π rad/s, a triangle
  /// breath of 2.4 pt/s between 4 and 12 pt, scale pull/10 + 1 capped at 7, band 3.2 pt per unit
  /// of scale, and a 16/15 s settle.
  public static let seed: WaveStyle = {
    var style = WaveStyle()
    style.backColor = .lightGray
    style.frontColor = .white
    style.periods = 1
    style.flowSpeed = 12 / .pi
    style.backPeriods = 1
    style.backFlowSpeed = 12 / .pi
    style.breathingPeriod = 20.0 / 3
    style.smoothBreathing = false
    style.heightPerScale = 3.2
    style.finishingDuration = 16.0 / 15
    style.backdropColor = .white
    style.softStop = false
    style.failureHold = 0
    // In a dark app, the seed's grey and white waves over a white table become a dim grey and a light grey wave over the black of a dark table.
    style.darkBackColor = SwellColor(red255: 99, green255: 99, blue255: 102)
    style.darkFrontColor = SwellColor(red255: 174, green255: 174, blue255: 178)
    style.darkBackdropColor = .black
    return style
  }()
}
