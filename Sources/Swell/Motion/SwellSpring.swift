#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A damped spring, with the meaning and the initializers of SwiftUI's `SwellSpring`.
///
/// The spring moves a mass `m` attached to its target by a spring of stiffness `k` and a damper
/// of coefficient `c`: m·x″ + c·x′ + k·(x − target) = 0. Its motion is computed in closed form
/// (under-, critically and over-damped), so it is a pure function of time in seconds.
///
///     let spring = try SwellSpring(duration: 0.5, bounce: 0.3)
///     spring.stiffness          // ≈ 157.9 N/m for a 1 kg mass
///     spring.value(target: 100.0, time: 0.25)  // pt moved from 0 toward 100 after 0.25 s
///
/// `duration` (also called `response`) is the period of the undamped spring, 2π·√(m/k), in
/// seconds; `bounce` is 1 − dampingRatio for bouncy springs (bounce ≥ 0) and 1/dampingRatio − 1
/// for overdamped ones (bounce < 0), as in SwiftUI.
public struct SwellSpring: Hashable, Sendable {
  /// The moving mass (kg-like units; only ratios matter). Positive.
  public let mass: Double
  /// The spring constant k (force per unit of displacement). Positive.
  public let stiffness: Double
  /// The damping coefficient c (force per unit of velocity). Positive.
  public let damping: Double

  /// A spring with the given physical constants, skipping validation (for presets).
  init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// A spring from its physical constants, as SwiftUI's `SwellSpring(mass:stiffness:damping:)`.
  ///
  /// - Parameters:
  ///   - mass: the moving mass, a finite number > 0.
  ///   - stiffness: the spring constant k, a finite number > 0.
  ///   - damping: the damping coefficient c, a finite number > 0 (an undamped spring never
  ///     settles, so 0 is refused).
  /// - Throws: `SwellError.invalidParameter` naming the first parameter out of range.
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws {
    try SwellError.checkPositive(mass, "mass")
    try SwellError.checkPositive(stiffness, "stiffness")
    try SwellError.checkPositive(damping, "damping")
    self.init(uncheckedMass: mass, stiffness: stiffness, damping: damping)
    // Extreme but finite inputs can still overflow the derived frequency or ratio.
    try Self.checkDerived(self)
  }

  /// A spring from its perceptual duration and bounce, as SwiftUI's `SwellSpring(duration:bounce:)`.
  ///
  /// - Parameters:
  ///   - duration: the period of the undamped spring in seconds, a finite number > 0.
  ///   - bounce: −1 < bounce < 1. 0 is critically damped (no overshoot), positive values
  ///     overshoot more and more, negative values are overdamped (dampingRatio = 1/(1 + bounce)).
  /// - Throws: `SwellError.invalidParameter` naming the parameter out of range.
  public init(duration: Double = 0.5, bounce: Double = 0) throws {
    try SwellError.checkPositive(duration, "duration")
    guard bounce.isFinite, bounce > -1, bounce < 1 else {
      throw SwellError.invalidParameter(
        name: "bounce", value: "\(bounce)", accepted: "a finite number with -1 < bounce < 1")
    }
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    try self.init(response: duration, dampingRatio: ratio)
  }

