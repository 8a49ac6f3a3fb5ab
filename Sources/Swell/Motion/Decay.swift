#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Scroll-view deceleration, as `UIScrollView.decelerationRate`: the velocity is multiplied by
/// `rate` every millisecond, v(t) = v₀·rate^(1000·t).
///
/// With λ = 1000·ln(rate) (per second, negative) the motion has a closed form:
/// x(t) = x₀ + v₀·(e^(λt) − 1)/λ, resting at x₀ − v₀/λ. Times in seconds, positions in points,
/// velocities in points per second.
///
///     Decay.normal.restingPosition(from: 0, initialVelocity: 1000)   // ≈ 499.5 pt
public struct Decay: Hashable, Sendable {
  /// The factor applied to the velocity every millisecond, 0 < rate < 1.
  public let rate: Double

  /// A decay with a checked rate (for presets).
  private init(unchecked rate: Double) { self.rate = rate }

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = Decay(unchecked: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = Decay(unchecked: 0.99)

  /// A decay that keeps `rate` of the velocity every millisecond.
  ///
  /// - Throws: `SwellError.invalidParameter` unless rate is a finite number with 0 < rate < 1.
  public init(rate: Double) throws {
    guard rate.isFinite, rate > 0, rate < 1 else {
      throw SwellError.invalidParameter(
        name: "rate", value: "\(rate)", accepted: "a finite number with 0 < rate < 1")
    }
    self.rate = rate
  }

  /// λ = 1000·ln(rate): the velocity's exponential rate per second (negative).
  var lambda: Double { 1000 * log(rate) }

  /// A finite input or 0: non-finite positions and velocities are ignored rather than spread.
  private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

  /// Seconds clamped to 0…∞ (NaN counts as 0): the motion does not run backwards.
  private static func elapsed(_ time: Double) -> Double { time > 0 ? time : 0 }

  /// The position (pt) after `time` seconds of a motion from `x0` with velocity `v0` (pt/s).
  ///
  /// Time before 0 or NaN gives `x0`; +∞ gives the resting position. Non-finite `x0` or `v0`
  /// count as 0.
  public func position(from x0: Double, initialVelocity v0: Double, time: Double) -> Double {
    let lambda = lambda
    return Self.finite(x0) + Self.finite(v0) * expm1(lambda * Self.elapsed(time)) / lambda
  }

  /// The velocity (pt/s) after `time` seconds, starting from `v0` (pt/s): v₀·rate^(1000·t).
  public func velocity(initialVelocity v0: Double, time: Double) -> Double {
    Self.finite(v0) * exp(lambda * Self.elapsed(time))
  }

  /// Where the motion comes to rest (pt): x₀ − v₀/λ.
  public func restingPosition(from x0: Double, initialVelocity v0: Double) -> Double {
    Self.finite(x0) - Self.finite(v0) / lambda
  }

  /// Seconds until the speed has fallen to `threshold` (pt/s): ln(threshold/|v₀|)/λ, or 0 when
  /// it already is that slow.
  ///
  /// A velocity never reaches exactly 0, so a threshold ≤ 0 counts as 1e-9 pt/s (NaN as 1).
  public func timeToRest(initialVelocity v0: Double, threshold: Double = 1) -> Double {
    let floor = threshold.isNaN ? 1 : max(threshold, 1e-9)
    let speed = abs(Self.finite(v0))
    guard speed > floor else { return 0 }
    return log(floor / speed) / lambda
  }
}

extension Decay: Codable {
  private enum CodingKeys: String, CodingKey {
    case rate
  }

  /// Decodes `rate`, validating it as `init(rate:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(rate: container.decode(Double.self, forKey: .rate))
  }

  /// Encodes `rate`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rate, forKey: .rate)
  }
}
