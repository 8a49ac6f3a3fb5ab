#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A sine wave y = A·sin(ω·x + φ) + h in points, as drawn by the wave and ripple seeds.
///
/// `path(from:to:)` draws it with cubic Béziers, at most four a period (one per quarter), within
/// 1e-4 × amplitude of the true curve, where the seeds drew one line segment per point.
///
///     let wave = try SineWave(amplitude: 8, wavelength: 375, phase: 0, baseline: 20)
///     let shape = wave.filledPath(from: 0, to: 375, closingAt: 60)   // filled down to y = 60
public struct SineWave: Hashable, Sendable {
  /// A, the distance from the baseline to a crest (pt), ≥ 0.
  public let amplitude: Double
  /// ω, radians per point along x, > 0.
  public let angularFrequency: Double
  /// φ, radians added to ω·x.
  public let phase: Double
  /// h, the y of the wave's centre line (pt).
  public let baseline: Double

  /// A wave from its angular frequency (radians per point).
  ///
  /// - Throws: `SwellError.invalidParameter` unless amplitude is finite and ≥ 0,
  ///   angularFrequency finite and > 0, and phase and baseline finite.
  public init(
    amplitude: Double, angularFrequency: Double, phase: Double = 0, baseline: Double = 0
  ) throws {
    try SwellError.check(amplitude, "amplitude", in: 0...Double.greatestFiniteMagnitude)
    try SwellError.checkPositive(angularFrequency, "angularFrequency")
    try SwellError.check(phase, "phase")
    try SwellError.check(baseline, "baseline")
    self.amplitude = amplitude
    self.angularFrequency = angularFrequency
    self.phase = phase
    self.baseline = baseline
  }

  /// A wave from its wavelength (pt per period): ω = 2π / wavelength.
  ///
  /// - Throws: `SwellError.invalidParameter` unless amplitude is finite and ≥ 0, wavelength
  ///   finite and > 0 (with a finite ω), and phase and baseline finite.
  public init(amplitude: Double, wavelength: Double, phase: Double = 0, baseline: Double = 0)
    throws
  {
    try SwellError.checkPositive(wavelength, "wavelength")
    let omega = 2 * Double.pi / wavelength
    guard omega.isFinite else {
      throw SwellError.invalidParameter(
        name: "wavelength", value: "\(wavelength)",
        accepted: "a number > 0 large enough that 2π/wavelength is finite")
    }
    try self.init(
      amplitude: amplitude, angularFrequency: omega, phase: phase, baseline: baseline)
  }

  /// The length of one period along x (pt): 2π/ω.
  public var wavelength: Double { 2 * Double.pi / angularFrequency }

  /// The wave's y at `x` (pt). A non-finite x counts as 0.
  public func y(at x: Double) -> Double {
    amplitude * sin(angle(at: x)) + baseline
  }

  /// The slope dy/dx at `x` (unitless): A·ω·cos(ω·x + φ). A non-finite x counts as 0.
  public func slope(at x: Double) -> Double {
    amplitude * angularFrequency * cos(angle(at: x))
  }

  /// ω·x + φ, with a non-finite x counting as 0.
  func angle(at x: Double) -> Double {
    angularFrequency * (x.isFinite ? x : 0) + phase
  }
}

extension SineWave: Codable {
  private enum CodingKeys: String, CodingKey {
    case amplitude, angularFrequency, phase, baseline
  }

  /// Decodes the four numbers, validating them as `init(amplitude:angularFrequency:...)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      amplitude: container.decode(Double.self, forKey: .amplitude),
      angularFrequency: container.decode(Double.self, forKey: .angularFrequency),
      phase: container.decode(Double.self, forKey: .phase),
      baseline: container.decode(Double.self, forKey: .baseline))
  }

  /// Encodes the four numbers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(amplitude, forKey: .amplitude)
    try container.encode(angularFrequency, forKey: .angularFrequency)
    try container.encode(phase, forKey: .phase)
    try container.encode(baseline, forKey: .baseline)
  }
}
