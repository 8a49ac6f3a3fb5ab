import Testing

@testable import Swell

/// The machine of one edge, fed pull distances directly (the session turns offsets into them).
@Suite struct RefreshMachineTests {
  func makeMachine(_ mode: RefreshTriggerMode = .onRelease, minimum: Double = 0)
    -> RefreshMachine
  {
    RefreshMachine(
      style: TestRefreshStyle(),
      configuration: RefreshConfiguration(triggerMode: mode, minimumRefreshingDuration: minimum))
  }

  func names(_ effects: [RefreshMachine.Effect]) -> [String] {
    effects.compactMap { effect in
      if case .stateChanged(_, _, let to) = effect { return to.name }
      return nil
    }
  }

  @Test func onReleaseArmsDisarmsAndTriggersOnRelease() {
    var machine = makeMachine()
    var states: [String] = []
    var all: [RefreshMachine.Effect] = []
    func feed(_ event: RefreshMachine.Event, _ t: Double) -> [RefreshMachine.Effect] {
      let effects = machine.handle(event, time: t)
      all += effects
      states += names(effects)
      return effects
    }
    _ = feed(.dragBegan, 0)
    _ = feed(.pull(40), 0.1)
    #expect(machine.state == .pulling(progress: 0.5))
    _ = feed(.pull(100), 0.2)
    _ = feed(.pull(60), 0.3)  // pulled back: disarmed
    _ = feed(.pull(90), 0.4)
    let release = feed(.dragEnded(velocity: -20), 0.5)
    #expect(
      release.contains(
        .refreshInsetChanged(.top, inset: 60, transition: .timingCurve(.easeOut, duration: 0.25))))
    #expect(release.contains(.actionStarted(.top, RefreshTrigger(id: 1, cause: .release))))
    #expect(machine.refreshInset == 60)
    _ = feed(.pull(60), 1)  // at rest under the header
    let end = feed(.actionFinished(trigger: 1, outcome: .failure(message: "offline")), 2)
    #expect(
      end.contains(
        .refreshEnded(.top, RefreshTrigger(id: 1, cause: .release), .failure(message: "offline"))))
    #expect(machine.outcome == .failure(message: "offline"))
    #expect(machine.refreshInset == 0)
    #expect(machine.nextDeadline == 2.4)
    _ = feed(.pull(0), 3)  // back at the top
    #expect(machine.phaseStartTime == 2.4)  // at its own time, not when looked at
    #expect(states == ["pulling", "armed", "pulling", "armed", "refreshing", "finishing", "idle"])
    // One arm effect per crossing up, one disarm per crossing down; none on release.
    let arming = all.filter { $0 == .armed(.top) || $0 == .disarmed(.top) }
    #expect(arming == [.armed(.top), .disarmed(.top), .armed(.top)])
  }

  @Test func thresholdModeTriggersMidDrag() {
    var machine = makeMachine(.whenThresholdCrossed)
    _ = machine.handle(.dragBegan, time: 0)
    _ = machine.handle(.pull(50), time: 0.1)
    let effects = machine.handle(.pull(80), time: 0.2)
    #expect(names(effects) == ["refreshing"])
    #expect(effects.contains(.actionStarted(.top, RefreshTrigger(id: 1, cause: .threshold))))
    // Pulling further or releasing does not start another.
    #expect(machine.handle(.pull(150), time: 0.3).isEmpty)
    #expect(machine.handle(.dragEnded(velocity: 0), time: 0.4).isEmpty)
    #expect(machine.triggerCount == 1)
  }

  @Test func releaseUnderTheThresholdDoesNotTrigger() {
    var machine = makeMachine()
    _ = machine.handle(.dragBegan, time: 0)
    _ = machine.handle(.pull(79.9), time: 0.1)
    _ = machine.handle(.dragEnded(velocity: 0), time: 0.2)
    #expect(machine.phase == .pulling)
    _ = machine.handle(.pull(0), time: 1)
    #expect(machine.phase == .idle)
    #expect(machine.triggerCount == 0)
  }

  /// What a settling spring leaves behind is not a pull: with no finger down the control
  /// stays idle at any distance; under a finger sub-point residue stays idle too.
  @Test func residueIsNotAPull() {
    var machine = makeMachine()
    #expect(machine.handle(.pull(0.05), time: 0).isEmpty)
    #expect(machine.handle(.pull(30), time: 0.1).isEmpty)
    #expect(machine.handle(.pull(0), time: 0.2).isEmpty)
    _ = machine.handle(.dragBegan, time: 0.3)
    #expect(machine.handle(.pull(RefreshMachine.restingPull), time: 0.4).isEmpty)
    #expect(names(machine.handle(.pull(0.6), time: 0.5)) == ["pulling"])
  }

  @Test func minimumRefreshingTimeHoldsAFastAction() {
    var machine = makeMachine(minimum: 0.5)
    _ = machine.handle(.beginRefreshing(animated: false), time: 1)
    _ = machine.handle(.actionFinished(trigger: 1, outcome: .noMoreData), time: 1.1)
    #expect(machine.phase == .refreshing)
    #expect(machine.nextDeadline == 1.5)
    _ = machine.handle(.pull(0), time: 1.49)
    #expect(machine.phase == .refreshing)
    let effects = machine.handle(.pull(0), time: 1.7)
    #expect(machine.phase == .finishing)
    #expect(machine.phaseStartTime == 1.5)
    // The outcome waited with the refresh.
    #expect(
      effects.contains(
        .refreshEnded(.top, RefreshTrigger(id: 1, cause: .programmatic), .noMoreData)))
  }

  @Test func beginWhileRefreshingAndEndWhileIdleDoNothing() {
    var machine = makeMachine()
    #expect(machine.handle(.endRefreshing(.success), time: 0).isEmpty)
    let begin = machine.handle(.beginRefreshing(animated: false), time: 1)
    #expect(begin.contains(.refreshInsetChanged(.top, inset: 60, transition: .immediate)))
    #expect(machine.handle(.beginRefreshing(animated: true), time: 1.5).isEmpty)
    #expect(machine.triggerCount == 1)
    let end = machine.handle(.endRefreshing(.success), time: 2)
    #expect(end.contains(.actionCancelled(.top, trigger: 1)))
    #expect(machine.phase == .finishing)
    // The cancelled action's late result and a stale trigger change nothing.
    #expect(machine.handle(.actionFinished(trigger: 1, outcome: .success), time: 2.1).isEmpty)
    #expect(machine.handle(.actionFinished(trigger: 7, outcome: .success), time: 2.2).isEmpty)
    #expect(machine.handle(.beginRefreshing(animated: true), time: 2.3).isEmpty)
  }

  @Test func holdingAPullThroughTheEndDoesNotTriggerAgain() {
    var machine = makeMachine()
    _ = machine.handle(.dragBegan, time: 0)
    _ = machine.handle(.pull(100), time: 0.1)
    _ = machine.handle(.dragEnded(velocity: 0), time: 0.2)
    _ = machine.handle(.dragBegan, time: 0.3)
    _ = machine.handle(.actionFinished(trigger: 1, outcome: .success), time: 1)
    _ = machine.handle(.pull(120), time: 2)  // idle again, finger down past the threshold
    #expect(machine.phase == .pulling)
    #expect(machine.state == .pulling(progress: 1.0.nextDown))
    _ = machine.handle(.dragEnded(velocity: 0), time: 2.1)
    #expect(machine.triggerCount == 1)
    // A new pull past the threshold arms again.
    _ = machine.handle(.pull(10), time: 3)
    _ = machine.handle(.dragBegan, time: 3.1)
    _ = machine.handle(.pull(100), time: 3.2)
    #expect(machine.phase == .armed)
  }

  @Test func earlierTimesCountAsTheLatestAndBadValuesAreIgnored() {
    var machine = makeMachine()
    _ = machine.handle(.pull(10), time: 1)
    _ = machine.handle(.pull(10), time: 0.9)
    #expect(machine.time == 1)
    _ = machine.handle(.pull(.nan), time: 1.1)
    _ = machine.handle(.pull(-.infinity), time: 1.2)
    #expect(machine.pullDistance == 10)
    _ = machine.handle(.dragBegan, time: 1.4)
    _ = machine.handle(.dragEnded(velocity: .nan), time: 1.5)
    #expect(machine.releaseVelocity == 0)
  }
}
