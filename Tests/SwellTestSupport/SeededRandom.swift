import Foundation

/// A deterministic random generator (SplitMix64) so that property tests replay exactly.
public struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator; the same seed gives the same sequence on every platform.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly distributed double in `range`.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}

/// How many cases a fuzz test runs: `SWELL_FUZZ_CASES` from the environment (for a long run,
/// `make fuzz`), else `standard`, the number `make test` runs.
public func fuzzCaseCount(standard: Int) -> Int {
  let environment = ProcessInfo.processInfo.environment["SWELL_FUZZ_CASES"]
  return environment.flatMap(Int.init).map { max($0, 1) } ?? standard
}
