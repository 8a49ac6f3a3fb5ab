/// The refresh state machine: the deterministic core of `RefreshController`.
///
///     idle → pulling(progress) → armed → refreshing → finishing → idle
///
/// It is a value driven by events with times (`handle(_:at:)`) and answers with effects: the
/// inset it wants to add above the content, the action to start or cancel, its state changes.
/// It reads no clock, depends on no scroll model (UIScrollView, `ScrollPhysics` and a GTK view
/// can all feed it) and owns only the inset it adds: the user's inset is observed, never set.
///
/// - Pulling: a drag moves the content past its top; progress = pull / trigger distance.
/// - Armed: with `.onRelease`, a drag at or past the trigger distance; lifting the finger
///   then starts a refresh, pulling back under the distance disarms it. With
///   `.whenThresholdCrossed` the crossing itself starts the refresh.
/// - Refreshing: the inset grows by the style's refreshing height; the action runs until it
///   finishes (`actionFinished`) or code ends it (`endRefreshing`), and at least
///   `minimumRefreshingDuration`.
/// - Finishing: the inset goes back to 0 over the style's finishing duration, then idle.
public struct RefreshMachine: Hashable, Sendable {
  /// The phase, without the pulling progress.
  public enum Phase: String, Hashable, Sendable, Codable {
    /// Nothing happening.
    case idle
    /// Pulled, under the trigger distance (or released without a trigger).
    case pulling
    /// Pulled past the trigger distance, finger down: releasing starts a refresh.
    case armed
    /// The action runs.
    case refreshing
    /// The header animates away.
    case finishing
  }

  /// How far the user must pull (pt) to trigger.
  public let triggerDistance: Double
  /// The inset added while refreshing (pt).
  public let refreshingHeight: Double
  /// How long finishing lasts (s).
  public let finishingDuration: Double
  /// Trigger mode, minimum refreshing time, inset transitions.
  public let configuration: RefreshConfiguration
  /// When the machine started (s): `RefreshContext.time` counts from here.
  public let startTime: Double

  /// The time of the latest event (s).
  public private(set) var time: Double
  /// The current phase.
  public private(set) var phase: Phase = .idle
  /// Whether a finger is dragging the content.
  public private(set) var isDragging = false
  /// The latest finite content offset observed (pt).
  public private(set) var contentOffset: Double
  /// The latest user's top inset observed (pt).
  public private(set) var userInsetTop: Double
  /// The inset this machine adds above the content, as last requested (pt): 0 except while
  /// refreshing.
  public private(set) var refreshInset: Double = 0
  /// When the current phase began (s).
  public private(set) var phaseStartTime: Double
  /// The pull distance when the current phase began (pt).
  public private(set) var pullDistanceAtPhaseStart: Double = 0
  /// When the finger currently down touched down (s), nil while no finger is down.
  public private(set) var touchDownTime: Double?
  /// What the style drew at the latest touch-down or release, in its own terms (see
  /// `RefreshStyle.touchHandoff(in:)`); recorded by `handleTouch(_:at:style:…)`.
  public internal(set) var touchHandoff: [Double] = []
  /// How long the phase before the current one lasted (s); 0 before the first change.
  public private(set) var previousPhaseDuration: Double = 0
  /// When the finger last lifted (s), nil before the first release.
  public private(set) var releaseTime: Double?
  /// The content's velocity when the finger last lifted (pt/s, positive = downward).
  public private(set) var releaseVelocity: Double = 0
  /// The refresh running or finishing now, if any.
  public private(set) var currentTrigger: RefreshTrigger?
  /// How many refreshes have started.
  public private(set) var triggerCount = 0
  /// Whether the current refresh's action has neither returned nor been cancelled.
  public private(set) var isActionRunning = false

  /// When the current (or latest) refresh started (s).
  public private(set) var refreshStartTime: Double = 0
  /// False from a refresh's start until the pull drops under the trigger distance or the
  /// finger lifts: holding a pull through the end of a refresh does not start another.
  private var canTrigger = true
  private var pendingFinish: Double?
  private var pendingIdle: Double?

