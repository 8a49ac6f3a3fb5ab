#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The elastic seed's value generator, by seconds: a swing from `from` that settles on `to`.
///
///     value = to − (to − from)·e^(−damping·p)·cos(velocity·p),   p = time / duration
///
/// For points the formula applies per axis. The seed counted frames (duration × 60 of them), so
/// its motion ran twice as fast on a 120 Hz display and stopped wherever the last frame left it;
/// here the value is a function of time, the same at any frame rate, and exactly `to` from
/// `duration` on. `settlingTime(tolerance:)` tells when the remaining swing is small enough that
/// ending there is not visible.
///
///     let d = try DampedOscillation(from: 160.0, to: 100)   // damping 5, velocity 30, 1 s
///     d.value(at: 0.5)   // pt
public struct DampedOscillation<Value: Interpolatable>: Sendable {
  /// The value at time 0.
  public let from: Value
  /// The value the swing settles on, reached exactly at `duration`.
  public let to: Value
  /// The exponential decay per unit of progress (≥ 0): the envelope is e^(−damping·p).
  public let damping: Double
  /// The angular frequency per unit of progress (radians, ≥ 0): velocity/2π swings in all.
  public let velocity: Double
  /// The length of the motion in seconds.
  public let duration: Double

  /// A swing from `from` to `to`.
  ///
  /// - Parameters:
  ///   - from: where the motion starts.
  ///   - to: where it comes to rest.
  ///   - damping: the envelope's decay over the whole motion, a finite number ≥ 0 (seed: 5).
  ///   - velocity: radians of oscillation over the whole motion, a finite number ≥ 0 (seed: 30,
  ///     about 4.8 swings).
  ///   - duration: seconds, a finite number > 0 (seed: 1).
  /// - Throws: `SwellError.invalidParameter` naming the first parameter out of range, or `to`
  ///   when it cannot be interpolated with `from` (paths of different structure).
  public init(
    from: Value, to: Value, damping: Double = 5, velocity: Double = 30, duration: Double = 1
  ) throws {
    guard to.isCompatible(with: from) else {
      throw SwellError.invalidParameter(
        name: "to", value: "a value of a different structure",
        accepted: "a value that can be interpolated with from (paths: same element kinds)")
    }
    try SwellError.check(damping, "damping", in: 0...Double.greatestFiniteMagnitude)
    try SwellError.check(velocity, "velocity", in: 0...Double.greatestFiniteMagnitude)
    try SwellError.checkPositive(duration, "duration")
    self.from = from
    self.to = to
    self.damping = damping
    self.velocity = velocity
    self.duration = duration
  }

  /// e^(−damping·p)·cos(velocity·p): the remaining fraction of the swing at progress p.
  func remainder(atProgress p: Double) -> Double {
    exp(-damping * p) * cos(velocity * p)
  }

  /// The value at `time` seconds: `from` before 0 (and for NaN), exactly `to` from `duration`
  /// on, the seed's formula in between.
  public func value(time: Double) -> Value {
    guard time > 0 else { return from }  // also NaN
    guard time < duration else { return to }
    return to - (to - from).scaled(by: remainder(atProgress: time / duration))
  }

  /// Whether the motion has ended (`time` ≥ `duration`); false for NaN.
  public func isFinished(time: Double) -> Bool { time >= duration }

  /// The seconds after which |value − to| ≤ tolerance·|to − from| forever (at most `duration`).
  ///
  /// A caller that ends the motion there (or uses it as the duration of a new oscillation)
  /// jumps by no more than the tolerance. The answer is the exact last time the swing exceeds
  /// the tolerance: the swing's maxima are evenly spaced (π/velocity apart in progress) and
  /// shrink geometrically, which gives the last one above the tolerance in closed form; a
  /// bisection then finds where the swing falls below it. A tolerance ≥ 1 gives 0; one ≤ 0 or
  /// NaN gives `duration`.
  public func settlingTime(tolerance: Double) -> Double {
    guard tolerance > 0 else { return duration }  // also NaN
    guard tolerance < 1 else { return 0 }
    let exceeds = { (p: Double) -> Bool in abs(self.remainder(atProgress: p)) > tolerance }
    // Past the envelope's crossing, e^(−damping·p) < tolerance: the swing stays below.
    let envelopeEnd = damping > 0 ? log(1 / tolerance) / damping : .infinity
    let upper = min(1, envelopeEnd)
    // |remainder| has local maxima where tan(velocity·p) = −damping/velocity:
    // p_k = (kπ − atan(damping/velocity))/velocity, k ≥ 1, each e^(−damping·π/velocity) times
    // the one before. The start p = 0 (remainder 1) is the bracket when none exceeds.
    var lower = 0.0
    if velocity > 0 {
      let offset = atan(damping / velocity)
      let peak = { (k: Double) -> Double in (k * Double.pi - offset) / self.velocity }
      // The last k with p_k < upper.
      var k = ((upper * velocity + offset) / Double.pi).rounded(.down)
      if peak(k) >= upper { k -= 1 }
      if damping > 0 {
        // Heights: e^(−damping·p_k)·cos(offset) > tolerance ⇔ p_k < log(cos(offset)/tolerance)/damping.
        let last = log(cos(offset) / tolerance) / damping
        k = min(k, ((last * velocity + offset) / Double.pi).rounded(.up) - 1)
      }
      k = max(k, 0)  // 0: no maximum before `upper`
      for _ in 0..<3 where peak(k + 1) < upper && exceeds(peak(k + 1)) { k += 1 }
      for _ in 0..<3 where k >= 1 && !exceeds(peak(k)) { k -= 1 }
      if k >= 1 && exceeds(peak(k)) { lower = peak(k) }
    }
    // Still swinging above the tolerance at the end: only the final snap brings it to `to`.
    if exceeds(upper) { return duration }
    // From `lower` the swing exceeds the tolerance on an interval ending before `upper`.
    var (a, b) = (lower, upper)
    for _ in 0..<200 {
      let mid = a + (b - a) / 2
      if mid <= a || mid >= b { break }
      if exceeds(mid) { a = mid } else { b = mid }
    }
    return min(duration, b * duration)
  }
}

extension DampedOscillation: Equatable {}

extension DampedOscillation: Hashable where Value: Hashable {}
