/// Estimates a finger's velocity at release from recent drag samples, by their event
/// timestamps, as UIKit's pan gesture does: what a host passes to
/// `RefreshSession.endDrag(velocity:time:)` when its platform does not measure it.
///
///     var tracker = VelocityTracker()
///     tracker.add(position: y, time: eventSeconds)          // on every drag event
///     let velocity = tracker.velocity(time: releaseSeconds)  // pt/s, positive = downward
///
/// A least-squares line through the samples of the last 100 ms and, after a gap longer than
/// one and a half times their spacing, the finger resting where it last moved to at the time
/// asked for (a finger at rest sends no events): one jittery sample moves the result little,
/// a finger that paused before lifting slows it, one that stopped 100 ms before gives 0, and
/// a release read a frame after the last move keeps its speed. Non-finite samples are
/// ignored; a sample earlier than the newest starts over (a new stream of timestamps).
public struct VelocityTracker: Sendable {
  private var samples: [(time: Double, position: Double)] = []
  /// How far back samples count (s).
  public static let window = 0.1

  /// A tracker with no samples.
  public init() {}

  /// Forgets every sample (a new drag begins).
  public mutating func reset() {
    samples.removeAll()
  }

  /// Adds the finger's position (pt, on the drag's axis) at an event time (s).
  public mutating func add(position: Double, time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if let last = samples.last, time < last.time { samples.removeAll() }
    samples.append((time, position))
    samples.removeAll { $0.time < time - Self.window }
  }

  /// The velocity (pt/s) at `time` (s): 0 when the newest sample is older than the window or
  /// there are fewer than two samples.
  public func velocity(time: Double) -> Double {
    guard let last = samples.last, time.isFinite, time - last.time <= Self.window else {
      return 0
    }
    var recent = samples.filter { $0.time >= time - Self.window }
    // A finger at rest sends no events: a gap longer than the events' own spacing is a pause
    // (a release read a frame after the last move is not).
    let spacing = recent.count > 1 ? (last.time - recent[0].time) / Double(recent.count - 1) : 0
    if time - last.time > 1.5 * spacing { recent.append((time, last.position)) }
    guard recent.count >= 2 else { return 0 }
    let n = Double(recent.count)
    let meanT = recent.reduce(0) { $0 + $1.time } / n
    let meanP = recent.reduce(0) { $0 + $1.position } / n
    var covariance = 0.0
    var variance = 0.0
    for sample in recent {
      covariance += (sample.time - meanT) * (sample.position - meanP)
      variance += (sample.time - meanT) * (sample.time - meanT)
    }
    guard variance > 0 else { return 0 }
    let slope = covariance / variance
    return slope.isFinite ? slope : 0
  }
}
