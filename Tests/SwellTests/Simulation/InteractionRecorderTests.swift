import Foundation
import SwellTestSupport
import Testing

@testable import Swell

/// A gesture made on a live session, recorded and replayed by `Simulation`, gives the same
/// timeline: the same state changes within two frames of the live ones, and the pull through
/// the recorded samples. Seeded random drags (speeds, pauses, pulls short of and past the
/// trigger), at a live host's irregular 60 Hz.
@Suite struct InteractionRecorderTests {
  struct Live {
    var transitions: [(time: Double, to: RefreshState)] = []
    var pulls: [(time: Double, pull: Double)] = []
    var interaction: Interaction
  }

  /// One random gesture on a live session with `style`, and its recording.
  static func liveGesture(_ style: any RefreshStyle, seed: UInt64) throws -> Live {
    var random = SeededRandom(seed: seed)
    let session = try RefreshSession(
      controls: [.init(.top, style: style, action: .manual)], width: 375)
    var recorder = InteractionRecorder(startTime: 0)
    var transitions: [(Double, RefreshState)] = []
    var pulls: [(Double, Double)] = []
    func note(_ effects: [RefreshSession.Effect], at time: Double) {
      for case .stateChanged(.top, _, let to) in effects { transitions.append((time, to)) }
    }
    var t = random.double(in: 0.05...0.3)
    let x = random.double(in: 100...275)
    var y = random.double(in: 150...300)
    note(session.beginDrag(at: SwellPoint(x: x, y: y), time: t), at: t)
    recorder.touchDown(at: SwellPoint(x: x, y: y), time: t)
    // Down past (or short of) the trigger, with a pause, then a little back up.
    let reach = style.triggerDistance * random.double(in: 0.6...2.2)
    var legs = [(reach, random.double(in: 0.3...0.9)), (reach, random.double(in: 0...0.3))]
    legs.append((reach * random.double(in: 0.7...1), random.double(in: 0.1...0.4)))
    for (target, duration) in legs {
      let end = t + duration
      let startY = y
      let endY = session.fingerY(showingPull: target, at: .top, time: t) ?? y
      while t < end {
        t += 1.0 / 60 + random.double(in: -0.003...0.003)  // a live frame clock's jitter
        let fraction = min((t - (end - duration)) / max(duration, 1e-9), 1)
        y = startY + (endY - startY) * fraction
        note(session.drag(to: SwellPoint(x: x, y: y), time: t), at: t)
        let pull = session.pullDistance(.top, time: t)
        recorder.moved(pull: pull, time: t)
        pulls.append((t, pull))
      }
    }
    let velocity = random.double(in: 0...300)
    note(session.endDrag(velocity: velocity, time: t), at: t)
    recorder.released(velocity: velocity, time: t)
    if let running = session.runningRefresh(at: .top) {
      let duration = 1.2
      let end = running.startTime + duration
      note(session.finishRefresh(.top, trigger: running.trigger.id, time: end), at: end)
      recorder.refreshed(duration: duration)
    }
    var now = t
    while let next = session.nextUpdate(after: now), now < t + 10 {
      now = max(next, now + 1.0 / 60)
      note(session.advance(to: now), at: now)
    }
    return Live(
      transitions: transitions.map { (time: $0.0, to: $0.1) },
      pulls: pulls.map { (time: $0.0, pull: $0.1) }, interaction: try recorder.interaction())
  }

  @Test(arguments: StyleCatalog.names)
  func aRecordedGestureReplaysToTheSameTimeline(_ name: String) throws {
    let style = try StyleCatalog.style(named: name)
    for seed in 1...20 as ClosedRange<UInt64> {
      let live = try Self.liveGesture(style, seed: seed &* 7919 &+ UInt64(name.count))
      let replay = try Simulation(style: style, interaction: live.interaction, headerWidth: 375)
      // Pulling → pulling with a new progress is not a change the session reports.
      let states = replay.transitions.map(\.to.name)
      #expect(states == live.transitions.map(\.to.name), "\(name) seed \(seed)")
      // The live host learns of a crossing at its next frame (1/60 s, ±3 ms of jitter); the
      // replay finds its instant, along the kept samples' straight lines (a slowly moving
      // pull shifts that instant by up to another frame). So within two frames.
      for (recorded, played) in zip(live.transitions, replay.transitions) {
        #expect(
          abs(recorded.time - played.time) <= 2.0 / 60 + 0.006,
          "\(name) seed \(seed): \(recorded.to.name) at \(recorded.time) live, \(played.time) replayed"
        )
      }
      // The pull passes within a point of every live sample (the rubber band bends the path
      // between kept samples a little; the tolerance keeps them within a quarter point).
      for sample in live.pulls {
        let pull = try replay.frame(time: sample.time).context.pullDistance
        #expect(abs(pull - sample.pull) <= 1, "\(name) seed \(seed) at \(sample.time)")
      }
      // A steady drag is a few steps, not one a frame.
      #expect(live.interaction.steps.count < live.pulls.count / 2 + 8)
    }
  }

  @Test func aGestureBecomesJSONThatReadsBack() throws {
    let live = try Self.liveGesture(WaveStyle(), seed: 42)
    let json = try JSONEncoder().encode(live.interaction)
    #expect(try JSONDecoder().decode(Interaction.self, from: json) == live.interaction)
  }
}
