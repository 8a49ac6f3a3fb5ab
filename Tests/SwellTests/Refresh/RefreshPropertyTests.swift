import SwellTestSupport
import Testing

@testable import Swell

/// 10 000 seeded random event sequences through `ScrollPhysics` and a `RefreshController`
/// with a callback action whose fate is drawn at random: it returns, throws, or hangs until the
/// refresh is ended from code.
@Suite struct RefreshPropertyTests {
  /// The diagram, written out independently of the machine.
  static let allowed: Set<[String]> = [
    ["idle", "pulling"], ["pulling", "idle"], ["pulling", "armed"], ["armed", "pulling"],
    ["armed", "refreshing"], ["idle", "refreshing"], ["pulling", "refreshing"],
    ["refreshing", "finishing"], ["finishing", "idle"],
  ]

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  enum Fate {
    case returns(at: Double)
    case `throws`(at: Double)
    case hangs
  }

  struct Thrown: Error {}

  /// One random run; throws `Failure` naming the broken property.
  final class Run {
    var random: SeededRandom
    var time = 0.0
    var physics: ScrollPhysics
    let controller: RefreshController
    var userTop: Double
    var userBottom: Double
    var completions: [Int: RefreshCompletion] = [:]
    var fates: [Int: Fate] = [:]
    var started: [Int] = []
    var refreshEntries = 0
    var cancelled: Set<Int> = []
    var thrown = 0
    var reported = 0
    var ended: Set<Int> = []

    init(seed: UInt64) throws {
      random = SeededRandom(seed: seed)
      userTop = random.double(in: 0...100)
      userBottom = random.double(in: 0...40)
      physics = try ScrollPhysics(
        viewportHeight: random.double(in: 300...900), contentHeight: random.double(in: 0...3000),
        userInsetTop: userTop, userInsetBottom: userBottom)
      let mode: RefreshTriggerMode =
        Bool.random(using: &random) ? .onRelease : .whenThresholdCrossed
      let box = CompletionBox()
      controller = try RefreshController(
        style: TestRefreshStyle(),
        configuration: RefreshConfiguration(
          triggerMode: mode, minimumRefreshingDuration: random.double(in: 0...1)),
        userInsetTop: userTop,
        onRefresh: { completion in box.received.append(completion) })
      self.box = box
      controller.onActionError = { [unowned self] _ in self.reported += 1 }
    }

    let box: CompletionBox

    final class CompletionBox { var received: [RefreshCompletion] = [] }

    func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
      if !condition { throw Failure(description: message()) }
    }

    func handle(_ event: RefreshEvent) throws {
      let effects = try controller.handle(event, at: time)
      for effect in effects {
        switch effect {
        case .stateChanged(let from, let to):
          try check(
            RefreshPropertyTests.allowed.contains([from.name, to.name]),
            "transition \(from.name) → \(to.name) at \(time)")
          if to == .refreshing { refreshEntries += 1 }
        case .setRefreshInset(let inset, let transition):
          try check(inset.isFinite && inset >= 0, "inset \(inset)")
          try physics.setRefreshInset(inset, transition: transition, time: time)
        case .startAction(let trigger):
          try check(!started.contains(trigger.id), "trigger \(trigger.id) started twice")
          started.append(trigger.id)
        case .cancelAction(let id):
          try check(started.contains(id) && !ended.contains(id), "cancel of \(id)")
          cancelled.insert(id)
          fates[id] = nil
        }
      }
      // The callback ran during `handle`: give each new action its fate.
      for completion in box.received {
        let id = completion.trigger.id
        try check(completions[id] == nil, "the action of trigger \(id) ran twice")
        completions[id] = completion
        switch random.next() % 3 {
        case 0: fates[id] = .returns(at: time + random.double(in: 0...1.5))
        case 1: fates[id] = .throws(at: time + random.double(in: 0...1.5))
        default: fates[id] = .hangs
        }
      }
      box.received.removeAll()
      try checkFinite()
      if controller.machine.phase == .idle {
        try check(controller.refreshInset == 0, "idle with inset \(controller.refreshInset)")
      }
    }

    func observe() throws {
      try handle(.contentOffset(physics.contentOffset(at: time)))
    }

    func checkFinite() throws {
      let offset = physics.contentOffset(at: time)
      let context = controller.context(
        at: time, contentOffset: offset, finger: physics.fingerLocation(at: time),
        headerSize: Size(width: 375, height: 120))
      var progress = 0.0
      if case .pulling(let p) = context.state { progress = p }
      let numbers = [
        offset, physics.velocity(at: time), physics.contentInsetTop(at: time),
        context.pullDistance, context.progress, context.timeInState, context.releaseVelocity,
        context.time, context.pullDistanceAtStateChange, context.timeSinceRelease ?? 0,
        context.fingerLocation?.x ?? 0, context.fingerLocation?.y ?? 0, progress,
      ]
      for number in numbers where !number.isFinite {
        throw Failure(description: "non-finite number at \(time): \(numbers)")
      }
      try check(progress < 1, "pulling progress \(progress)")
    }

