/// The refresh state machine of one edge: the deterministic core of `RefreshSession`.
///
///     idle → pulling(progress) → armed → refreshing → finishing → idle
///
/// It is a value driven by events with times (`handle(_:at:)`) and answers with effects: the
/// inset it wants to add at its edge, the action to start or cancel, its state changes, the
/// moments the pull arms and disarms, as the session reports them (`RefreshSession.Effect`,
/// naming its edge). It reads no clock and knows no scroll view: it sees only the pull distance
/// at its edge (`ScrollMetrics.pullDistance`), so one machine type serves the header and the
/// footer. Its distances are its style's, read from the style (their one home).
///
/// - Pulling: the content is pulled past the edge; progress = pull / trigger distance.
/// - Armed: with `.onRelease`, a drag at or past the trigger distance; lifting the finger
///   then starts a refresh, pulling back under the distance disarms it. With
///   `.whenThresholdCrossed` the crossing itself starts the refresh.
/// - Refreshing: the inset grows by the refreshing height; the action runs until it
///   finishes (`actionFinished`) or code ends it (`endRefreshing`), and at least
///   `minimumRefreshingDuration`.
/// - Finishing: the inset goes back to 0 over the finishing duration, then idle.
///
/// With `start: .automatic` (a footer that loads as the end comes into view) the machine rests
/// at its refreshing height instead of 0 while shown, and goes from idle straight to
/// refreshing when the pull — how much of it shows — reaches the lead, once per approach. A
/// refresh that ends with `.noMoreData` stops all further starts until `.resetNoMoreData`; a
/// control never starts while the other edge's refreshes or finishes (`otherEdgeBusy`), nor on
/// its own while hidden (a footer under content shorter than the viewport).
///
/// Times must not go backwards: a `RefreshSession` feeds it from one clock and takes an
/// earlier time as the latest one.
struct RefreshMachine: Sendable {
  /// The phase, without the pulling progress.
  enum Phase: String, Hashable, Sendable, Codable {
    case idle, pulling, armed, refreshing, finishing
  }

  /// What the machine observes, each at a time in seconds.
  enum Event: Hashable, Sendable {
    /// How far the content is pulled past the edge (pt). Non-finite values are ignored.
    case pull(Double)
    /// A finger started dragging the content.
    case dragBegan
    /// The finger lifted; `velocity` is the content's velocity in the pull's direction (pt/s,
    /// positive = pulling further). A non-finite velocity counts as 0.
    case dragEnded(velocity: Double)
    /// Code asks for a refresh; `animated` chooses the configured inset transition over an
    /// immediate one. Ignored while refreshing or finishing.
    case beginRefreshing(animated: Bool)
    /// Code ends the refresh with `outcome`; a still-running action is cancelled. Harmless at
    /// any other time.
    case endRefreshing(RefreshOutcome)
    /// The action started for `trigger` ended with `outcome`. Stale triggers are ignored.
    case actionFinished(trigger: Int, outcome: RefreshOutcome)
    /// The control is hidden (true) or shown (false): hidden, it follows no pull and rests
    /// without an inset. Set by the session from the content's height.
    case setHidden(Bool)
    /// Code says there is data to load again after a `.noMoreData` outcome.
    case resetNoMoreData
    /// Code says there is no more data, as a refresh ending with `.noMoreData` would. Ignored
    /// while refreshing or finishing.
    case markNoMoreData
    /// The content's end moved while the content stays shorter than the viewport (rows
    /// arrived, or a reset of no-more-data there): for an automatic control, reaching it
    /// counts as a new approach.
    case endMoved
  }

  /// What the machine asks its host to do, or reports, after an event: the session's effects,
  /// at this machine's edge.
  typealias Effect = RefreshSession.Effect

  /// A pull of at most this much (pt) is the content at rest, not a pull: what a settling
  /// spring leaves behind must not start a pull of its own.
  static let restingPull = 0.5

  /// The edge the machine serves, named in its effects.
  let edge: RefreshEdge
  /// The control's style: its distances and times are the machine's.
  let style: any RefreshStyle
  /// How far the user must pull (pt) to trigger.
  var triggerDistance: Double { style.triggerDistance }
  /// The inset added while refreshing (pt).
  var refreshingHeight: Double { style.refreshingHeight }
  /// How long finishing lasts (s).
  var finishingDuration: Double { style.finishingDuration }
  /// How long finishing holds the inset before it starts to go (s), ≤ `finishingDuration`.
  var finishingHold: Double { min(max(style.finishingHold, 0), finishingDuration) }
  /// How much longer a failure's finishing holds the inset (s), before `finishingHold`.
  var failureHold: Double { style.failureHold.isFinite ? max(style.failureHold, 0) : 0 }
  /// Trigger mode, minimum refreshing time, inset transitions.
  let configuration: RefreshConfiguration
  /// When the machine started (s): `RefreshContext.time` counts from here.
  let startTime: Double

