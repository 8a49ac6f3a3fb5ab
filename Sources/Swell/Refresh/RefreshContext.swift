/// Everything a style needs to draw its header (or footer) at one instant. Built by a
/// `RefreshSession`; styles read it and nothing else.
///
/// Times are seconds, distances points, velocities points per second (positive = pulling
/// further past the edge).
///
/// Coordinates are the edge's own: a style draws as a header, the content's edge along the
/// bottom of its `size` (y = height) and the pull revealing it from there upward, whatever
/// `edge` it serves. A host shows a bottom edge's scene mirrored top to bottom
/// (`RefreshEdge.bottom`), so a style reads naturally in both places without knowing.
public struct RefreshContext: Hashable, Sendable, Codable {
  /// The edge the style serves: `.top` for a header, `.bottom` for a footer.
  public var edge: RefreshEdge
  /// The current phase.
  public var state: RefreshState
  /// How far the content is pulled past its resting edge (pt), ≥ 0 when pulled (see
  /// `ScrollMetrics.pullDistance`). May be negative when scrolled away from the edge.
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
  public var fingerLocation: SwellPoint?
  /// What the style drew at the latest touch event, in its own terms: the session calls
  /// `style.touchHandoff(in:)` with the context of the instant just before the finger touched
  /// down or lifted, and passes the result here until the next touch event; the style reads it
  /// back with `touchHandoff(as:)`. Nil when there was no touch yet, or for styles that need
  /// none. Not part of the encoded form.
  ///
  /// While a finger is down it describes the moment of the grab (see `timeSinceTouchDown`);
  /// once it has lifted, the moment of the release (see `timeSinceRelease`).
  public var touchHandoff: AnyTouchHandoff?
  /// The style's drawing area (pt): the scroll view's width by the style's `headerHeight`.
  public var size: SwellSize
  /// How armed the control looks, 0…1: rising over 0.15 s while the pull is armed (past the
  /// trigger distance, finger down), falling over 0.15 s after it disarms or the refresh starts.
  /// It moves continuously, so a style can show arming without a pop.
  public var armLevel: Double
  /// How the latest refresh ended: set when finishing begins and kept until the next refresh
  /// starts (a footer that reported `.noMoreData` shows it while idle); nil before.
  public var outcome: RefreshOutcome?
  /// Whether the user asked the system to reduce motion.
  public var reduceMotion: Bool
  /// Seconds since the session started: a clock for continuous motion (wave phase) that
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
  /// The words of the session (`RefreshSession.texts`): its language, the app's wording and the
  /// last-updated time, for styles that show text. Not part of the encoded form.
  public var texts = RefreshTexts()
  /// Whether the app is light or dark, so the style draws with its light or its dark colours.
  /// Not part of the encoded form.
  public var appearance = SwellAppearance.light
  /// The arm level (0…1) at the moment the state last changed: what a style drew at a release
  /// made 0.1 s after the pull armed (about half armed) rather than a full arm, for a motion
  /// that starts from it (bend's balls rise from where they peeked). The session sets it.
  public var armLevelAtStateChange = 0.0

  /// Creates a context; every argument defaults to a calm, idle header of 375 × 120 pt.
  public init(
    edge: RefreshEdge = .top,
    state: RefreshState = .idle,
    pullDistance: Double = 0,
    progress: Double = 0,
    timeInState: Double = 0,
    timeSinceRelease: Double? = nil,
    releaseVelocity: Double = 0,
    timeSinceTouchDown: Double? = nil,
    fingerLocation: SwellPoint? = nil,
    touchHandoff: AnyTouchHandoff? = nil,
    size: SwellSize = SwellSize(width: 375, height: 120),
    armLevel: Double = 0,
    outcome: RefreshOutcome? = nil,
    reduceMotion: Bool = false,
    time: Double = 0,
    pullDistanceAtStateChange: Double = 0,
    previousStateDuration: Double = 0,
    texts: RefreshTexts = RefreshTexts(),
    appearance: SwellAppearance = .light,
    armLevelAtStateChange: Double = 0
  ) {
    self.edge = edge
    self.state = state
    self.pullDistance = pullDistance
    self.progress = progress
    self.timeInState = timeInState
    self.timeSinceRelease = timeSinceRelease
    self.releaseVelocity = releaseVelocity
    self.timeSinceTouchDown = timeSinceTouchDown
    self.fingerLocation = fingerLocation
    self.touchHandoff = touchHandoff
    self.size = size
    self.armLevel = armLevel
    self.outcome = outcome
    self.reduceMotion = reduceMotion
    self.time = time
    self.pullDistanceAtStateChange = pullDistanceAtStateChange
    self.previousStateDuration = previousStateDuration
    self.texts = texts
    self.appearance = appearance
    self.armLevelAtStateChange = armLevelAtStateChange
  }

  /// The handoff the style stored, as its own type; nil when there is none or it has another
  /// type.
  public func touchHandoff<Handoff>(as type: Handoff.Type) -> Handoff? {
    touchHandoff?.value as? Handoff
  }

  private enum CodingKeys: String, CodingKey {
    case edge, state, pullDistance, progress, timeInState, timeSinceRelease, timeSinceTouchDown
    case releaseVelocity, fingerLocation, size, armLevel, outcome, reduceMotion, time
    case pullDistanceAtStateChange, previousStateDuration
  }
}
