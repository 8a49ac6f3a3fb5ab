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
  public var pullDistance: Double {
    didSet { pullDistance = Self.distance(pullDistance) }
  }
  /// pullDistance / trigger distance, clamped to 0…1 for display.
  public var progress: Double {
    didSet { progress = Self.level(progress) }
  }
  /// Seconds since the current state began.
  public var timeInState: Double {
    didSet { timeInState = Self.duration(timeInState) }
  }
  /// Seconds since the finger left the screen, or nil while it is down or before any release.
  public var timeSinceRelease: Double? {
    didSet { timeSinceRelease = timeSinceRelease.map(Self.duration) }
  }
  /// Seconds since the finger touched down, or nil when no finger is down. With
  /// `touchHandoff` it lets a style move from what it drew when the finger grabbed it
  /// (mid-swing) to what the finger asks for, without a jump.
  public var timeSinceTouchDown: Double? {
    didSet { timeSinceTouchDown = timeSinceTouchDown.map(Self.duration) }
  }
  /// The content's velocity when the finger lifted (pt/s, positive = pulling further past the
  /// edge: downward for a header, upward for a footer).
  public var releaseVelocity: Double {
    didSet { releaseVelocity = Self.finite(releaseVelocity, in: -Self.maxSpeed...Self.maxSpeed) }
  }
  /// Where the finger is, in header coordinates (pt), or nil when no finger is down.
  public var fingerLocation: SwellPoint? {
    didSet { fingerLocation = fingerLocation.flatMap(Self.bounded) }
  }
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
  public var size: SwellSize {
    didSet { size = Self.bounded(size) }
  }
  /// How armed the control looks, 0…1: rising over 0.15 s while the pull is armed (past the
  /// trigger distance, finger down), falling over 0.15 s after it disarms or the refresh starts.
  /// It moves continuously, so a style can show arming without a pop.
  public var armLevel: Double {
    didSet { armLevel = Self.level(armLevel) }
  }
  /// How the latest refresh ended: set when finishing begins and kept until the next refresh
  /// starts (a footer that reported `.noMoreData` shows it while idle); nil before.
  public var outcome: RefreshOutcome?
  /// While refreshing, how the refresh before this one ended: what a footer resting after a
  /// failure showed as this load began (its cross, "Failed: …"), for a style to fade out
  /// rather than drop; nil in the other states and before. The session sets it. Not part of
  /// the encoded form.
  public var previousOutcome: RefreshOutcome?
  /// Whether the user asked the system to reduce motion.
  public var reduceMotion: Bool
  /// Seconds since the session started: a clock for continuous motion (wave phase) that
  /// does not restart at each state change.
  public var time: Double {
    didSet { time = Self.finite(time, in: -Self.maxTime...Self.maxTime) }
  }
  /// The pull distance at the moment the state last changed (pt), for styles that animate
  /// from where the content was (bend's scroll-back, bounce's release).
  public var pullDistanceAtStateChange: Double {
    didSet { pullDistanceAtStateChange = Self.distance(pullDistanceAtStateChange) }
  }
  /// How long the state before the current one lasted (s), 0 when there was none. With
  /// `timeInState` it lets a style carry a motion across a state change: while `finishing`,
  /// `previousStateDuration + timeInState` is the time since refreshing began (bend's
  /// floating balls, an unfinished release bounce).
  public var previousStateDuration: Double {
    didSet { previousStateDuration = Self.duration(previousStateDuration) }
  }
  /// The words of the session (`RefreshSession.texts`): its language, the app's wording and the
  /// last-updated time, for styles that show text. Not part of the encoded form.
  public var texts = RefreshTexts()
  /// Whether the app is light or dark, so the style draws with its light or its dark colours.
  /// Not part of the encoded form.
  public var appearance = SwellAppearance.light
  /// The arm level (0…1) at the moment the state last changed: what a style drew at a release
  /// made 0.1 s after the pull armed (about half armed) rather than a full arm, for a motion
  /// that starts from it (bend's balls rise from where they peeked). The session sets it.
  public var armLevelAtStateChange = 0.0 {
    didSet { armLevelAtStateChange = Self.level(armLevelAtStateChange) }
  }

  /// Whether the control rests in view past the content's edge, as a last row does (a shown
  /// automatic control, such as a footer that loads on its own): its band stays open as it
  /// finishes, where a pulled control's closes. The session sets it. Not part of the encoded
  /// form (a decoded context has `false`).
  public var restsInView = false

  /// Whether a refresh ended well and the control has not closed since: while it finishes,
  /// and after, for as long as a finger holds its band open, the content settles or another
  /// refresh started meanwhile runs (`RefreshSession.Effect.backAtRest` ends it). A
  /// last-updated line says "Just now" (`RefreshTexts.justUpdatedLine`) meanwhile, since the
  /// host writes the refresh's time only then. The session sets it. Not part of the encoded
  /// form (a decoded context has `false`).
  public var justUpdated = false

  /// Creates a context; every argument defaults to a calm, idle header of 375 × 120 pt. Numbers
  /// a style could not draw with are made safe (see the type's discussion).
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
    armLevelAtStateChange: Double = 0,
    previousOutcome: RefreshOutcome? = nil,
    restsInView: Bool = false,
    justUpdated: Bool = false
  ) {
    self.edge = edge
    self.state = state
    self.pullDistance = Self.distance(pullDistance)
    self.progress = Self.level(progress)
    self.timeInState = Self.duration(timeInState)
    self.timeSinceRelease = timeSinceRelease.map(Self.duration)
    self.releaseVelocity = Self.finite(releaseVelocity, in: -Self.maxSpeed...Self.maxSpeed)
    self.timeSinceTouchDown = timeSinceTouchDown.map(Self.duration)
    self.fingerLocation = fingerLocation.flatMap(Self.bounded)
    self.touchHandoff = touchHandoff
    self.size = Self.bounded(size)
    self.armLevel = Self.level(armLevel)
    self.outcome = outcome
    self.reduceMotion = reduceMotion
    self.time = Self.finite(time, in: -Self.maxTime...Self.maxTime)
    self.pullDistanceAtStateChange = Self.distance(pullDistanceAtStateChange)
    self.previousStateDuration = Self.duration(previousStateDuration)
    self.texts = texts
    self.appearance = appearance
    self.armLevelAtStateChange = Self.level(armLevelAtStateChange)
    self.previousOutcome = previousOutcome
    self.restsInView = restsInView
    self.justUpdated = justUpdated
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

  /// Decodes the form `encode(to:)` writes, its numbers made safe as the initializer makes them.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      edge: try c.decode(RefreshEdge.self, forKey: .edge),
      state: try c.decode(RefreshState.self, forKey: .state),
      pullDistance: try c.decode(Double.self, forKey: .pullDistance),
      progress: try c.decode(Double.self, forKey: .progress),
      timeInState: try c.decode(Double.self, forKey: .timeInState),
      timeSinceRelease: try c.decodeIfPresent(Double.self, forKey: .timeSinceRelease),
      releaseVelocity: try c.decode(Double.self, forKey: .releaseVelocity),
      timeSinceTouchDown: try c.decodeIfPresent(Double.self, forKey: .timeSinceTouchDown),
      fingerLocation: try c.decodeIfPresent(SwellPoint.self, forKey: .fingerLocation),
      size: try c.decode(SwellSize.self, forKey: .size),
      armLevel: try c.decode(Double.self, forKey: .armLevel),
      outcome: try c.decodeIfPresent(RefreshOutcome.self, forKey: .outcome),
      reduceMotion: try c.decode(Bool.self, forKey: .reduceMotion),
      time: try c.decode(Double.self, forKey: .time),
      pullDistanceAtStateChange: try c.decode(Double.self, forKey: .pullDistanceAtStateChange),
      previousStateDuration: try c.decode(Double.self, forKey: .previousStateDuration))
  }
}