  /// The time of the latest event (s).
  private(set) var time: Double
  /// The current phase.
  private(set) var phase: Phase = .idle
  /// Whether a finger is dragging the content.
  private(set) var isDragging = false
  /// The latest finite pull distance observed (pt).
  private(set) var pullDistance = 0.0
  /// The inset this machine adds at its edge, as last requested (pt): the resting inset
  /// (see `restingInset`) except while refreshing and finishing.
  private(set) var refreshInset = 0.0
  /// When the current phase began (s).
  private(set) var phaseStartTime: Double
  /// The pull distance when the current phase began (pt).
  private(set) var pullDistanceAtPhaseStart = 0.0
  /// The arm level when the current phase began.
  private(set) var armLevelAtPhaseStart = 0.0
  /// When the finger currently down touched down (s), nil while no finger is down.
  private(set) var touchDownTime: Double?
  /// How long the phase before the current one lasted (s); 0 before the first change.
  private(set) var previousPhaseDuration = 0.0
  /// When the finger last lifted (s), nil before the first release.
  private(set) var releaseTime: Double?
  /// The content's velocity in the pull's direction when the finger last lifted (pt/s).
  private(set) var releaseVelocity = 0.0
  /// The refresh running or finishing now, if any.
  private(set) var currentTrigger: RefreshTrigger?
  /// Whether the control is hidden: it follows no pull and adds no inset (see `setHidden`).
  private(set) var isHidden = false
  /// Whether the other edge's control refreshes or finishes: this one does not start. Set by
  /// the session before every event (a plain flag: changing it changes nothing by itself).
  var otherEdgeBusy = false
  /// Whether a refresh ended with `.noMoreData`: nothing starts until `resetNoMoreData`.
  private(set) var isOutOfData = false
  /// How many refreshes have started.
  private(set) var triggerCount = 0
  /// Whether the current refresh's action has neither returned nor been cancelled.
  private(set) var isActionRunning = false
  /// How the latest refresh ended; nil before the first one ends and while one runs.
  private(set) var outcome: RefreshOutcome?
  /// How the refresh before the latest one ended: the context names it while the latest runs
  /// (`RefreshContext.previousOutcome`).
  private(set) var previousOutcome: RefreshOutcome?
  /// When the current (or latest) refresh started (s).
  private(set) var refreshStartTime = 0.0
  /// Whether a refresh ended well and the control has not closed since: from the start of
  /// its finish (through any refresh started before the band closed) until it is idle with its
  /// band closed (`comesBackToRest(pullDistance:)`), when the machine reports `.backAtRest`.
  /// Its last-updated line says "Just now" until then.
  private(set) var isJustUpdated = false
  /// The arm level when it last changed direction, and when: see `armLevel(at:)`.
  private var armLevelAtTurn = 0.0
  private var armTurnTime: Double

  /// False from a refresh's start until the pull drops under the trigger distance (in any
  /// phase) or, once the refresh is over, no finger is down: holding a pull through the end
  /// of a refresh does not start another.
  private var canTrigger = true
  /// When the minimum refreshing time lets a finished refresh end, and with what outcome.
  private var pendingFinish: PendingFinish?
  private var pendingIdle: Double?
  /// When a held finish lets the inset go.
  private var pendingHide: Double?

  /// The machine of the control at `edge` drawn by `style`, whose distances are finite:
  /// triggerDistance > 0, refreshingHeight ≥ 0, finishingDuration ≥ 0 (`RefreshSession` checks
  /// them).
  init(
    edge: RefreshEdge = .top, style: any RefreshStyle,
    configuration: RefreshConfiguration = RefreshConfiguration(), startTime: Double = 0,
    outOfData: Bool = false
  ) {
    self.edge = edge
    self.style = style
    self.armTurnTime = startTime
    self.configuration = configuration
    self.startTime = startTime
    self.time = startTime
    self.phaseStartTime = startTime
    if outOfData { markOutOfData() }
  }

