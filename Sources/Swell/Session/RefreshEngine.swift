/// The deterministic heart of a `RefreshSession`: where the content is (simulated by
/// `ScrollPhysics` or observed from the host's own scroll view) and one `RefreshMachine` per
/// edge, fed together with every event at its exact time.
///
/// Between events the content moves in closed form, so the moments a pull crosses a
/// threshold are found by scanning that motion on a fixed 1 ms grid anchored at the previous
/// event (never at a frame) and refining by bisection; deadlines fire at their own times. The
/// result does not depend on how often anyone looks: a live host ticking at 60 Hz and a
/// script replayed once see the same transitions at the same instants.
///
/// A value type, reading no clock: a `Simulation` keeps copies of it as checkpoints.
struct RefreshEngine: Sendable {
  /// The grid on which threshold crossings are looked for (s).
  static let scanStep = 0.001
  /// The most grid points one crossing search visits.
  static let maximumScanSteps = 100_000.0

  /// Where the content is.
  var scroll: ScrollSource
  /// One control per edge, in the order given.
  private(set) var controls: [EdgeControl]
  /// The time of the latest event (s).
  private(set) var time: Double
  /// The width of the drawing area of every control (pt): the scroll view's width.
  var width: Double
  /// Whether styles are asked to reduce motion.
  var reduceMotion: Bool
  /// The words styles show and hosts announce.
  var texts = RefreshTexts()
  /// The palette styles draw with.
  var appearance = SwellAppearance.light
  /// Everything that happened, when recording (for `Simulation`).
  private(set) var recording: Recording?

  /// The engine as it was from `time` until the next checkpoint.
  struct Checkpoint: Sendable {
    var time: Double
    var scroll: ScrollSource
    var controls: [EdgeControl]
  }

  /// A copy of the engine after every change, and every effect with its exact time.
  struct Recording: Sendable {
    var checkpoints: [Checkpoint] = []
    var effects: [(time: Double, effect: RefreshSession.Effect)] = []
  }

  init(
    scroll: ScrollSource, controls: [EdgeControl], width: Double, reduceMotion: Bool,
    startTime: Double
  ) {
    self.scroll = scroll
    self.controls = controls
    self.time = startTime
    // Each machine starts knowing where the content is, so that its first transitions follow
    // the real pull (an automatic footer with its end already in reach loads at the first
    // call, not one created as if the content rested at that edge).
    for index in controls.indices {
      let pull = controls[index].followedPull(
        in: scroll.geometry, contentOffset: scroll.contentOffset(time: startTime))
      self.controls[index].machine.notePull(pull)
    }
    self.width = width
    self.reduceMotion = reduceMotion
  }

  // MARK: - Reading

  /// The content offset at `time` (pt, UIKit convention).
  func contentOffset(time: Double) -> Double { scroll.contentOffset(time: time) }

  /// How far the content is pulled past `edge` at `time` (pt).
  func pullDistance(_ edge: RefreshEdge, time: Double) -> Double {
    scroll.geometry.pullDistance(edge, contentOffset: scroll.contentOffset(time: time))
  }

  /// The index of the control at `edge`, if the session has one.
  func index(of edge: RefreshEdge) -> Int? { controls.firstIndex { $0.edge == edge } }

  /// The context of control `index` at `time`.
  func context(_ index: Int, time: Double) -> RefreshContext {
    Self.context(
      of: controls[index], scroll: scroll, at: time, width: width, reduceMotion: reduceMotion,
      texts: texts, appearance: appearance)
  }

  /// The context of `control` with the content where `scroll` has it at `time`.
  static func context(
    of control: EdgeControl, scroll: ScrollSource, at time: Double, width: Double,
    reduceMotion: Bool, texts: RefreshTexts, appearance: SwellAppearance = .light
  ) -> RefreshContext {
    let machine = control.machine
    let offset = scroll.contentOffset(time: time)
    let geometry = scroll.geometry
    let edge = control.edge
    let pull = geometry.pullDistance(edge, contentOffset: offset)
    let t = time.isFinite ? max(time, machine.time) : machine.time
    let height = control.style.headerHeight
    // The finger in the control's own coordinates: the content's edge at y = height.
    let finger = scroll.fingerLocation(time: time).flatMap { point -> SwellPoint? in
      guard point.isFinite else { return nil }
      switch edge {
      case .top:
        // The content's top is at viewport y = −offset, the header's top `height` above it.
        return SwellPoint(x: point.x, y: point.y + offset + height)
      case .bottom:
        // The content's end is at viewport y = contentHeight − offset; the footer below it
        // is drawn mirrored, its far side at y = 0.
        return SwellPoint(x: point.x, y: height + geometry.contentHeight - offset - point.y)
      }
    }
    return RefreshContext(
      edge: edge,
      state: machine.state(pullDistance: pull),
      pullDistance: pull,
      progress: RefreshContext.progress(pull: pull, triggerDistance: machine.triggerDistance),
      timeInState: t - machine.phaseStartTime,
      timeSinceRelease: machine.isDragging ? nil : machine.releaseTime.map { t - $0 },
      releaseVelocity: machine.releaseVelocity,
      timeSinceTouchDown: machine.isDragging ? machine.touchDownTime.map { t - $0 } : nil,
      fingerLocation: finger,
      touchHandoff: control.handoff,
      size: SwellSize(width: width, height: height),
      armLevel: machine.armLevel(time: t),
      outcome: machine.outcome,
      reduceMotion: reduceMotion,
      time: t - machine.startTime,
      // The machine follows how much of an automatic footer shows; the style reads the pull.
      pullDistanceAtStateChange: machine.pullDistanceAtPhaseStart
        - (control.followedPull(in: geometry, contentOffset: offset) - pull),
      previousStateDuration: machine.previousPhaseDuration, texts: texts,
      appearance: appearance, armLevelAtStateChange: machine.armLevelAtPhaseStart,
      previousOutcome: machine.phase == .refreshing ? machine.previousOutcome : nil,
      restsInView: machine.restingInset > 0, justUpdated: machine.isJustUpdated)
  }