    /// Moves time on, letting due actions return or throw at their own times.
    func pass(_ duration: Double) throws {
      let end = time + duration
      while let (id, due) = nextFate(before: end) {
        time = max(time, due)
        let completion = completions[id]
        if case .throws = fates[id] {
          thrown += 1
          completion?.fail(Thrown())
        } else {
          completion?.finish()
        }
        fates[id] = nil
        ended.insert(id)
        try observe()
      }
      time = end
      try observe()
    }

    func nextFate(before end: Double) -> (Int, Double)? {
      var best: (Int, Double)?
      for (id, fate) in fates {
        let due: Double
        switch fate {
        case .returns(let at), .throws(let at): due = at
        case .hangs: continue
        }
        if due <= end && (best == nil || due < best?.1 ?? .infinity) { best = (id, due) }
      }
      return best
    }

    func randomLocation() -> Point {
      if random.next() % 10 == 0 { return Point(x: .nan, y: 100) }
      return Point(x: random.double(in: 0...375), y: random.double(in: -200...900))
    }

    func step() throws {
      switch random.next() % 10 {
      case 0, 1:
        try pass(random.double(in: 0...0.6))
      case 2:
        let location = randomLocation()
        try physics.beginDrag(at: location, time: time)
        if physics.isDragging && !controller.machine.isDragging { try handle(.dragBegan) }
      case 3, 4:
        try physics.drag(to: randomLocation(), time: time)
        try pass(random.double(in: 0...0.1))
      case 5:
        let velocity = [random.double(in: -4000...4000), .nan, .infinity][Int(random.next() % 3)]
        try physics.endDrag(velocity: velocity, time: time)
        let content = Bool.random(using: &random) ? -physics.velocity(at: time) : velocity
        try handle(.dragEnded(velocity: content))
      case 6:
        try handle(.beginRefreshing(animated: Bool.random(using: &random)))
      case 7:
        try handle(.endRefreshing)
      case 8:
        userTop = random.double(in: 0...100)
        userBottom = random.double(in: 0...40)
        try physics.setUserInset(top: userTop, bottom: userBottom, time: time)
        try handle(.userInsetTop(userTop))
      default:
        try handle(.contentOffset([.nan, .infinity, -.infinity][Int(random.next() % 3)]))
        let before = controller.machine
        do {
          try controller.handle(.tick, at: time - 0.01)
          try check(false, "time went backwards without an error")
        } catch is SwellError {
          try check(controller.machine == before, "a rejected event changed the machine")
        }
      }
      try observe()
    }

    func finish() throws {
      if physics.isDragging {
        try physics.endDrag(velocity: 0, time: time)
        try handle(.dragEnded(velocity: 0))
      }
      for _ in 0..<400 {
        let machine = controller.machine
        if machine.phase == .refreshing && machine.nextDeadline == nil,
          let id = machine.currentTrigger?.id, case .hangs? = fates[id]
        {
          try handle(.endRefreshing)  // the app gives up: the hanging action is cancelled
        }
        let settled =
          machine.phase == .idle && machine.nextDeadline == nil
          && (physics.restTime ?? .infinity) <= time
        if settled { break }
        try pass(0.25)
      }
      let machine = controller.machine
      try check(machine.phase == .idle, "not idle at the end: \(machine.phase)")
      try check(machine.refreshInset == 0, "inset \(machine.refreshInset) left at the end")
      try check(
        physics.contentInsetTop(at: time) == userTop,
        "top inset \(physics.contentInsetTop(at: time)) instead of the user's \(userTop)")
      try check(
        started == (0..<started.count).map { $0 + 1 },
        "trigger ids \(started)")
      try check(
        started.count == refreshEntries,
        "\(started.count) actions for \(refreshEntries) refreshes")
      try check(
        reported == thrown, "\(reported) errors reported for \(thrown) thrown")
    }
  }

  @Test func randomSequencesKeepTheInvariants() throws {
    var failures: [String] = []
    var refreshes = 0
    var reported = 0
    for seed in 0..<10_000 as Range<UInt64> {
      do {
        let run = try Run(seed: seed)
        let steps = Int(run.random.next() % 30) + 5
        for _ in 0..<steps { try run.step() }
        try run.finish()
        refreshes += run.started.count
        reported += run.reported
      } catch {
        failures.append("seed \(seed): \(error)")
        if failures.count >= 5 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    // The runs did exercise refreshes and thrown errors.
    #expect(refreshes > 2_000)
    #expect(reported > 200)
  }
}
