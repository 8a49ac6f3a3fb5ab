/// The elastic seed (004) as a refresh style: a curtain whose bottom edge is a quadratic curve
/// with its control point under the finger, springing back when released.
///
///     let style = ElasticStyle()        // a physical spring from the release velocity
///     let seed = ElasticStyle.seed      // the seed's damped oscillation (5, 30, 1 s), red on white
///
/// Coordinates: the header sits on the content, whose top edge is at y = the header's height;
/// a pull of p points reveals the header's bottom p points. The curtain hangs from the scroll
/// view's top (the header's y = height − p), as the seed's view did; measured from there it
/// is (0, 0) → (0, e) → a quadratic curve to (width, e) with control point D → (width, 0),
/// closed, where the straight edge e = min(p, `restHeight`) rides on the content's top edge
/// (the seed), or, with `curvesFromFirstPull` (Swell), eases toward it as
/// e = R·(1 − e^(−p/R)), R = `restHeight`, so that the rest of the pull bends the middle from
/// the first point.
///
/// - Pulling: the edge's middle stretches after the content — past `restHeight` in the seed,
///   from the first point of pull in Swell. With
///   `reachesContent` (Swell) the curve's lowest point is the content's top edge under the
///   finger: D = (2·finger x − W/2, 2·pull − e), since a quadratic curve reaches halfway to its
///   control point. The seed puts D itself there, D = (finger x, pull), and the curve hangs
///   halfway above the list. The depth seen — the curve's lowest point below the edge — stays
///   within `stretchLimit`, past it softly. The seed's rest is D = (width/2, e), a straight
///   edge at (W/2, 100); Swell's curtain rests curved, its lowest point 4 pt above the content
///   resting `restHeight` down (`restOffset`), so that the release's swings show above the
///   list. A ring in the band fills with the pull (half shown) and shows fully once the pull
///   arms.
/// - Released: D's offset from (width/2, e) returns to its rest — by the seed's damped oscillation
///   (`release = .oscillation`: offset·e^(−damping·p)·cos(velocity·p), p = t/duration, exactly
///   zero from `oscillationDuration` on), or by default by a `SwellSpring` starting with the
///   content's release velocity. Either way by seconds, never by frames.
/// - Grabbed again mid-swing: D starts where it was drawn and catches up with the finger
///   (a critically damped blend over `grabResponse`), never jumping; the swing stops.
/// - Refreshing: the content rests at `restHeight` under the resting curtain (straight in the
///   seed) and a small ring turns in it; finishing fades the ring while the curtain follows the
///   content up. A failed refresh turns the ring into a cross and holds it for `failureHold`
///   before the content goes up.
///
/// Reduce motion: the release returns without overshoot (critically damped, from rest), and
/// the ring pulses its opacity instead of turning.
///
/// The curtain's motion across touches needs what it drew when the finger touched down or
/// lifted: the session passes `touchHandoff(in:)` of that instant back as
/// `RefreshContext.touchHandoff`, with `timeSinceTouchDown` / `timeSinceRelease`. Without a
/// handoff the release starts from the pull at the state change (refreshing) or the current
/// pull, and a grab follows the finger at once.
///
/// Parameters are checked against the ranges `parameters` lists by `set` and when decoded.
public struct ElasticStyle: Hashable, Sendable {
  /// How the curtain returns when the finger lifts.
  public enum Release: String, Hashable, Sendable, Codable, CaseIterable {
    /// The seed's generator: to − (to − from)·e^(−damping·p)·cos(velocity·p), p = t/duration.
    case oscillation
    /// A damped spring (`springResponse`, `springDampingRatio`) starting with the release
    /// velocity.
    case spring
  }