  /// Creates a machine with a style's distances.
  ///
  /// - Parameters:
  ///   - style: gives the trigger distance, refreshing height and finishing duration.
  ///   - configuration: trigger mode, minimum refreshing time and transitions.
  ///   - userInsetTop: the user's top inset at the start (pt); the content rests at its top.
  ///   - startTime: the machine's start (s).
  public init(
    style: any RefreshStyle, configuration: RefreshConfiguration = RefreshConfiguration(),
    userInsetTop: Double = 0, startTime: Double = 0
  ) throws {
    try self.init(
      triggerDistance: style.triggerDistance, refreshingHeight: style.refreshingHeight,
      finishingDuration: style.finishingDuration, configuration: configuration,
      userInsetTop: userInsetTop, startTime: startTime)
  }

  /// Creates a machine from its distances.
  ///
  /// - Throws: `SwellError.invalidParameter` unless triggerDistance > 0, refreshingHeight ≥ 0,
  ///   finishingDuration ≥ 0, userInsetTop and startTime are finite, and the configuration is
  ///   valid.
  public init(
    triggerDistance: Double, refreshingHeight: Double, finishingDuration: Double,
    configuration: RefreshConfiguration = RefreshConfiguration(), userInsetTop: Double = 0,
    startTime: Double = 0
  ) throws {
    try SwellError.checkPositive(triggerDistance, "triggerDistance")
    try SwellError.check(refreshingHeight, "refreshingHeight", in: 0 ... .greatestFiniteMagnitude)
    try SwellError.check(
      finishingDuration, "finishingDuration", in: 0 ... .greatestFiniteMagnitude)
    try SwellError.check(userInsetTop, "userInsetTop")
    try SwellError.check(startTime, "startTime")
    try configuration.validate()
    self.triggerDistance = triggerDistance
    self.refreshingHeight = refreshingHeight
    self.finishingDuration = finishingDuration
    self.configuration = configuration
    self.startTime = startTime
    self.time = startTime
    self.userInsetTop = userInsetTop
    self.contentOffset = -userInsetTop
    self.phaseStartTime = startTime
  }

  /// How far the content is pulled below its resting top (pt): −offset − user's top inset.
  public var pullDistance: Double { -contentOffset - userInsetTop }

  /// The state, with the pulling progress of the latest observed offset.
  public var state: RefreshState { state(pullDistance: pullDistance) }

  /// The state if the pull distance were `pull` (pt): the phase with its progress, which is
  /// kept under 1 while pulling.
  public func state(pullDistance pull: Double) -> RefreshState {
    switch phase {
    case .idle: return .idle
    case .pulling:
      let progress = pull.isFinite ? pull / triggerDistance : 0
      return .pulling(progress: min(max(progress, 0), 1.0.nextDown))
    case .armed: return .armed
    case .refreshing: return .refreshing
    case .finishing: return .finishing
    }
  }