  /// How long the arm level takes to go from 0 to 1 or back (s).
  static let armTransition = 0.15

  /// Records `pull` (pt) as the latest observed, without any transition: where the content is
  /// when the machine is created. Non-finite values are ignored.
  mutating func notePull(_ pull: Double) {
    if pull.isFinite { pullDistance = pull }
  }

  /// The pull (pt) at which an automatic control starts loading, nil for a pulled one: the
  /// lead's fraction of the resting height in view, or minus the points ahead.
  var automaticThreshold: Double? {
    guard case .automatic(let lead) = configuration.start else { return nil }
    switch lead {
    case .visible(let fraction): return fraction * refreshingHeight
    case .ahead(let points): return -points
    }
  }

  /// The inset the control adds at rest (pt): its refreshing height for a shown automatic
  /// control (it sits past the content like a last row), else 0.
  var restingInset: Double {
    automaticThreshold != nil && !isHidden ? refreshingHeight : 0
  }

  /// The pull under which a start that happened can happen again: the trigger distance, or
  /// a point short of the automatic threshold. An automatic start takes a pull a millionth of a
  /// point short of its threshold, so re-arming at the threshold itself would leave a band
  /// where content at rest (a rounding error short of the end) both re-arms and starts, and
  /// every end of a load would start the next; a point of margin means an approach is a move.
  private var rearmLevel: Double {
    automaticThreshold.map { $0 - Self.automaticRearmMargin } ?? triggerDistance
  }

  /// How far (pt) content must move back from an automatic threshold before reaching it again
  /// counts as a new approach.
  static let automaticRearmMargin = 1.0

  /// Whether nothing may start now, whatever the pull: no more data, or the other edge busy.
  private var isBlocked: Bool { isOutOfData || otherEdgeBusy }

  /// How armed the control looks at `time`, 0…1: it rises at a steady rate while the phase
  /// is `armed` and falls otherwise, so a style can show arming and disarming without a jump.
  func armLevel(time: Double) -> Double {
    let elapsed = max(time - armTurnTime, 0) / Self.armTransition
    return phase == .armed
      ? min(armLevelAtTurn + elapsed, 1) : max(armLevelAtTurn - elapsed, 0)
  }

  /// The state, with the pulling progress of the latest observed pull.
  var state: RefreshState { state(pullDistance: pullDistance) }

  /// The state if the pull distance were `pull` (pt): the phase with its progress
  /// (`RefreshContext.progress(pull:triggerDistance:)`), kept under 1 while pulling.
  func state(pullDistance pull: Double) -> RefreshState {
    switch phase {
    case .idle: return .idle
    case .pulling:
      let progress = RefreshContext.progress(pull: pull, triggerDistance: triggerDistance)
      return .pulling(progress: min(progress, 1.0.nextDown))
    case .armed: return .armed
    case .refreshing: return .refreshing
    case .finishing: return .finishing
    }
  }

  /// The next time (s) at which the machine changes on its own (the end of the minimum
  /// refreshing time, or of finishing), if any. Any event at or after it fires it (the session observes the pull then).
  var nextDeadline: Double? {
    [pendingFinish?.time, pendingHide, pendingIdle].compactMap { $0 }.min()
  }

  /// Handles `event` at `time` (s, finite; an earlier time than the latest counts as the
  /// latest) and returns what the host must do, in order.
  ///
  /// Transitions that fell due since the latest event happen first, at their own times.
  mutating func handle(_ event: Event, time: Double) -> [Effect] {
    let time = max(time, self.time)
    var effects: [Effect] = []
    // Observations update the model first, so that a transition due at this very instant
    // records the pull distance of this instant.
    if case .pull(let pull) = event, pull.isFinite { pullDistance = pull }
    fireDeadlines(upTo: time, into: &effects)
    self.time = time
    switch event {
    case .pull:
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
      if (phase == .idle || phase == .pulling || phase == .armed) && !isBlocked {
        startRefresh(.programmatic, animated: animated, at: time, into: &effects)
      }
    case .setHidden(let hidden):
      isHidden = hidden
      settleInset(into: &effects)
    case .markNoMoreData:
      guard phase == .idle || phase == .pulling || phase == .armed else { break }
      markOutOfData()
    case .endMoved:
      if automaticThreshold != nil { canTrigger = true }
    case .resetNoMoreData:
      guard isOutOfData else { break }
      isOutOfData = false
      if outcome == .noMoreData { outcome = nil }
      // A new approach is needed: the end in view now does not load at once.
      canTrigger = pullDistance < rearmLevel
    case .endRefreshing(let outcome):
      if isActionRunning, let trigger = currentTrigger {
        isActionRunning = false
        effects.append(.actionCancelled(edge, trigger: trigger.id))
      }
      requestFinish(outcome, at: time, into: &effects)
    case .actionFinished(let id, let outcome):
      if isActionRunning, currentTrigger?.id == id {
        isActionRunning = false
        requestFinish(outcome, at: time, into: &effects)
      }
    }
    followPull(time: time, into: &effects)
    noteBackAtRest(into: &effects)
    return effects
  }