  /// How far down the content rests while refreshing (pt): the seed's straight edge there;
  /// Swell's edge eases toward it. Seed: 100; Swell: 50.
  public var restHeight: Double {
    didSet { keepValid(\.restHeight, "restHeight", oldValue: oldValue) }
  }
  /// How far below the straight edge the control point may stretch (pt). The seed had no
  /// limit; 200 keeps the curve inside the header.
  public var stretchLimit: Double {
    didSet { keepValid(\.stretchLimit, "stretchLimit", oldValue: oldValue) }
  }
  /// How far the content must be pulled to refresh when released (pt).
  public var triggerPull: Double {
    didSet { keepValid(\.triggerPull, "triggerPull", oldValue: oldValue) }
  }
  /// How the curtain returns on release. Seed: `.oscillation`; Swell: `.spring`.
  public var release: Release {
    didSet { keepValid(\.release, "release", oldValue: oldValue) }
  }
  /// The oscillation's damping (the exponent's rate per unit progress). Seed: 5.
  public var oscillationDamping: Double {
    didSet { keepValid(\.oscillationDamping, "oscillationDamping", oldValue: oldValue) }
  }
  /// The oscillation's angular velocity per unit progress (radians). Seed: 30.
  public var oscillationVelocity: Double {
    didSet { keepValid(\.oscillationVelocity, "oscillationVelocity", oldValue: oldValue) }
  }
  /// The oscillation's duration (s), after which the offset is exactly zero. Seed: 1.
  public var oscillationDuration: Double {
    didSet { keepValid(\.oscillationDuration, "oscillationDuration", oldValue: oldValue) }
  }
  /// The release spring's response (s): the period it would have undamped.
  public var springResponse: Double {
    didSet { keepValid(\.springResponse, "springResponse", oldValue: oldValue) }
  }
  /// The release spring's damping ratio (1: no overshoot; below: it swings).
  public var springDampingRatio: Double {
    didSet { keepValid(\.springDampingRatio, "springDampingRatio", oldValue: oldValue) }
  }
  /// How quickly the curtain catches up with a finger that grabs it mid-swing (s): the
  /// response of a critically damped blend.
  public var grabResponse: Double {
    didSet { keepValid(\.grabResponse, "grabResponse", oldValue: oldValue) }
  }
  /// The curtain's colour. Seed: red.
  public var fillColor: SwellColor {
    didSet { keepValid(\.fillColor, "fillColor", oldValue: oldValue) }
  }
  /// The colour behind the curtain. Seed: white.
  public var backgroundColor: SwellColor {
    didSet { keepValid(\.backgroundColor, "backgroundColor", oldValue: oldValue) }
  }
  /// The refreshing ring's colour.
  public var indicatorColor: SwellColor {
    didSet { keepValid(\.indicatorColor, "indicatorColor", oldValue: oldValue) }
  }
  /// Whether a ring shows activity while refreshing (the seed had no refresh state).
  public var showsIndicator: Bool {
    didSet { keepValid(\.showsIndicator, "showsIndicator", oldValue: oldValue) }
  }
  /// How long a failed refresh keeps the band, its ring turned to a cross, before the header goes
  /// (s): long enough to read that it failed. Seed: 0 (the article has no failure).
  public var failureHold: Double {
    didSet { keepValid(\.failureHold, "failureHold", oldValue: oldValue) }
  }
  /// Whether the curtain's lowest point reaches the content under the finger (Swell), or the
  /// control point sits there and the curve hangs halfway above it (the seed).
  public var reachesContent: Bool {
    didSet { keepValid(\.reachesContent, "reachesContent", oldValue: oldValue) }
  }
  /// Whether the curve keeps stretching, softly, past `stretchLimit` (Swell), or holds (the
  /// seed).
  public var softStop: Bool {
    didSet { keepValid(\.softStop, "softStop", oldValue: oldValue) }
  }

  /// Whether the curtain curves from the first point of pull and rests curved, its lowest point
  /// a few points above the content so that its whole swing shows (Swell), or hangs straight
  /// until the pull passes `restHeight` and rests straight on the content (the seed). Its
  /// straight edge then eases toward `restHeight` as R·(1 − e^(−pull/R)), and the rest of the
  /// pull bends its middle.
  public var curvesFromFirstPull: Bool {
    didSet { keepValid(\.curvesFromFirstPull, "curvesFromFirstPull", oldValue: oldValue) }
  }

  /// `fillColor` in a dark app (a brighter purple curtain that stands off the dark list, the ring white on it).
  public var darkFillColor: SwellColor {
    didSet { keepValid(\.darkFillColor, "darkFillColor", oldValue: oldValue) }
  }
  /// `backgroundColor` in a dark app: the colour behind the curtain.
  public var darkBackgroundColor: SwellColor {
    didSet { keepValid(\.darkBackgroundColor, "darkBackgroundColor", oldValue: oldValue) }
  }
  /// `indicatorColor` in a dark app: the ring's colour.
  public var darkIndicatorColor: SwellColor {
    didSet { keepValid(\.darkIndicatorColor, "darkIndicatorColor", oldValue: oldValue) }
  }

  /// Swell's defaults: the seed's curtain at half its height (50 pt, arming at a 55 pt pull,
  /// about 110 pt of a thumb on a phone), curving from the first point of pull, a spring from
  /// the release velocity whose whole swing shows above the list, in iOS's system purple (red
  /// says a refresh failed).
  public init() {
    restHeight = 50
    stretchLimit = 200
    triggerPull = 55
    release = .spring
    oscillationDamping = 5
    oscillationVelocity = 30
    oscillationDuration = 1
    springResponse = 0.45
    springDampingRatio = 0.45
    grabResponse = 0.15
    fillColor = SwellColor(red255: 175, green255: 82, blue255: 222)
    backgroundColor = .white
    indicatorColor = .white
    showsIndicator = true
    failureHold = 0.75
    reachesContent = true
    softStop = true
    curvesFromFirstPull = true
    darkFillColor = SwellColor(red255: 191, green255: 90, blue255: 242)
    darkBackgroundColor = SwellColor(red255: 28, green255: 28, blue255: 30)
    darkIndicatorColor = .white
  }

  /// The seed's configuration: a 100 pt red curtain on white, the damped oscillation
  /// (damping 5, velocity 30, 1 s).
  public static let seed: ElasticStyle = {
    var style = ElasticStyle()
    style.release = .oscillation
    style.fillColor = .red
    style.reachesContent = false
    style.softStop = false
    style.curvesFromFirstPull = false
    style.failureHold = 0
    style.restHeight = 100
    style.triggerPull = 140
    // In a dark app, the seed's pure red, darkened to stand 3:1 off the dark list.
    style.darkFillColor = SwellColor(red255: 214, green255: 0, blue255: 0)
    return style
  }()
}
