/// What one frame of a refresh header looks like: a size, a background, shape layers drawn in
/// order (the first at the back) and text drawn over them. Renderers (Cairo, Lottie, GTK, Core
/// Animation) draw it.
public struct SwellScene: Hashable, Sendable, Codable {
  /// The drawing area (pt); the origin is the top-left corner.
  public var size: SwellSize
  /// The colour under every layer, or nil for transparent.
  public var background: SwellColor?
  /// The shape layers, back to front.
  public var layers: [ShapeLayer]
  /// The text layers, drawn over every shape layer, back to front. Lottie documents leave them
  /// out: an app draws its own words beside the document (see the Lottie article).
  public var texts: [TextLayer]

  /// Creates a scene.
  public init(
    size: SwellSize, background: SwellColor? = nil, layers: [ShapeLayer] = [],
    texts: [TextLayer] = []
  ) {
    self.size = size
    self.background = background
    self.layers = layers
    self.texts = texts
  }

  /// The same scene without its words: what a Lottie document shows of it (rule L0).
  public var shapesOnly: SwellScene {
    SwellScene(size: size, background: background, layers: layers)
  }

  private enum CodingKeys: String, CodingKey {
    case size, background, layers, texts
  }

  /// Decodes a scene; one written before scenes had text has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    size = try container.decode(SwellSize.self, forKey: .size)
    background = try container.decodeIfPresent(SwellColor.self, forKey: .background)
    layers = try container.decodeIfPresent([ShapeLayer].self, forKey: .layers) ?? []
    texts = try container.decodeIfPresent([TextLayer].self, forKey: .texts) ?? []
  }

  /// Encodes the scene; `texts` only when there are some, so shape-only scenes read as before.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(size, forKey: .size)
    try container.encodeIfPresent(background, forKey: .background)
    try container.encode(layers, forKey: .layers)
    if !texts.isEmpty { try container.encode(texts, forKey: .texts) }
  }
}
