/// The frames of a `Simulation` at a fixed rate, computed lazily: frame i is at i / fps
/// seconds (computed from i, never accumulated), from 0 to the first frame at or after the
/// simulation's `duration`, so that the last frame shows everything at rest.
public struct SimulationFrames: Sequence, Sendable {
  /// The simulation sampled.
  public let simulation: Simulation
  /// Frames per second.
  public let fps: Double

  /// How many frames there are.
  public var count: Int {
    var last = Int((simulation.duration * fps - 1e-6).rounded(.up))
    while time(ofFrame: last) < simulation.duration { last += 1 }
    return Swift.max(last, 0) + 1
  }

  /// The time of frame `index` (s).
  public func time(ofFrame index: Int) -> Double { Double(index) / fps }

  /// Produces the frames in order.
  public func makeIterator() -> Iterator {
    Iterator(frames: self, index: 0, count: count)
  }

  /// Produces one frame after another.
  public struct Iterator: IteratorProtocol, Sendable {
    let frames: SimulationFrames
    var index: Int
    let count: Int

    /// The next frame, or nil after the last.
    public mutating func next() -> SimulationFrame? {
      guard index < count else { return nil }
      defer { index += 1 }
      return frames.simulation.frame(uncheckedAt: frames.time(ofFrame: index))
    }
  }
}