  /// The earliest deadline of any machine (s).
  var nextDeadline: Double? {
    controls.compactMap { $0.machine.nextDeadline }.min()
  }

  // MARK: - Events

  /// Processes crossings and deadlines up to `target`, then observes the pulls at `target`.
  mutating func advance(to target: Double, into effects: inout [RefreshSession.Effect]) {
    showOrHideControls(into: &effects)
    while true {
      let due = nextDeadline
      let limit = min(target, due ?? .infinity)
      if let crossing = crossing(after: time, upTo: limit) {
        fire(at: crossing, into: &effects)
      } else if let due, due <= target {
        fire(at: due, into: &effects)
      } else {
        break
      }
    }
    fire(at: max(time, target), into: &effects)
  }

  /// Changes the scroll model at `time` (already advanced to), then lets every machine see
  /// the new pull; for a touch, each style first records what it drew just before.
  mutating func change(
    at time: Double, touch: RefreshMachine.Event? = nil,
    into effects: inout [RefreshSession.Effect], _ body: (inout ScrollSource) -> Void
  ) {
    let before = scroll
    body(&scroll)
    moveClock(to: time)
    let phases = controls.map(\.machine.phase)
    showOrHideControls(into: &effects)
    observePulls(into: &effects)
    if scroll.geometry.contentHeight > before.geometry.contentHeight {
      // Rows arrived. A footer that did not just start because of them, still under content
      // shorter than the viewport, has a new end to reach, though no scroll can take it out
      // of view and back (one loading now loads again when done).
      for index in controls.indices where controls[index].machine.phase == phases[index] {
        noteEndMoved(control: index, into: &effects)
      }
    }
    if let touch {
      for index in controls.indices {
        let control = controls[index]
        let drawn = Self.context(
          of: control, scroll: before, at: time, width: width, reduceMotion: reduceMotion,
          texts: texts, appearance: appearance)
        let handoff = control.style.touchHandoff(in: drawn).map { AnyTouchHandoff($0) }
        let event: RefreshMachine.Event
        if case .dragEnded = touch {
          // The content's velocity along the pull, after the rubber band.
          let velocity = control.edge.pullSign * scroll.releaseVelocity(time: time)
          event = .dragEnded(velocity: velocity)
        } else {
          event = touch
        }
        handle(event, control: index, into: &effects)
        controls[index].handoff = handoff
      }
    }
    record()
  }

  /// Sends `event` to the control at `edge` at `time` (already advanced to).
  mutating func send(
    _ event: RefreshMachine.Event, to edge: RefreshEdge, at time: Double,
    into effects: inout [RefreshSession.Effect]
  ) {
    guard let index = index(of: edge) else { return }
    moveClock(to: time)
    handle(event, control: index, into: &effects)
    record()
  }

  // MARK: - Internals

  private mutating func fire(at t: Double, into effects: inout [RefreshSession.Effect]) {
    moveClock(to: t)
    observePulls(into: &effects)
    record()
  }

  private mutating func moveClock(to t: Double) {
    time = max(time, t)
    scroll.advance(now: time)
  }

  /// Tells the automatic footer at `index`, under content shorter than the viewport, that
  /// its end moved: reaching it counts as a new approach.
  mutating func noteEndMoved(control index: Int, into effects: inout [RefreshSession.Effect]) {
    guard controls[index].edge == .bottom, scroll.geometry.contentIsShorterThanViewport else {
      return
    }
    handle(.endMoved, control: index, into: &effects)
  }

  /// Lets every machine see its pull now. A machine that changes phase may free the other (a
  /// header going idle lets a footer waiting for it start), so they look again until no phase
  /// changes: the footer starts at the header's deadline whichever control comes first.
  private mutating func observePulls(into effects: inout [RefreshSession.Effect]) {
    for _ in controls.indices {
      let before = controls.map(\.machine.phase)
      for index in controls.indices {
        // Read for each: an inset one machine changed at once may have moved the content.
        let offset = scroll.contentOffset(time: time)
        let pull = controls[index].followedPull(in: scroll.geometry, contentOffset: offset)
        handle(.pull(pull), control: index, into: &effects)
      }
      if controls.map(\.machine.phase) == before { return }
    }
  }

