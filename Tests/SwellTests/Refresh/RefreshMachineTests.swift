import Testing

@testable import Swell

@Suite struct RefreshMachineTests {
  let userTop = 47.0

  func makeMachine(_ mode: RefreshTriggerMode = .onRelease, minimum: Double = 0)
    throws -> RefreshMachine
  {
    try RefreshMachine(
      style: TestRefreshStyle(),
      configuration: RefreshConfiguration(triggerMode: mode, minimumRefreshingDuration: minimum),
      userInsetTop: userTop)
  }

  /// The offset that shows the content pulled `pull` points.
  func offset(_ pull: Double) -> RefreshEvent { .contentOffset(-userTop - pull) }

  func names(_ effects: [RefreshEffect]) -> [String] {
    effects.compactMap { effect in
      if case .stateChanged(_, let to) = effect { return to.name }
      return nil
    }
  }

  @Test func onReleaseArmsDisarmsAndTriggersOnRelease() throws {
    var machine = try makeMachine()
    var states: [String] = []
    states += names(try machine.handle(.dragBegan, at: 0))
    states += names(try machine.handle(offset(40), at: 0.1))
    #expect(machine.state == .pulling(progress: 0.5))
    states += names(try machine.handle(offset(100), at: 0.2))
    states += names(try machine.handle(offset(60), at: 0.3))  // pulled back: disarmed
    states += names(try machine.handle(offset(90), at: 0.4))
    let release = try machine.handle(.dragEnded(velocity: -20), at: 0.5)
    states += names(release)
    #expect(
      release.contains(.setRefreshInset(60, transition: .timingCurve(.easeOut, duration: 0.25))))
    #expect(release.contains(.startAction(RefreshTrigger(id: 1, cause: .release))))
    #expect(machine.refreshInset == 60)
    states += names(try machine.handle(offset(60), at: 1))  // at rest under the header
    states += names(try machine.handle(.actionFinished(trigger: 1), at: 2))
    #expect(machine.refreshInset == 0)
    #expect(machine.nextDeadline == 2.4)
    states += names(try machine.handle(offset(0), at: 3))  // back at the top
    #expect(machine.phaseStartTime == 2.4)  // at its own time, not when looked at
    #expect(states == ["pulling", "armed", "pulling", "armed", "refreshing", "finishing", "idle"])
  }

  @Test func thresholdModeTriggersMidDrag() throws {
    var machine = try makeMachine(.whenThresholdCrossed)
    try machine.handle(.dragBegan, at: 0)
    try machine.handle(offset(50), at: 0.1)
    let effects = try machine.handle(offset(80), at: 0.2)
    #expect(names(effects) == ["refreshing"])
    #expect(effects.contains(.startAction(RefreshTrigger(id: 1, cause: .threshold))))
    // Pulling further or releasing does not start another.
    #expect(try machine.handle(offset(150), at: 0.3).isEmpty)
    #expect(try machine.handle(.dragEnded(velocity: 0), at: 0.4).isEmpty)
    #expect(machine.triggerCount == 1)
  }

  @Test func releaseUnderTheThresholdDoesNotTrigger() throws {
    var machine = try makeMachine()
    try machine.handle(.dragBegan, at: 0)
    try machine.handle(offset(79.9), at: 0.1)
    try machine.handle(.dragEnded(velocity: 0), at: 0.2)
    #expect(machine.phase == .pulling)
    try machine.handle(offset(0), at: 1)
    #expect(machine.phase == .idle)
    #expect(machine.triggerCount == 0)
  }

  @Test func minimumRefreshingTimeHoldsAFastAction() throws {
    var machine = try makeMachine(minimum: 0.5)
    try machine.handle(.beginRefreshing(animated: false), at: 1)
    try machine.handle(.actionFinished(trigger: 1), at: 1.1)
    #expect(machine.phase == .refreshing)
    #expect(machine.nextDeadline == 1.5)
    try machine.handle(.tick, at: 1.49)
    #expect(machine.phase == .refreshing)
    try machine.handle(.tick, at: 1.7)
    #expect(machine.phase == .finishing)
    #expect(machine.phaseStartTime == 1.5)
  }

  @Test func beginWhileRefreshingAndEndWhileIdleDoNothing() throws {
    var machine = try makeMachine()
    #expect(try machine.handle(.endRefreshing, at: 0).isEmpty)
    let begin = try machine.handle(.beginRefreshing(animated: false), at: 1)
    #expect(begin.contains(.setRefreshInset(60, transition: .immediate)))
    #expect(try machine.handle(.beginRefreshing(animated: true), at: 1.5).isEmpty)
    #expect(machine.triggerCount == 1)
    let end = try machine.handle(.endRefreshing, at: 2)
    #expect(end.contains(.cancelAction(trigger: 1)))
    #expect(machine.phase == .finishing)
    // The cancelled action's late result and a stale trigger change nothing.
    #expect(try machine.handle(.actionFinished(trigger: 1), at: 2.1).isEmpty)
    #expect(try machine.handle(.actionFinished(trigger: 7), at: 2.2).isEmpty)
    #expect(try machine.handle(.beginRefreshing(animated: true), at: 2.3).isEmpty)
  }

  @Test func holdingAPullThroughTheEndDoesNotTriggerAgain() throws {
    var machine = try makeMachine()
    try machine.handle(.dragBegan, at: 0)
    try machine.handle(offset(100), at: 0.1)
    try machine.handle(.dragEnded(velocity: 0), at: 0.2)
    try machine.handle(.dragBegan, at: 0.3)
    try machine.handle(.actionFinished(trigger: 1), at: 1)
    try machine.handle(offset(120), at: 2)  // idle again, finger down past the threshold
    #expect(machine.phase == .pulling)
    #expect(machine.state == .pulling(progress: 1.0.nextDown))
    try machine.handle(.dragEnded(velocity: 0), at: 2.1)
    #expect(machine.triggerCount == 1)
    // A new pull past the threshold arms again.
    try machine.handle(offset(10), at: 3)
    try machine.handle(.dragBegan, at: 3.1)
    try machine.handle(offset(100), at: 3.2)
    #expect(machine.phase == .armed)
  }

  @Test func badTimesThrowAndBadValuesAreIgnored() throws {
    var machine = try makeMachine()
    try machine.handle(offset(10), at: 1)
    let before = machine
    #expect(throws: SwellError.timeWentBackwards(from: 1, to: 0.9)) {
      try machine.handle(.tick, at: 0.9)
    }
    #expect(throws: SwellError.self) { try machine.handle(.tick, at: .nan) }
    #expect(machine == before)
    try machine.handle(.contentOffset(.nan), at: 1.1)
    try machine.handle(.contentOffset(-.infinity), at: 1.2)
    try machine.handle(.userInsetTop(.nan), at: 1.3)
    #expect(machine.pullDistance == 10)
    try machine.handle(.dragBegan, at: 1.4)
    try machine.handle(.dragEnded(velocity: .nan), at: 1.5)
    #expect(machine.releaseVelocity == 0)
    #expect(throws: SwellError.self) {
      try RefreshMachine(triggerDistance: 0, refreshingHeight: 60, finishingDuration: 0.4)
    }
    #expect(throws: SwellError.self) {
      try RefreshMachine(
        triggerDistance: 80, refreshingHeight: 60, finishingDuration: 0.4,
        configuration: RefreshConfiguration(minimumRefreshingDuration: -1))
    }
  }

  @Test func contextCarriesTheMoment() throws {
    var machine = try RefreshMachine(
      style: TestRefreshStyle(), userInsetTop: userTop, startTime: 10)
    try machine.handle(.dragBegan, at: 10.5)
    try machine.handle(offset(40), at: 10.6)
    let size = Size(width: 375, height: 120)
    let pulling = machine.context(
      at: 10.7, contentOffset: -userTop - 50, finger: Point(x: 30, y: 200), headerSize: size)
    #expect(pulling.state == .pulling(progress: 50.0 / 80))
    #expect(pulling.pullDistance == 50)
    #expect(pulling.progress == 50.0 / 80)
    expectClose(pulling.timeInState, 0.1)
    expectClose(pulling.time, 0.7)
    #expect(pulling.timeSinceRelease == nil)
    // The header's top is 120 pt above the content's top edge, at viewport y = 47 + 50.
    #expect(pulling.fingerLocation == Point(x: 30, y: 200 - (userTop + 50) + 120))
    try machine.handle(.dragEnded(velocity: 300), at: 11)
    let released = machine.context(at: 11.25, headerSize: size, reduceMotion: true)
    #expect(released.timeSinceRelease == 0.25)
    #expect(released.releaseVelocity == 300)
    #expect(released.fingerLocation == nil)
    #expect(released.reduceMotion)
    #expect(released.pullDistanceAtStateChange == 40)
  }
}