  // MARK: - Transitions

  /// No more data, as if the last load had said so: nothing starts until it is reset.
  private mutating func markOutOfData() {
    isOutOfData = true
    outcome = .noMoreData
  }

  /// Whether observing `pull` now would change the phase (used to find exact crossing times).
  func wouldChangePhase(pullDistance pull: Double) -> Bool {
    guard pull.isFinite else { return false }
    return pullPhase(pullDistance: pull) != nil || comesBackToRest(pullDistance: pull)
  }

  /// Whether observing `pull` now would end `isJustUpdated`: the control idle and closed,
  /// at most `restingPull` past where it rests (its resting inset, for an automatic control).
  private func comesBackToRest(pullDistance pull: Double) -> Bool {
    isJustUpdated && phase == .idle && pull <= restingInset + Self.restingPull
  }

  /// Ends `isJustUpdated` once the control is back at rest, and says so.
  private mutating func noteBackAtRest(into effects: inout [Effect]) {
    guard comesBackToRest(pullDistance: pullDistance) else { return }
    isJustUpdated = false
    effects.append(.backAtRest(edge))
  }

  /// The phase the pull asks for, when it differs from the current one; nil when the phase
  /// does not follow the pull (refreshing, finishing) or already matches it.
  private func pullPhase(pullDistance pull: Double) -> Phase? {
    guard phase == .idle || phase == .pulling || phase == .armed else { return nil }
    let wanted: Phase
    if isHidden {
      wanted = .idle
    } else if let threshold = automaticThreshold {
      // Reaching the edge starts loading at once, finger or not, once per approach.
      // (A millionth of a point short still counts: a scroll to the end lands on the
      // threshold up to rounding.)
      wanted = !isBlocked && canTrigger && pull >= threshold - 1e-6 ? .refreshing : .idle
    } else {
      let rearmed = canTrigger || pull < triggerDistance || !isDragging
      if isDragging && pull >= triggerDistance && rearmed && !isBlocked {
        wanted = configuration.triggerMode == .onRelease ? .armed : .refreshing
      } else if pull > Self.restingPull && (isDragging || phase != .idle) {
        // Only a finger starts a pull: content settling home on its own (after finishing,
        // or from a fling) leaves the control idle, however far it still has to go.
        wanted = .pulling
      } else {
        wanted = .idle
      }
    }
    return wanted == phase ? nil : wanted
  }

  private mutating func followPull(time: Double, into effects: inout [Effect]) {
    // A pull that drops under the trigger re-arms in every phase: content resting under a
    // refreshing header, pulled again as a failure's finish ends (to retry), arms. A finger
    // lifted re-arms only outside a refresh: one put down meanwhile and held past the trigger
    // through the end does not start another.
    let outsideRefresh = phase == .idle || phase == .pulling || phase == .armed
    if pullDistance < rearmLevel
      || (outsideRefresh && automaticThreshold == nil && !isDragging)
    {
      canTrigger = true
    }
    guard let wanted = pullPhase(pullDistance: pullDistance) else { return }
    switch (phase, wanted) {
    case (_, .refreshing):
      startRefresh(.threshold, animated: true, at: time, into: &effects)
    case (.armed, .idle), (.idle, .armed):
      // Only neighbours in the diagram: a jump across both thresholds passes through pulling.
      enter(.pulling, time: time, into: &effects)
      enter(wanted, time: time, into: &effects)
    default:
      enter(wanted, time: time, into: &effects)
    }
  }

