import Swell
import Testing

/// The release velocity is a least-squares slope over the last 100 ms of samples. Oracles: the
/// exact speed of a finger moving at constant speed, and the closed-form least-squares slope
/// of a parabola sampled evenly (for y = a·t², samples at t_i: slope = a·Σ(t−t̄)(t²)/Σ(t−t̄)²).
@Suite struct VelocityTrackerTests {
  @Test func constantSpeedGivesThatSpeed() {
    var tracker = VelocityTracker()
    for i in 0...20 {
      let t = 10 + Double(i) * 0.008  // 125 Hz events
      tracker.add(position: 40 + 350 * (t - 10), time: t)
    }
    let v = tracker.velocity(time: 10.16)
    #expect(abs(v - 350) < 1e-6)
  }

  @Test func onlyTheLast100MillisecondsCount() {
    var tracker = VelocityTracker()
    // Fast at first, then 100 pt/s for the last 160 ms: only the slow part is in the window.
    var y = 0.0
    for i in 0...10 {
      y = Double(i) * 20
      tracker.add(position: y, time: Double(i) * 0.01)
    }
    for i in 1...16 {
      tracker.add(position: y + Double(i), time: 0.1 + Double(i) * 0.01)
    }
    #expect(abs(tracker.velocity(time: 0.26) - 100) < 1e-6)
  }

  @Test func acceleratingFingerGivesTheLeastSquaresSlope() {
    var tracker = VelocityTracker()
    let a = 900.0
    let times = (0..<11).map { Double($0) * 0.01 }  // 0 … 0.1 s, all inside the window
    for t in times { tracker.add(position: a * t * t, time: t) }
    let mean = times.reduce(0, +) / Double(times.count)
    let numerator = times.reduce(0) { $0 + ($1 - mean) * a * $1 * $1 }
    let denominator = times.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    #expect(abs(tracker.velocity(time: 0.1) - numerator / denominator) < 1e-6)
  }

  @Test func aFingerThatStoppedBeforeLiftingGivesZero() {
    var tracker = VelocityTracker()
    for i in 0...5 { tracker.add(position: Double(i) * 10, time: Double(i) * 0.01) }
    #expect(tracker.velocity(time: 0.3) == 0)
  }

  /// A finger sends no events while it rests: one that paused 90 ms before lifting is read as
  /// resting there since its last event, not as still moving at full speed. Oracle: the
  /// least-squares slope through (0.09, 90), (0.10, 100) and the rest at (0.19, 100).
  @Test func aPauseBeforeLiftingSlowsTheFling() {
    var tracker = VelocityTracker()
    for i in 0...10 { tracker.add(position: Double(i) * 10, time: Double(i) * 0.01) }
    let points = [(0.09, 90.0), (0.10, 100.0), (0.19, 100.0)]
    let meanT = points.reduce(0) { $0 + $1.0 } / 3
    let meanP = points.reduce(0) { $0 + $1.1 } / 3
    let slope =
      points.reduce(0) { $0 + ($1.0 - meanT) * ($1.1 - meanP) }
      / points.reduce(0) { $0 + ($1.0 - meanT) * ($1.0 - meanT) }
    #expect(abs(tracker.velocity(time: 0.19) - slope) < 1e-6)
    #expect(tracker.velocity(time: 0.19) < 100)  // the finger moved at 1,000 pt/s
  }

  /// A release read one event interval after the last move (a host that reads the time when
  /// its release event arrives) is no pause: the speed stays the finger's.
  @Test func aReleaseAFrameAfterTheLastMoveKeepsItsSpeed() {
    var tracker = VelocityTracker()
    for i in 0...10 { tracker.add(position: Double(i) * 10, time: Double(i) / 60) }
    #expect(abs(tracker.velocity(time: 11.0 / 60) - 600) < 1e-6)
  }

  @Test func oneSampleOrBadInputGivesZeroNotNaN() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(time: 0) == 0)
    tracker.add(position: 5, time: 1)
    tracker.add(position: .nan, time: 1.01)
    tracker.add(position: 6, time: .infinity)
    #expect(tracker.velocity(time: 1.02) == 0)
    tracker.add(position: 7, time: 1)  // same time: no variance in t
    #expect(tracker.velocity(time: 1) == 0)
  }
}

/// The host clock: seconds since the first reading, never backwards, non-finite readings held.
@Suite struct HostClockTests {
  @Test func secondsSinceTheFirstReadingAndNeverBackwards() {
    var clock = HostClock()
    #expect(clock.time(platformSeconds: 5) == 0)
    #expect(abs(clock.time(platformSeconds: 5.016667) - 0.016667) < 1e-12)
    // A frame time predicted ahead, then an input event handled "earlier": held.
    #expect(clock.time(platformSeconds: 5.05) == 5.05 - 5)
    #expect(clock.time(platformSeconds: 5.04) == 5.05 - 5)
    #expect(clock.time(platformSeconds: .nan) == 5.05 - 5)
    #expect(clock.time(platformSeconds: 5.06) == 5.06 - 5)
  }
}
