/// Everything a style needs to draw its header at one instant. Built by the
/// `RefreshController`; styles read it and nothing else.
///
/// Times are seconds, distances points, velocities points per second (positive = downward,
/// i.e. pulling further).
public struct RefreshContext: Hashable, Sendable, Codable {
  /// The current phase.
  public var state: RefreshState
  /// How far the content is pulled below its resting top (pt), ≥ 0 when pulled; the negated
  /// content offset minus the user's own top inset. May be negative when scrolled up.
  public var pullDistance: Double
  /// pullDistance / trigger distance, clamped to 0…1 for display.
  public var progress: Double
  /// Seconds since the current state began.
  public var timeInState: Double
  /// Seconds since the finger left the screen, or nil while it is down or before any release.
  public var timeSinceRelease: Double?
  /// Seconds since the finger touched down, or nil when no finger is down. With
  /// `touchHandoff` it lets a style move from what it drew when the finger grabbed it
  /// (mid-swing) to what the finger asks for, without a jump.
  public var timeSinceTouchDown: Double?
  /// The vertical velocity of the content when the finger lifted (pt/s, positive = downward).
  public var releaseVelocity: Double
  /// Where the finger is, in header coordinates (pt), or nil when no finger is down.
  public var fingerLocation: Point?
  /// What the style drew at the latest touch event, in its own numbers: the controller calls
  /// `style.touchHandoff(in:)` with the context of the instant just before the finger touched
  /// down or lifted, and passes the result here until the next touch event. Empty when there
  /// was no touch yet, or for styles that need none.
  ///
  /// While a finger is down it describes the moment of the grab (see `timeSinceTouchDown`);
  /// once it has lifted, the moment of the release (see `timeSinceRelease`).
  public var touchHandoff: [Double]
  /// The header's drawing area (pt): the scroll view's width by the style's header height.
  public var headerSize: Size
  /// Whether the user asked the system to reduce motion.
  public var reduceMotion: Bool
  /// Seconds since the controller started: a clock for continuous motion (wave phase) that
  /// does not restart at each state change.
  public var time: Double
  /// The pull distance at the moment the state last changed (pt), for styles that animate
  /// from where the content was (bend's scroll-back, bounce's release).
  public var pullDistanceAtStateChange: Double
  /// How long the state before the current one lasted (s), 0 when there was none. With
  /// `timeInState` it lets a style carry a motion across a state change: while `finishing`,
  /// `previousStateDuration + timeInState` is the time since refreshing began (bend's
  /// floating balls, an unfinished release bounce).
  public var previousStateDuration: Double

  /// Creates a context; every argument defaults to a calm, idle header of 375 × 120 pt.
  public init(
    state: RefreshState = .idle,
    pullDistance: Double = 0,
    progress: Double = 0,
    timeInState: Double = 0,
    timeSinceRelease: Double? = nil,
    releaseVelocity: Double = 0,
    timeSinceTouchDown: Double? = nil,
    fingerLocation: Point? = nil,
    touchHandoff: [Double] = [],
    headerSize: Size = Size(width: 375, height: 120),
    reduceMotion: Bool = false,
    time: Double = 0,
    pullDistanceAtStateChange: Double = 0,
    previousStateDuration: Double = 0
  ) {
    self.state = state
    self.pullDistance = pullDistance
    self.progress = progress
    self.timeInState = timeInState
    self.timeSinceRelease = timeSinceRelease
    self.releaseVelocity = releaseVelocity
    self.timeSinceTouchDown = timeSinceTouchDown
    self.fingerLocation = fingerLocation
    self.touchHandoff = touchHandoff
    self.headerSize = headerSize
    self.reduceMotion = reduceMotion
    self.time = time
    self.pullDistanceAtStateChange = pullDistanceAtStateChange
    self.previousStateDuration = previousStateDuration
  }
}
