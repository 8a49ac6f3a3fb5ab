/// A bump in the content's top edge that bends with the pull and flattens when the refresh
/// starts, while a row of balls rises out of it and floats; after CBPullToRefresh (seed 001,
/// <doc:Seeds> §2, the Dribbble shot "Daily UI 094 News").
///
///     var style = BendStyle()
///     try style.set(\.ballCount, to: 5)
///
/// ## Geometry
/// The header is `headerHeight` points tall; y = 0 is its top and y = H (the header's height)
/// is the content's top edge, so the pull reveals the bottom `pullDistance` points, painted
/// `backgroundColor` (the seed's scroll-view grey). The bump is the content's surface bulging
/// up: from (0, H) a quadratic curve to (W, H) with its control point at (W/2, H − bend),
/// closed along y = H. Its apex is at H − bend/2: a quad curve's apex moves half as far as its
/// control point.
///
/// ## Flow
/// - idle, pulling, armed: bend = `minimumBend` + (`maximumBend` − `minimumBend`)·p/`trigger`,
///   p = the pull clamped to 0…`triggerDistance` (the seed's 25 + 75·pull/80); no bend at no
///   pull. Past the trigger the bend holds at `maximumBend` until release (with `softStop`,
///   Swell's, it keeps growing softly, at most a quarter more).
/// - refreshing (from release): the bend returns to 0 through `releaseKeyframes` × the bend at
///   release, over `releaseDuration`, with one ease-in-ease-out over the whole animation (as a
///   `CAKeyframeAnimation` with a single timing function), holding the last value (the seed);
///   with `flattenBounce` (Swell's) along a spring whose swing past flat shows as a rebound.
///   Meanwhile
///   the balls (`ballCount` of `ballDiameter`, `ballSpacing` apart, centred) rise from the
///   bump's centre at the content's top along circular arcs to `riseHeight` above it in
///   `riseDuration` at constant speed; each arc's centre is straight below its end point (the
///   seed; Swell's rise from their own places, see below). Ball i (from the left, from the
///   right in a right-to-left language) then floats ±`floatAmplitude` with period
///   `floatPeriod`, starting `floatStagger`·i after the rise, first downward.
/// - finishing: the bend and the balls continue where they were
///   (`previousStateDuration + timeInState` since the refresh began); the balls fade out over
///   `finishingDuration` (`fadeOutBalls`) or vanish at once as in the seed.
/// - reduce motion: the bump still follows the finger (direct manipulation) but at release it
///   fades out instead of flattening; the balls fade in at their resting places, never float,
///   and fade out.
///
/// Swell's defaults: the bump is the list's own colour, so the list seems to bend; past the
/// trigger it keeps bending, softly. Arming lets the balls peek out of the bump's surface (the
/// bump is drawn over them, so they come out of it); on release the bump flattens along a
/// spring and rebounds (`flattenBounce`), and each ball rises from where it peeked to its rest,
/// one after another (from the right in a right-to-left language), never sinking; a failed
/// refresh turns them red and keeps them floating for `failureHold` before they fade.
///
/// Documented jumps of the seed preset: the balls appear at the start of `refreshing` inside
/// the bump, which has their colour; the bump appears at 25 pt as soon as the pull leaves 0
/// (out of view), and the balls vanish when finishing starts. Back at rest (idle, no pull: out
/// of view) the bump follows the pull again, flat, at full opacity.
public struct BendStyle: ConfigurableStyle, Hashable, Sendable {
  /// The colour behind the bump: the area the pull opens (seed RGB 192, 194, 196; Swell:
  /// iOS's systemGray5, 229, 229, 234, which the blue balls stand 3:1 off).
  public var backgroundColor: SwellColor {
    didSet { keepValid(\.backgroundColor, "backgroundColor", oldValue: oldValue) }
  }
  /// The bump's fill: the content's own colour, so that the list itself seems to bend (Swell:
  /// white, the preview's list; seed: iOS grouped-table grey, its table's).
  public var shapeColor: SwellColor {
    didSet { keepValid(\.shapeColor, "shapeColor", oldValue: oldValue) }
  }
  /// The balls' fill, which stands out against the bump and the background (Swell: blue; seed:
  /// the bump's grey, so that they are hidden in it until they rise).
  public var ballColor: SwellColor {
    didSet { keepValid(\.ballColor, "ballColor", oldValue: oldValue) }
  }
  /// The bend at the first point of pull (pt; seed 25: a quarter of the largest bend).
  public var minimumBend: Double {
    didSet { keepValid(\.minimumBend, "minimumBend", oldValue: oldValue) }
  }
  /// The bend at the trigger distance (pt; seed 100, its `bendDistance` 50 doubled).
  public var maximumBend: Double {
    didSet { keepValid(\.maximumBend, "maximumBend", oldValue: oldValue) }
  }
  /// The release animation's values, as fractions of the bend at release
  /// (seed 1, 0.8, 0.6, 0.4, 0.2, 0).
  public var releaseKeyframes: [Double] {
    didSet { keepValid(\.releaseKeyframes, "releaseKeyframes", oldValue: oldValue) }
  }
  /// The release animation's length (s; seed 0.2, `bounceDuration`); with a `flattenBounce`,
  /// the spring's period.
  public var releaseDuration: Double {
    didSet { keepValid(\.releaseDuration, "releaseDuration", oldValue: oldValue) }
  }
  /// How springy the flatten is, 0…0.9 (SwiftUI's `bounce`): above 0 the bump flattens along
  /// a spring of that bounce and period `releaseDuration`, and the edge it snaps back past
  /// rebounds before it settles; 0 plays `releaseKeyframes` (the seed).
  public var flattenBounce: Double {
    didSet { keepValid(\.flattenBounce, "flattenBounce", oldValue: oldValue) }
  }
  /// How many balls rise (seed 4).
  public var ballCount: Int {
    didSet { keepValid(\.ballCount, "ballCount", oldValue: oldValue) }
  }
  /// Each ball's diameter (pt; seed 15).
  public var ballDiameter: Double {
    didSet { keepValid(\.ballDiameter, "ballDiameter", oldValue: oldValue) }
  }
  /// The gap between neighbouring balls (pt; seed 10).
  public var ballSpacing: Double {
    didSet { keepValid(\.ballSpacing, "ballSpacing", oldValue: oldValue) }
  }
  /// How far above the content's top the balls come to rest (pt; seed 35, half the stop
  /// distance 70).
  public var riseHeight: Double {
    didSet { keepValid(\.riseHeight, "riseHeight", oldValue: oldValue) }
  }
  /// How long the balls take to rise (s; seed 0.5).
  public var riseDuration: Double {
    didSet { keepValid(\.riseDuration, "riseDuration", oldValue: oldValue) }
  }
  /// How far the balls float up and down (pt; seed 5).
  public var floatAmplitude: Double {
    didSet { keepValid(\.floatAmplitude, "floatAmplitude", oldValue: oldValue) }
  }
  /// One float, down, up and back (s; seed 1).
  public var floatPeriod: Double {
    didSet { keepValid(\.floatPeriod, "floatPeriod", oldValue: oldValue) }
  }
  /// The delay between neighbouring balls' floats (s; seed 0.2).
  public var floatStagger: Double {
    didSet { keepValid(\.floatStagger, "floatStagger", oldValue: oldValue) }
  }
  /// Whether the float follows a sine (true) or the seed's triangle (false).
  public var smoothFloat: Bool {
    didSet { keepValid(\.smoothFloat, "smoothFloat", oldValue: oldValue) }
  }
  /// Whether the balls fade out while finishing (true) or vanish at once as in the seed.
  public var fadeOutBalls: Bool {
    didSet { keepValid(\.fadeOutBalls, "fadeOutBalls", oldValue: oldValue) }
  }
  /// Whether the balls rise from the bump's centre along arcs, overlapping as they start (the
  /// seed), or each from under its own place, one after another (Swell).
  public var spreadFromCenter: Bool {
    didSet { keepValid(\.spreadFromCenter, "spreadFromCenter", oldValue: oldValue) }
  }
  /// The delay between neighbouring balls' rises when each rises from its own place (s).
  public var riseStagger: Double {
    didSet { keepValid(\.riseStagger, "riseStagger", oldValue: oldValue) }
  }
  /// The colour the balls turn to while a failed refresh finishes.
  public var failureColor: SwellColor {
    didSet { keepValid(\.failureColor, "failureColor", oldValue: oldValue) }
  }
  /// Whether the bump keeps bending, softly, past the trigger distance (Swell), or holds (the
  /// seed).
  public var softStop: Bool {
    didSet { keepValid(\.softStop, "softStop", oldValue: oldValue) }
  }
  /// The header's height (pt).
  public var headerHeight: Double {
    didSet { keepValid(\.headerHeight, "headerHeight", oldValue: oldValue) }
  }
  /// The pull (pt) past which releasing starts a refresh (seed 80, `pullDistance`).
  public var triggerDistance: Double {
    didSet { keepValid(\.triggerDistance, "triggerDistance", oldValue: oldValue) }
  }
  /// The pull (pt) at which the content rests while refreshing (seed 70, `stopDistance`).
  public var refreshingHeight: Double {
    didSet { keepValid(\.refreshingHeight, "refreshingHeight", oldValue: oldValue) }
  }
  /// How long the header takes to go away after refreshing (s).
  public var finishingDuration: Double {
    didSet { keepValid(\.finishingDuration, "finishingDuration", oldValue: oldValue) }
  }
  /// How long a failed refresh keeps the band, its balls turned `failureColor` and floating, before
  /// the header goes (s): long enough to read that it failed. Seed: 0 (the article has no failure).
  public var failureHold: Double {
    didSet { keepValid(\.failureHold, "failureHold", oldValue: oldValue) }
  }

