/// Estimates the finger's velocity at release from recent drag samples, by their event
/// timestamps (milliseconds from the windowing system), like UIKit's pan gesture.
///
/// A least-squares line through the samples of the last 100 ms: one jittery sample moves the
/// result little, and a finger that stopped before lifting gives 0.
struct VelocityTracker {
  private var samples: [(time: Double, position: Double)] = []
  private static let window = 0.1

  /// Forgets every sample (a new drag begins).
  mutating func reset() {
    samples.removeAll()
  }

  /// Adds the finger's position (pt) at an event time (s).
  mutating func add(position: Double, time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if let last = samples.last, time < last.time { samples.removeAll() }
    samples.append((time, position))
    samples.removeAll { $0.time < time - Self.window }
  }

  /// The velocity (pt/s) at `time`: 0 when the newest sample is older than the window.
  func velocity(at time: Double) -> Double {
    guard let last = samples.last, time - last.time <= Self.window, samples.count >= 2 else {
      return 0
    }
    let n = Double(samples.count)
    let meanT = samples.reduce(0) { $0 + $1.time } / n
    let meanP = samples.reduce(0) { $0 + $1.position } / n
    var covariance = 0.0
    var variance = 0.0
    for sample in samples {
      covariance += (sample.time - meanT) * (sample.position - meanP)
      variance += (sample.time - meanT) * (sample.time - meanT)
    }
    guard variance > 0 else { return 0 }
    let slope = covariance / variance
    return slope.isFinite ? slope : 0
  }
}
