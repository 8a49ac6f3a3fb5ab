#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's monotonic clock, for measuring intervals: it never jumps with wall-clock
/// changes. Only the bench reads a clock; the Swell library never does.
enum MonotonicClock {
  /// Nanoseconds since an arbitrary fixed point (boot, on Linux).
  static func nanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
  }

  /// Seconds that `body` took to run, once.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = nanoseconds()
    try body()
    return Double(nanoseconds() &- start) / 1e9
  }
}