  /// The style's name on the command line.
  public static let styleName = "bend"

  /// `backgroundColor` in a dark app (a charcoal band, the hill in the dark list's colour, and iOS's dark-mode blue for the balls).
  public var darkBackgroundColor: SwellColor {
    didSet { keepValid(\.darkBackgroundColor, "darkBackgroundColor", oldValue: oldValue) }
  }
  /// `shapeColor` in a dark app: the hill's fill.
  public var darkShapeColor: SwellColor {
    didSet { keepValid(\.darkShapeColor, "darkShapeColor", oldValue: oldValue) }
  }
  /// `ballColor` in a dark app: the balls' fill.
  public var darkBallColor: SwellColor {
    didSet { keepValid(\.darkBallColor, "darkBallColor", oldValue: oldValue) }
  }
  /// `failureColor` in a dark app: the balls' failure colour.
  public var darkFailureColor: SwellColor {
    didSet { keepValid(\.darkFailureColor, "darkFailureColor", oldValue: oldValue) }
  }

  /// Swell's defaults: the seed's look, with a bump that grows from flat to 70 pt (its apex
  /// 35 pt up, 44 pt at most past the trigger) under balls that rest 46 pt up, so that each
  /// rises out of it; a spring release
  /// (bounce 0.5, 0.45 s) that rebounds, sine floats and balls that fade out.
  public init() {
    // iOS's systemGray5: the blue balls stand 3.2:1 off it (the seed's grey gave 2.2:1).
    backgroundColor = SwellColor(red255: 229, green255: 229, blue255: 234)
    shapeColor = .white
    ballColor = SwellColor(red255: 0, green255: 122, blue255: 255)
    minimumBend = 0
    maximumBend = 70
    releaseKeyframes = [1, 0.8, 0.6, 0.4, 0.2, 0]
    releaseDuration = 0.45
    flattenBounce = 0.5
    ballCount = 4
    ballDiameter = 15
    ballSpacing = 10
    riseHeight = 46
    riseDuration = 0.5
    floatAmplitude = 5
    floatPeriod = 1
    floatStagger = 0.2
    smoothFloat = true
    fadeOutBalls = true
    headerHeight = 100
    triggerDistance = 80
    refreshingHeight = 70
    finishingDuration = 0.4
    failureHold = 0.75
    spreadFromCenter = false
    riseStagger = 0.06
    failureColor = SwellColor(red255: 255, green255: 59, blue255: 48)
    softStop = true
    darkBackgroundColor = SwellColor(red255: 50, green255: 50, blue255: 54)
    darkShapeColor = SwellColor(red255: 28, green255: 28, blue255: 30)
    darkBallColor = SwellColor(red255: 10, green255: 132, blue255: 255)
    darkFailureColor = SwellColor(red255: 255, green255: 69, blue255: 58)
  }

  /// The seed's numbers: bend 25 + 75·pull/80, the 0.2 s keyframe release, triangle floats,
  /// balls that vanish when the refresh ends.
  public static let seed: BendStyle = {
    var style = BendStyle()
    style.backgroundColor = .bendBackground
    style.shapeColor = .groupTableViewBackground
    style.ballColor = .groupTableViewBackground
    style.spreadFromCenter = true
    style.riseStagger = 0
    style.softStop = false
    style.minimumBend = 25
    style.maximumBend = 100
    style.riseHeight = 35
    style.releaseDuration = 0.2
    style.flattenBounce = 0
    style.smoothFloat = false
    style.fadeOutBalls = false
    style.finishingDuration = 0.3
    style.failureHold = 0
    // In a dark app, the seed's hill and balls in the grouped list's colour become black, the dark grouped list's, on a mid grey.
    style.darkBackgroundColor = SwellColor(red255: 99, green255: 99, blue255: 102)
    style.darkShapeColor = .black
    style.darkBallColor = .black
    return style
  }()
}
