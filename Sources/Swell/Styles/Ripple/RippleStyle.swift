/// An orange header with a curved bottom edge and two translucent waves flowing across it;
/// after CZCRipple (seed 002, <doc:Seeds> §3, "like Taobao").
///
///     var style = RippleStyle()
///     try style.set(\.fillColor, to: .red)        // the seed ignored its fill colour
///
/// ## Geometry
/// The header is `headerHeight` points tall; y = 0 is its top and y = H (the header's height)
/// is the content's top edge, so the pull reveals the bottom `pullDistance` points.
/// - The arc layer, `fillColor`: (0, T) → (0, H − a) → a quadratic curve to (W, H − a) with its
///   control point at (W/2, H − a/2) → (W, T), closed (a = `arcHeight`; T = H − pull, the
///   revealed top edge — above the header's top when pulled further than it is tall — since
///   nothing above it shows): the bottom edge bulges
///   down by a/4 at the centre (12.5 pt for the seed's 50). Below it is `backgroundColor`,
///   white in the seed (its header view's colour).
/// - Two waves, `waveColor` at `waveOpacity`, each filled from the revealed top T down to
///   y = h + A·sin(ω·x + φ): ω = 2π·`cycles` / W with W the header's own width (the seed
///   used the screen's), φ = `flowSpeed`·t for the back wave and `frontFlowSpeed`·t +
///   `phaseOffset` for the front one (t = `context.time`; the seed's one speed for both),
///   A = `amplitude`: the seed's two translucent layers.
/// - The pull reveals the header from the bottom and the waves stay `waveBaseline` below the
///   revealed top edge, h = `waveBaseline` + (H − pull), as the seed's `offsetY` kept them
///   20 pt below the top of the screen — pulled past the header's height too, where the arc
///   reaches up to the revealed top (`anchorsToRevealedTop`; the seed stops at the header's
///   top, h = `waveBaseline` + max(H − pull, 0)).
///
/// ## Flow
/// The seed runs its waves forever; Swell's default (`swellsWithPull`) lets them grow from flat
/// as the pull approaches the trigger (A·smoothstep(pull / trigger)), keeps them at full height
/// while refreshing and calms them flat while finishing (A·(1 − easeInEaseOut(p))), and shows
/// them only once the pull has revealed more than their band (their opacity rises from 0 at a
/// 20 pt pull to full at 60 pt, and falls the same way as the header goes): a small pull shows
/// the header's main colour, not a pale band. While refreshing a ring turns in the orange
/// (`showsIndicator`), in the solid orange between the waves' lowest reach and the arc's sides;
/// arming shows it still; a failed refresh turns it into a cross, held for `failureHold`. With
/// reduce motion the waves do not flow (φ = 0) and finishing fades them out instead; they
/// return, flat, once the header is back at rest and out of view.
/// Everything is a function of the context's times, so any frame rate shows the same motion.
public struct RippleStyle: ConfigurableStyle, Hashable, Sendable {
  /// The arc layer's fill (seed: UIKit orange; the seed's `fillColor` property was ignored,
  /// here it works; Swell: a deeper orange, 226, 88, 0, which the white ring stands 3.7:1 off).
  public var fillColor: SwellColor {
    didSet { keepValid(\.fillColor, "fillColor", oldValue: oldValue) }
  }
  /// The waves' fill (seed: white).
  public var waveColor: SwellColor {
    didSet { keepValid(\.waveColor, "waveColor", oldValue: oldValue) }
  }
  /// Each wave layer's opacity, 0…1 (seed 0.3).
  public var waveOpacity: Double {
    didSet { keepValid(\.waveOpacity, "waveOpacity", oldValue: oldValue) }
  }
  /// The colour under the arc (seed: white).
  public var backgroundColor: SwellColor {
    didSet { keepValid(\.backgroundColor, "backgroundColor", oldValue: oldValue) }
  }
  /// The arc's height (pt; seed 50): the sides end `arcHeight` above the header's bottom, the
  /// centre half as high.
  public var arcHeight: Double {
    didSet { keepValid(\.arcHeight, "arcHeight", oldValue: oldValue) }
  }
  /// Whether the arc is moved down by ¾ · `arcHeight` so that its lowest point rests on the
  /// content's top edge (Swell's default), instead of leaving the seed's strip of background
  /// between the arc and the list (seed: false — the seed's header was a banner, not a
  /// pull-to-refresh header).
  public var hugsContent: Bool {
    didSet { keepValid(\.hugsContent, "hugsContent", oldValue: oldValue) }
  }
  /// The waves' amplitude (pt; seed 4, `rippleAmplitude`).
  public var amplitude: Double {
    didSet { keepValid(\.amplitude, "amplitude", oldValue: oldValue) }
  }
  /// Wave cycles across the header's width (seed 1.5, `cycleNumber`).
  public var cycles: Double {
    didSet { keepValid(\.cycles, "cycles", oldValue: oldValue) }
  }
  /// How fast the back wave's phase advances (rad/s; seed 0.05 rad per frame at 60 Hz = 3,
  /// for both waves).
  public var flowSpeed: Double {
    didSet { keepValid(\.flowSpeed, "flowSpeed", oldValue: oldValue) }
  }
  /// How fast the front wave's phase advances (rad/s): its own speed, so the two waves pass
  /// each other (Swell: 4.5, three front periods to two back ones, so the header still repeats;
  /// seed: `flowSpeed`, one speed for both).
  public var frontFlowSpeed: Double {
    didSet { keepValid(\.frontFlowSpeed, "frontFlowSpeed", oldValue: oldValue) }
  }
  /// Whether the waves stay `waveBaseline` below the revealed top edge at any pull, pulled past
  /// the header's height too (Swell), or stop at the header's top there (the seed), where the
  /// band came away from the top.
  public var anchorsToRevealedTop: Bool {
    didSet { keepValid(\.anchorsToRevealedTop, "anchorsToRevealedTop", oldValue: oldValue) }
  }
  /// The front wave's phase lead over the back wave (rad; seed 10).
  public var phaseOffset: Double {
    didSet { keepValid(\.phaseOffset, "phaseOffset", oldValue: oldValue) }
  }
  /// The waves' mean level below the revealed top edge (pt; seed 20).
  public var waveBaseline: Double {
    didSet { keepValid(\.waveBaseline, "waveBaseline", oldValue: oldValue) }
  }
  /// Whether the waves grow with the pull and calm while finishing (true), or keep the seed's
  /// constant amplitude (false).
  public var swellsWithPull: Bool {
    didSet { keepValid(\.swellsWithPull, "swellsWithPull", oldValue: oldValue) }
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
  /// How long the header takes to go away after refreshing (s).
  public var finishingDuration: Double {
    didSet { keepValid(\.finishingDuration, "finishingDuration", oldValue: oldValue) }
  }
  /// How long a failed refresh keeps the band, its ring turned to a cross, before the header goes
  /// (s): long enough to read that it failed. Seed: 0 (the article has no failure).
  public var failureHold: Double {
    didSet { keepValid(\.failureHold, "failureHold", oldValue: oldValue) }
  }
  /// Whether a ring turns in the header while refreshing (and shows, still, when the pull
  /// arms) — the seed had no sign of loading.
  public var showsIndicator: Bool {
    didSet { keepValid(\.showsIndicator, "showsIndicator", oldValue: oldValue) }
  }
  /// The ring's colour, and the cross's after a failed refresh.
  public var indicatorColor: SwellColor {
    didSet { keepValid(\.indicatorColor, "indicatorColor", oldValue: oldValue) }
  }

  /// The style's name on the command line.
  public static let styleName = "ripple"

  /// `fillColor` in a dark app (a burnt orange arc under ripples and a background in the dark list's colour, the ring white).
  public var darkFillColor: SwellColor {
    didSet { keepValid(\.darkFillColor, "darkFillColor", oldValue: oldValue) }
  }
  /// `waveColor` in a dark app: the waves' fill.
  public var darkWaveColor: SwellColor {
    didSet { keepValid(\.darkWaveColor, "darkWaveColor", oldValue: oldValue) }
  }
  /// `backgroundColor` in a dark app: the colour under the arc.
  public var darkBackgroundColor: SwellColor {
    didSet { keepValid(\.darkBackgroundColor, "darkBackgroundColor", oldValue: oldValue) }
  }
  /// `indicatorColor` in a dark app: the ring's colour.
  public var darkIndicatorColor: SwellColor {
    didSet { keepValid(\.darkIndicatorColor, "darkIndicatorColor", oldValue: oldValue) }
  }

  /// Swell's defaults: the seed's look with waves big enough to read (7 pt, 2.5 cycles: a
  /// 150 pt wavelength on a phone) at two speeds (3 and 4.5 rad/s), that swell with the pull,
  /// stay at the revealed top at any pull, and calm at the end; the ring in the solid orange
  /// under them.
  public init() {
    // A deeper orange than UIKit's: the white ring stands 3.7:1 off it (2.5:1 on UIKit's).
    fillColor = SwellColor(red255: 226, green255: 88, blue255: 0)
    waveColor = .white
    waveOpacity = 0.3
    backgroundColor = .white
    arcHeight = 50
    hugsContent = true
    amplitude = 7
    cycles = 2.5
    flowSpeed = 3
    frontFlowSpeed = 4.5
    anchorsToRevealedTop = true
    phaseOffset = 10
    waveBaseline = 20
    swellsWithPull = true
    headerHeight = 130
    triggerDistance = 80
    refreshingHeight = 80
    finishingDuration = 0.4
    failureHold = 0.75
    showsIndicator = true
    indicatorColor = .white
    darkFillColor = SwellColor(red255: 200, green255: 90, blue255: 0)
    darkWaveColor = SwellColor(red255: 28, green255: 28, blue255: 30)
    darkBackgroundColor = SwellColor(red255: 28, green255: 28, blue255: 30)
    darkIndicatorColor = .white
  }

  /// The seed's numbers: orange arc of height 50, white waves at 0.3 opacity, amplitude 4,
  /// 1.5 cycles, 3 rad/s, phase offset 10 rad, 20 pt below the top, flowing without end.
  public static let seed: RippleStyle = {
    var style = RippleStyle()
    style.fillColor = .orange
    style.swellsWithPull = false
    style.hugsContent = false
    style.amplitude = 4
    style.cycles = 1.5
    style.frontFlowSpeed = style.flowSpeed
    style.anchorsToRevealedTop = false
    style.finishingDuration = 0.3
    style.failureHold = 0
    style.showsIndicator = false
    return style
  }()
}
