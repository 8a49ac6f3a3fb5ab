/// A sine wave from one x to another, closed along a horizontal line: the region between the
/// wave and the line (`SineWave.filledPath(from:to:closingAt:)`).
///
/// A layer whose path is such a region can say so (`ShapeFigure.sineFill`), so that an
/// exporter describes its motion instead of its outline frame by frame: a Lottie document
/// slides one wide wave under a mask and scales it, where the path alone would be a new
/// outline each frame. Renderers draw the path, which this only describes.
public struct SineFill: Hashable, Sendable, Codable {
  /// The wave.
  public var wave: SineWave
  /// Where the region starts and ends across (pt).
  public var from: Double
  /// Where the region ends across (pt).
  public var to: Double
  /// The line it is closed along (pt).
  public var closingAt: Double

  /// Describes the region between `wave` and the line at `closingAt`, from `from` to `to`.
  public init(wave: SineWave, from: Double, to: Double, closingAt: Double) {
    self.wave = wave
    self.from = from
    self.to = to
    self.closingAt = closingAt
  }

  /// The region's outline, as `SineWave.filledPath(from:to:closingAt:)` draws it.
  public var path: SwellPath { wave.filledPath(from: from, to: to, closingAt: closingAt) }
}
