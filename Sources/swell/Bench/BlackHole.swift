/// A sink the optimiser cannot see through, so that benchmarked work is not deleted as unused.
///
/// The function is neither inlined nor optimised, so the caller must materialise its argument;
/// it also stores a word derived from the argument's address in a global the optimiser cannot
/// prove dead.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {
  withUnsafePointer(to: value) { pointer in
    BlackHoleSink.word = BlackHoleSink.word &+ UInt(bitPattern: pointer)
  }
}

/// The global `blackHole` writes to.
enum BlackHoleSink {
  /// Accumulated, never read for any meaning.
  nonisolated(unsafe) static var word: UInt = 0
}
