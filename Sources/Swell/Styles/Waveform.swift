#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A periodic signal in −1…1 that starts at 0 and rises: the shape of the wave's breathing and
/// of bend's floating balls.
///
/// The seeds step a value up and down by a constant amount per frame, which is a triangle wave;
/// Swell's defaults use a sine of the same period, which has no corners.
enum Waveform: Hashable, Sendable {
  /// Linear up to 1 at a quarter period, down to −1 at three quarters, back to 0.
  case triangle
  /// sin(2π·cycles).
  case sine

  /// The value after `cycles` periods (any finite number; negative runs backwards).
  func value(cycles: Double) -> Double {
    let u = cycles - cycles.rounded(.down)  // 0..<1
    switch self {
    case .triangle:
      if u < 0.25 { return 4 * u }
      if u < 0.75 { return 2 - 4 * u }
      return 4 * u - 4
    case .sine:
      return sin(2 * .pi * u)
    }
  }
}
