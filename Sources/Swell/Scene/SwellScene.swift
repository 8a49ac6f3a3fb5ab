/// What one frame of a refresh header looks like: a size, a background and layers drawn in
/// order (the first at the back). Renderers (Cairo, Lottie, GTK, Core Animation) draw it.
public struct SwellScene: Hashable, Sendable, Codable {
  /// The drawing area (pt); the origin is the top-left corner.
  public var size: SwellSize
  /// The colour under every layer, or nil for transparent.
  public var background: SwellColor?
  /// The layers, back to front.
  public var layers: [ShapeLayer]

  /// Creates a scene.
  public init(size: SwellSize, background: SwellColor? = nil, layers: [ShapeLayer] = []) {
    self.size = size
    self.background = background
    self.layers = layers
  }
}
