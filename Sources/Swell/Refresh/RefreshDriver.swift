/// `ScrollPhysics` and a `RefreshMachine` driven together, with every event at its exact time:
/// the moments the pull crosses a threshold are found by scanning the closed-form motion on a
/// fixed 1 ms grid anchored at the previous event (never at a frame) and refining by bisection,
/// and deadlines fire at their own times. The result does not depend on how often anyone looks.
struct RefreshDriver: Sendable {
  /// The model from `time` until the next checkpoint.
  struct Checkpoint: Sendable {
    var time: Double
    var physics: ScrollPhysics
    var machine: RefreshMachine
  }

  /// A state change and its time (s).
  struct StateChange: Hashable, Sendable {
    var time: Double
    var from: RefreshState
    var to: RefreshState
  }

  /// When the scripted action of a trigger returns.
  struct ScriptedReturn: Hashable, Sendable {
    var trigger: Int
    var time: Double
  }

  /// The grid on which threshold crossings are looked for (s).
  static let scanStep = 0.001

  private(set) var physics: ScrollPhysics
  private(set) var machine: RefreshMachine
  /// The latest time processed (s).
  private(set) var time: Double
  private(set) var checkpoints: [Checkpoint] = []
  private(set) var stateChanges: [StateChange] = []
  private(set) var startedTriggers: [RefreshTrigger] = []
  private(set) var scriptedReturn: ScriptedReturn?

  /// Where touch handoffs come from: the style and how it is drawn.
  struct Drawing: Sendable {
    var style: any RefreshStyle
    var headerSize: Size
    var reduceMotion: Bool
  }

  /// Set when the replay must record touch handoffs (see `RefreshMachine.handleTouch`).
  let drawing: Drawing?

  init(physics: ScrollPhysics, machine: RefreshMachine, drawing: Drawing? = nil) {
    self.physics = physics
    self.machine = machine
    self.drawing = drawing
    time = max(physics.time, machine.time)
    checkpoints = [Checkpoint(time: time, physics: physics, machine: machine)]
  }

  /// Processes everything due up to `target` (crossings, deadlines, the scripted return),
  /// then, at `target`, changes the physics and hands the machine the offset and `event`.
  mutating func perform(
    at target: Double, physicsChange: (inout ScrollPhysics) throws -> Void = { _ in },
    event: ((ScrollPhysics) -> RefreshEvent)? = nil
  ) throws {
    try advance(to: target)
    let before = physics
    try physicsChange(&physics)
    var effects = try machine.handle(.contentOffset(physics.contentOffset(at: target)), at: target)
    if let event {
      if let drawing {
        effects += try machine.handleTouch(
          event(physics), at: target, style: drawing.style,
          contentOffset: before.contentOffset(at: target),
          finger: before.fingerLocation(at: target), headerSize: drawing.headerSize,
          reduceMotion: drawing.reduceMotion)
      } else {
        effects += try machine.handle(event(physics), at: target)
      }
    }
    try apply(effects, at: target)
    time = target
    checkpoint()
  }

  /// Makes the action of `trigger` return at `returnTime` (s), or now if that has passed.
  mutating func scheduleReturn(ofTrigger trigger: Int, at returnTime: Double) throws {
    scriptedReturn = ScriptedReturn(trigger: trigger, time: max(returnTime, time))
    try advance(to: time)
  }

  /// Processes crossings, deadlines and the scripted return up to and including `target`.
  mutating func advance(to target: Double) throws {
    while true {
      let due = nextInternalTime
      let limit = min(target, due ?? .infinity)
      if let crossing = crossing(after: time, upTo: limit) {
        try fire(at: crossing, returning: false)
      } else if let due, due <= target {
        try fire(at: due, returning: scriptedReturn?.time == due)
      } else {
        break
      }
    }
    time = max(time, target)
  }

  /// Runs on until nothing moves and nothing is due; returns that time (s).
  mutating func settle() throws -> Double {
    for _ in 0..<10_000 {
      let pending = [physics.stillTime, machine.nextDeadline, scriptedReturn?.time]
        .compactMap { $0 }
      let next = pending.max() ?? time
      if next <= time && machine.nextDeadline == nil && scriptedReturn == nil { break }
      try advance(to: max(next, time))
    }
    return time
  }

  // MARK: - Internals

  private var nextInternalTime: Double? {
    switch (machine.nextDeadline, scriptedReturn?.time) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return nil
    }
  }

  private mutating func fire(at t: Double, returning: Bool) throws {
    var effects = try machine.handle(.contentOffset(physics.contentOffset(at: t)), at: t)
    if returning, let scripted = scriptedReturn {
      scriptedReturn = nil
      effects += try machine.handle(.actionFinished(trigger: scripted.trigger), at: t)
    }
    try apply(effects, at: t)
    time = t
    checkpoint()
  }

  private mutating func apply(_ effects: [RefreshEffect], at t: Double) throws {
    for effect in effects {
      switch effect {
      case .stateChanged(let from, let to):
        stateChanges.append(StateChange(time: t, from: from, to: to))
      case .setRefreshInset(let inset, let transition):
        try physics.setRefreshInset(inset, transition: transition, time: t)
      case .startAction(let trigger):
        startedTriggers.append(trigger)
      case .cancelAction(let id):
        if scriptedReturn?.trigger == id { scriptedReturn = nil }
      }
    }
  }

  private mutating func checkpoint() {
    checkpoints.append(Checkpoint(time: time, physics: physics, machine: machine))
  }

  /// The first instant in (a, b] at which observing the offset would change the machine's
  /// phase, to within 1e-12 s.
  private func crossing(after a: Double, upTo b: Double) -> Double? {
    guard b > a, machine.phase == .idle || machine.phase == .pulling || machine.phase == .armed
    else { return nil }
    let still = physics.stillTime
    func changes(_ t: Double) -> Bool {
      machine.wouldChangePhase(contentOffset: physics.contentOffset(at: t))
    }
    var previous = a
    var step = 1.0
    while previous < b {
      // Past `still` the offset is constant: what held at `previous` holds to `b`.
      if previous >= still && previous > a { return nil }
      let t = min(a + step * Self.scanStep, b)
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