  private mutating func startRefresh(
    _ cause: RefreshTrigger.Cause, animated: Bool, at time: Double, into effects: inout [Effect]
  ) {
    triggerCount += 1
    canTrigger = false
    let trigger = RefreshTrigger(id: triggerCount, cause: cause)
    currentTrigger = trigger
    isActionRunning = true
    previousOutcome = outcome
    outcome = nil
    refreshStartTime = time
    pendingFinish = nil
    enter(.refreshing, time: time, into: &effects)
    if refreshInset != refreshingHeight {
      refreshInset = refreshingHeight
      effects.append(
        .refreshInsetChanged(
          edge, inset: refreshingHeight,
          transition: animated ? configuration.showTransition : .immediate))
    }
    effects.append(.actionStarted(edge, trigger))
  }

  private mutating func requestFinish(
    _ outcome: RefreshOutcome, at time: Double, into effects: inout [Effect]
  ) {
    guard phase == .refreshing, pendingFinish == nil else { return }
    let finish = max(time, refreshStartTime + configuration.minimumRefreshingDuration)
    if finish <= time {
      beginFinishing(outcome, at: time, into: &effects)
    } else {
      pendingFinish = PendingFinish(time: finish, outcome: outcome)
    }
  }

  private mutating func beginFinishing(
    _ outcome: RefreshOutcome, at time: Double, into effects: inout [Effect]
  ) {
    enter(.finishing, time: time, into: &effects)
    if let trigger = currentTrigger { effects.append(.refreshEnded(edge, trigger, outcome)) }
    self.outcome = outcome
    // A refresh started before the header closed after one that ended well leaves that one
    // still to show, whatever this one's outcome.
    isJustUpdated = isJustUpdated || outcome == .success
    if outcome == .noMoreData { isOutOfData = true }
    currentTrigger = nil
    // A failure stays in place a little longer, so that it can be read.
    var extraHold = 0.0
    if case .failure = outcome { extraHold = failureHold }
    pendingIdle = time + extraHold + finishingDuration
    if extraHold + finishingHold > 0 {
      pendingHide = time + extraHold + finishingHold
    } else {
      hideInset(into: &effects)
    }
  }

  /// The inset goes back to the resting one (0, or an automatic control's height) over what
  /// is left of finishing after the hold.
  private mutating func hideInset(into effects: inout [Effect]) {
    guard refreshInset != restingInset else { return }
    refreshInset = restingInset
    let duration = finishingDuration - finishingHold
    let transition: InsetTransition =
      duration > 0 ? .timingCurve(configuration.hideCurve, duration: duration) : .immediate
    effects.append(.refreshInsetChanged(edge, inset: restingInset, transition: transition))
  }

  /// Outside a refresh the inset follows the resting one at once (a footer shown or hidden
  /// as the content grows past the viewport or shrinks under it); a refresh under way keeps
  /// its inset, and finishing returns to the resting one then.
  private mutating func settleInset(into effects: inout [Effect]) {
    guard phase == .idle || phase == .pulling || phase == .armed,
      refreshInset != restingInset
    else { return }
    refreshInset = restingInset
    effects.append(.refreshInsetChanged(edge, inset: restingInset, transition: .immediate))
  }

  private mutating func fireDeadlines(upTo time: Double, into effects: inout [Effect]) {
    while let deadline = nextDeadline, deadline <= time {
      if let finish = pendingFinish, finish.time == deadline {
        pendingFinish = nil
        beginFinishing(finish.outcome, at: deadline, into: &effects)
      } else if pendingHide == deadline {
        pendingHide = nil
        hideInset(into: &effects)
      } else {
        pendingIdle = nil
        enter(.idle, time: deadline, into: &effects)
        // Shown or hidden while finishing: the resting inset may have changed meanwhile.
        settleInset(into: &effects)
        followPull(time: deadline, into: &effects)
        noteBackAtRest(into: &effects)
      }
    }
  }

  private mutating func enter(_ next: Phase, time: Double, into effects: inout [Effect]) {
    let before = state
    armLevelAtPhaseStart = armLevel(time: time)
    let wasArmed = phase == .armed
    if wasArmed != (next == .armed) {
      armLevelAtTurn = armLevel(time: time)
      armTurnTime = time
    }
    phase = next
    previousPhaseDuration = time - phaseStartTime
    phaseStartTime = time
    pullDistanceAtPhaseStart = pullDistance
    effects.append(.stateChanged(edge, from: before, to: state))
    if next == .armed { effects.append(.armed(edge)) }
    if wasArmed && (next == .pulling || next == .idle) { effects.append(.disarmed(edge)) }
  }
}

/// A refresh whose action has ended, waiting for the minimum refreshing time.
private struct PendingFinish: Hashable, Sendable {
  var time: Double
  var outcome: RefreshOutcome
}