  /// A spring from its response (the undamped period, seconds) and damping ratio, with mass 1,
  /// as SwiftUI's `SwellSpring(response:dampingRatio:)`.
  ///
  /// - Parameters:
  ///   - response: the period of the undamped spring in seconds, a finite number > 0.
  ///   - dampingRatio: c / (2·√(k·m)), a finite number > 0; 1 is critically damped, below 1
  ///     overshoots, above 1 creeps toward the target.
  /// - Throws: `SwellError.invalidParameter` naming the parameter out of range.
  public init(response: Double, dampingRatio: Double) throws {
    try SwellError.checkPositive(response, "response")
    try SwellError.checkPositive(dampingRatio, "dampingRatio")
    let omega = 2 * Double.pi / response
    self.init(
      uncheckedMass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
    try Self.checkDerived(self)
  }

  /// A spring that settles in `settlingDuration` seconds, as SwiftUI's
  /// `SwellSpring(settlingDuration:dampingRatio:epsilon:)`.
  ///
  /// Settling is measured from rest toward a unit target: after `settlingDuration` the distance
  /// to the target stays below `epsilon` forever. The settling time of a spring is proportional to
  /// its response for a fixed damping ratio, so the response is found exactly by one scaling.
  ///
  /// - Parameters:
  ///   - settlingDuration: seconds, a finite number > 0.
  ///   - dampingRatio: a finite number > 0.
  ///   - epsilon: the distance, as a fraction of the target, that counts as settled;
  ///     0 < epsilon < 1.
  /// - Throws: `SwellError.invalidParameter` naming the parameter out of range.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) throws {
    try SwellError.checkPositive(settlingDuration, "settlingDuration")
    try SwellError.checkPositive(dampingRatio, "dampingRatio")
    guard epsilon.isFinite, epsilon > 0, epsilon < 1 else {
      throw SwellError.invalidParameter(
        name: "epsilon", value: "\(epsilon)", accepted: "a finite number with 0 < epsilon < 1")
    }
    let unit = try SwellSpring(response: 1, dampingRatio: dampingRatio)
    let unitSettling = unit.settlingDuration(target: 1, initialVelocity: 0, epsilon: epsilon)
    guard unitSettling > 0, unitSettling.isFinite else {
      throw SwellError.invalidParameter(
        name: "dampingRatio", value: "\(dampingRatio)",
        accepted: "a ratio whose spring settles in a finite time")
    }
    try self.init(response: settlingDuration / unitSettling, dampingRatio: dampingRatio)
  }

  /// Throws unless the natural frequency and the damping ratio are finite and positive.
  private static func checkDerived(_ spring: SwellSpring) throws {
    let omega = spring.naturalFrequency
    guard omega.isFinite, omega > 0, omega < 1e150 else {
      throw SwellError.invalidParameter(
        name: "stiffness", value: "\(spring.stiffness)",
        accepted: "a stiffness/mass ratio whose natural frequency √(k/m) is finite and > 0")
    }
    let ratio = spring.dampingRatio
    guard ratio.isFinite, ratio > 0, ratio < 1e150, spring.decayRate > 0 else {
      throw SwellError.invalidParameter(
        name: "damping", value: "\(spring.damping)",
        accepted: "a damping whose ratio c/(2·√(k·m)) is finite and > 0")
    }
  }
}

extension SwellSpring {
  /// The natural (undamped) angular frequency ω₀ = √(k/m), in radians per second.
  var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// σ = c / (2m): the exponential decay rate of an underdamped spring, per second.
  var decayRate: Double { damping / (2 * mass) }

  /// The damping ratio ζ = c / (2·√(k·m)): 1 is critically damped, < 1 overshoots.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The period of the undamped spring, 2π·√(m/k), in seconds (SwiftUI's `duration`).
  public var duration: Double { 2 * Double.pi / naturalFrequency }

  /// The same as `duration`, in seconds: SwiftUI's older name for it.
  public var response: Double { duration }

  /// How much the spring overshoots: 1 − ζ when ζ ≤ 1 (0…1), 1/ζ − 1 when overdamped (−1…0).
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }
}

extension SwellSpring: Codable {
  private enum CodingKeys: String, CodingKey {
    case mass, stiffness, damping
  }

  /// Decodes `mass`, `stiffness` and `damping`, validating them as `init(mass:stiffness:damping:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      mass: container.decode(Double.self, forKey: .mass),
      stiffness: container.decode(Double.self, forKey: .stiffness),
      damping: container.decode(Double.self, forKey: .damping))
  }

  /// Encodes `mass`, `stiffness` and `damping` exactly.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(mass, forKey: .mass)
    try container.encode(stiffness, forKey: .stiffness)
    try container.encode(damping, forKey: .damping)
  }
}