  /// The next time (s) at which the machine changes on its own (the end of the minimum
  /// refreshing time, or of finishing), if any. Feed `.tick` at or after it.
  public var nextDeadline: Double? {
    switch (pendingFinish, pendingIdle) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return nil
    }
  }

  /// Handles `event` at `time` (s) and returns what the host must do, in order.
  ///
  /// Transitions that fell due since the latest event happen first, at their own times.
  ///
  /// - Throws: `SwellError.timeWentBackwards` when `time` is before the latest event, and
  ///   `SwellError.invalidParameter` when it is not finite. The machine is unchanged then.
  @discardableResult
  public mutating func handle(_ event: RefreshEvent, at time: Double) throws -> [RefreshEffect] {
    try SwellError.check(time, "time")
    guard time >= self.time else {
      throw SwellError.timeWentBackwards(from: self.time, to: time)
    }
    var effects: [RefreshEffect] = []
    // Observations update the model first, so that a transition due at this very instant
    // records the pull distance of this instant.
    switch event {
    case .contentOffset(let offset) where offset.isFinite:
      contentOffset = offset
    case .userInsetTop(let top) where top.isFinite:
      userInsetTop = top
    default:
      break
    }
    fireDeadlines(upTo: time, into: &effects)
    self.time = time
    switch event {
    case .contentOffset, .userInsetTop, .tick:
      break
    case .dragBegan:
      if !isDragging { touchDownTime = time }
      isDragging = true
    case .dragEnded(let velocity):
      guard isDragging else { break }
      isDragging = false
      touchDownTime = nil
      releaseTime = time
      releaseVelocity = velocity.isFinite ? velocity : 0
      if phase == .armed { startRefresh(.release, animated: true, at: time, into: &effects) }
    case .beginRefreshing(let animated):
      if phase == .idle || phase == .pulling || phase == .armed {
        startRefresh(.programmatic, animated: animated, at: time, into: &effects)
      }
    case .endRefreshing:
      if isActionRunning, let trigger = currentTrigger {
        isActionRunning = false
        effects.append(.cancelAction(trigger: trigger.id))
      }
      requestFinish(at: time, into: &effects)
    case .actionFinished(let id):
      if isActionRunning, currentTrigger?.id == id {
        isActionRunning = false
        requestFinish(at: time, into: &effects)
      }
    }
    followPull(at: time, into: &effects)
    return effects
  }

  // MARK: - Transitions

  /// Whether observing `offset` now would change the phase (used to find exact crossing times).
  func wouldChangePhase(contentOffset offset: Double) -> Bool {
    guard offset.isFinite else { return false }
    return pullPhase(pullDistance: -offset - userInsetTop) != nil
  }

  /// The phase the pull asks for, when it differs from the current one; nil when the phase
  /// does not follow the pull (refreshing, finishing) or already matches it.
  private func pullPhase(pullDistance pull: Double) -> Phase? {
    guard phase == .idle || phase == .pulling || phase == .armed else { return nil }
    let wanted: Phase
    let rearmed = canTrigger || pull < triggerDistance || !isDragging
    if isDragging && pull >= triggerDistance && rearmed {
      wanted = configuration.triggerMode == .onRelease ? .armed : .refreshing
    } else if pull > 0 {
      wanted = .pulling
    } else {
      wanted = .idle
    }
    return wanted == phase ? nil : wanted
  }

  private mutating func followPull(at time: Double, into effects: inout [RefreshEffect]) {
    if phase == .idle || phase == .pulling || phase == .armed,
      pullDistance < triggerDistance || !isDragging
    {
      canTrigger = true
    }
    guard let wanted = pullPhase(pullDistance: pullDistance) else { return }
    switch (phase, wanted) {
    case (_, .refreshing):
      startRefresh(.threshold, animated: true, at: time, into: &effects)
    case (.armed, .idle), (.idle, .armed):
      // Only neighbours in the diagram: a jump across both thresholds passes through pulling.
      enter(.pulling, at: time, into: &effects)
      enter(wanted, at: time, into: &effects)
    default:
      enter(wanted, at: time, into: &effects)
    }
  }

  private mutating func startRefresh(
    _ cause: RefreshTrigger.Cause, animated: Bool, at time: Double,
    into effects: inout [RefreshEffect]
  ) {
    triggerCount += 1
    canTrigger = false
    let trigger = RefreshTrigger(id: triggerCount, cause: cause)
    currentTrigger = trigger
    isActionRunning = true
    refreshStartTime = time
    pendingFinish = nil
    enter(.refreshing, at: time, into: &effects)
    refreshInset = refreshingHeight
    effects.append(
      .setRefreshInset(
        refreshingHeight, transition: animated ? configuration.showTransition : .immediate))
    effects.append(.startAction(trigger))
  }

  private mutating func requestFinish(at time: Double, into effects: inout [RefreshEffect]) {
    guard phase == .refreshing, pendingFinish == nil else { return }
    let finish = max(time, refreshStartTime + configuration.minimumRefreshingDuration)
    if finish <= time {
      beginFinishing(at: time, into: &effects)
    } else {
      pendingFinish = finish
    }
  }

  private mutating func beginFinishing(at time: Double, into effects: inout [RefreshEffect]) {
    enter(.finishing, at: time, into: &effects)
    currentTrigger = nil
    refreshInset = 0
    let transition: InsetTransition =
      finishingDuration > 0
      ? .timingCurve(configuration.hideCurve, duration: finishingDuration) : .immediate
    effects.append(.setRefreshInset(0, transition: transition))
    pendingIdle = time + finishingDuration
  }

  private mutating func fireDeadlines(upTo time: Double, into effects: inout [RefreshEffect]) {
    while let deadline = nextDeadline, deadline <= time {
      if let finish = pendingFinish, finish == deadline {
        pendingFinish = nil
        beginFinishing(at: finish, into: &effects)
      } else {
        pendingIdle = nil
        enter(.idle, at: deadline, into: &effects)
        followPull(at: deadline, into: &effects)
      }
    }
  }

  private mutating func enter(_ next: Phase, at time: Double, into effects: inout [RefreshEffect]) {
    let before = state
    phase = next
    previousPhaseDuration = time - phaseStartTime
    phaseStartTime = time
    pullDistanceAtPhaseStart = pullDistance
    effects.append(.stateChanged(from: before, to: state))
  }
}