  /// Whether the control at `index` is hidden: under content shorter than the viewport (unless
  /// its configuration shows it there), a footer, or an automatic control at either edge, has
  /// no end to reach.
  private func isHidden(_ index: Int) -> Bool {
    let control = controls[index]
    let configuration = control.machine.configuration
    guard scroll.geometry.contentIsShorterThanViewport, !configuration.showsUnderShortContent
    else { return false }
    return control.edge == .bottom || control.machine.automaticThreshold != nil
  }

  /// Tells every machine whether it is hidden, which sets its resting inset.
  private mutating func showOrHideControls(into effects: inout [RefreshSession.Effect]) {
    for index in controls.indices {
      let hidden = isHidden(index)
      let machine = controls[index].machine
      let atRest = machine.phase == .idle || machine.phase == .pulling || machine.phase == .armed
      let insetToSettle = atRest && machine.refreshInset != machine.restingInset
      if hidden != machine.isHidden || insetToSettle {
        handle(.setHidden(hidden), control: index, into: &effects)
      }
    }
  }

  /// Hands `event` to one machine and carries out what it asks, at `time`.
  private mutating func handle(
    _ event: RefreshMachine.Event, control index: Int, into effects: inout [RefreshSession.Effect]
  ) {
    let start = effects.count
    // Nothing starts while the other edge refreshes or finishes.
    let otherBusy = controls.indices.contains { other in
      other != index
        && (controls[other].machine.phase == .refreshing
          || controls[other].machine.phase == .finishing)
    }
    controls[index].machine.otherEdgeBusy = otherBusy
    defer { recording?.effects += effects[start...].map { (time, $0) } }
    for effect in controls[index].machine.handle(event, time: time) {
      if case .refreshInsetChanged(let edge, let inset, let transition) = effect {
        scroll.setRefreshInset(inset, at: edge, transition: transition, now: time)
      }
      effects.append(effect)
    }
  }

  private mutating func record() {
    guard var log = recording else { return }
    recording = nil  // no copy-on-write of the whole log
    let checkpoint = Checkpoint(time: time, scroll: scroll, controls: controls)
    if let last = log.checkpoints.last, last.time == time {
      log.checkpoints[log.checkpoints.count - 1] = checkpoint
    } else {
      log.checkpoints.append(checkpoint)
    }
    recording = log
  }

  /// Starts recording checkpoints and effects from now on.
  mutating func startRecording() {
    recording = Recording()
    record()
  }

  /// The first instant in (a, b] at which observing the pulls would change a machine's
  /// phase, to within 1e-12 s.
  private func crossing(after a: Double, upTo b: Double) -> Double? {
    guard b > a, case .simulated(let physics) = scroll else { return nil }
    let following = controls.filter {
      let phase = $0.machine.phase
      return phase == .idle || phase == .pulling || phase == .armed
    }
    guard !following.isEmpty else { return nil }
    let geometry = physics.geometry
    let still = physics.stillTime
    func changes(_ t: Double) -> Bool {
      let offset = physics.contentOffset(time: t)
      return following.contains {
        $0.machine.wouldChangePhase(
          pullDistance: $0.followedPull(in: geometry, contentOffset: offset))
      }
    }
    // The grid is 1 ms, coarser only over a span of more than `maximumScanSteps` of it (a
    // host that jumps a day ahead), so that no call takes time that grows with its span.
    let span = min(b, max(still, a)) - a
    let grid = max(Self.scanStep, span / Self.maximumScanSteps)
    var previous = a
    var step = 1.0
    while previous < b {
      // Past `still` the offset is constant: what held at `previous` holds to `b`.
      if previous >= still && previous > a { return nil }
      let t = min(a + step * grid, b)
      // At magnitudes where a step no longer moves time (1e300 s), nothing more can be found.
      guard t > previous else { return nil }
      if changes(t) {
        var low = previous
        var high = t
        for _ in 0..<80 where high - low > 1e-12 {
          let mid = (low + high) / 2
          if changes(mid) { high = mid } else { low = mid }
        }
        return high
      }
      previous = t
      step += 1
    }
    return nil
  }
}

/// One refresh control of a session: its edge, its style, its machine, and what the style
/// drew at the latest touch.
struct EdgeControl: Sendable {
  /// The control's state machine, which holds its edge and style.
  var machine: RefreshMachine
  /// What the style drew at the latest touch event.
  var handoff: AnyTouchHandoff?
  /// The edge the control serves.
  var edge: RefreshEdge { machine.edge }
  /// The control's style.
  var style: any RefreshStyle { machine.style }

  /// The pull the machine follows at `contentOffset` (pt): the pull past the edge, except that
  /// an automatic footer follows how much of it is in view, which under content shorter than
  /// the viewport is more (the content's end rests above the viewport's bottom).
  func followedPull(in geometry: ScrollMetrics, contentOffset: Double) -> Double {
    let pull = geometry.pullDistance(edge, contentOffset: contentOffset)
    guard edge == .bottom, machine.automaticThreshold != nil else { return pull }
    return pull + geometry.endRestsAboveBottom
  }
}
