/// One shape of a scene: a path with its fill, stroke and compositing attributes, like
/// Core Animation's `CAShapeLayer`.
public struct ShapeLayer: Hashable, Sendable, Codable {
  /// How a stroke ends at an open end.
  public enum LineCap: String, Hashable, Sendable, Codable, CaseIterable {
    /// The stroke stops at the end point.
    case butt
    /// A half disc past the end point.
    case round
    /// A half square past the end point.
    case square
  }

  /// How two stroked segments meet.
  public enum LineJoin: String, Hashable, Sendable, Codable, CaseIterable {
    /// A sharp corner, up to the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
  }

  /// Which regions of a self-intersecting path are inside.
  public enum FillRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd
  }

  /// A name for debugging, exports and tests (`"wave.back"`); not drawn.
  public var name: String
  /// The outline, in the layer's own coordinates (pt).
  public var path: SwellPath
  /// The fill colour, or nil for no fill.
  public var fillColor: SwellColor?
  /// The stroke colour, or nil for no stroke.
  public var strokeColor: SwellColor?
  /// The stroke width (pt).
  public var lineWidth: Double
  /// The stroke's end caps.
  public var lineCap: LineCap
  /// The stroke's corners.
  public var lineJoin: LineJoin
  /// The fill rule.
  public var fillRule: FillRule
  /// The layer's opacity, 0…1, multiplied into its fill and stroke.
  public var opacity: Double
  /// Where the stroke starts, as a fraction 0…1 of the path's length.
  public var strokeStart: Double
  /// Where the stroke ends, as a fraction 0…1 of the path's length.
  public var strokeEnd: Double
  /// The transform from the layer's coordinates to the scene's (pt).
  public var transform: SwellTransform
  /// What `path` is, contour by contour, when the style knows it (see `ShapeFigure`); empty
  /// when it does not. Renderers draw `path`; exporters describe the figures by their numbers
  /// while `path` is exactly their outlines (`SwellPath(figures:)`), and read the path
  /// otherwise.
  public var figures: [ShapeFigure]

  /// Creates a layer; by default a filled, opaque, untransformed shape with no stroke.
  public init(
    name: String = "",
    path: SwellPath,
    fillColor: SwellColor? = .black,
    strokeColor: SwellColor? = nil,
    lineWidth: Double = 1,
    lineCap: LineCap = .butt,
    lineJoin: LineJoin = .miter,
    fillRule: FillRule = .nonZero,
    opacity: Double = 1,
    strokeStart: Double = 0,
    strokeEnd: Double = 1,
    transform: SwellTransform = .identity
  ) {
    self.name = name
    self.path = path
    self.fillColor = fillColor
    self.strokeColor = strokeColor
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.fillRule = fillRule
    self.opacity = opacity
    self.strokeStart = strokeStart
    self.strokeEnd = strokeEnd
    self.transform = transform
    self.figures = []
  }

  /// A filled layer drawing `figures`: its path is their outlines, in order.
  public init(
    name: String = "", figures: [ShapeFigure], fillColor: SwellColor? = .black,
    opacity: Double = 1, transform: SwellTransform = .identity
  ) {
    self.init(
      name: name, path: SwellPath(figures: figures), fillColor: fillColor, opacity: opacity,
      transform: transform)
    self.figures = figures
  }
}

extension ShapeLayer {
  /// The outline where the scene shows it: `path` under `transform` (pt, the scene's
  /// coordinates).
  public var placedPath: SwellPath {
    transform == .identity ? path : path.applying(transform)
  }
}

extension ShapeLayer {
  private enum CodingKeys: String, CodingKey {
    case name, path, fillColor, strokeColor, lineWidth, lineCap, lineJoin, fillRule, opacity
    case strokeStart, strokeEnd, transform, figures
  }

  /// Decodes a layer; one written before layers named their figures names none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      path: try container.decode(SwellPath.self, forKey: .path),
      fillColor: try container.decodeIfPresent(SwellColor.self, forKey: .fillColor),
      strokeColor: try container.decodeIfPresent(SwellColor.self, forKey: .strokeColor),
      lineWidth: try container.decode(Double.self, forKey: .lineWidth),
      lineCap: try container.decode(LineCap.self, forKey: .lineCap),
      lineJoin: try container.decode(LineJoin.self, forKey: .lineJoin),
      fillRule: try container.decode(FillRule.self, forKey: .fillRule),
      opacity: try container.decode(Double.self, forKey: .opacity),
      strokeStart: try container.decode(Double.self, forKey: .strokeStart),
      strokeEnd: try container.decode(Double.self, forKey: .strokeEnd),
      transform: try container.decode(SwellTransform.self, forKey: .transform))
    figures = try container.decodeIfPresent([ShapeFigure].self, forKey: .figures) ?? []
  }

  /// Encodes the layer; `figures` only when it names some, so other layers read as before.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(path, forKey: .path)
    try container.encodeIfPresent(fillColor, forKey: .fillColor)
    try container.encodeIfPresent(strokeColor, forKey: .strokeColor)
    try container.encode(lineWidth, forKey: .lineWidth)
    try container.encode(lineCap, forKey: .lineCap)
    try container.encode(lineJoin, forKey: .lineJoin)
    try container.encode(fillRule, forKey: .fillRule)
    try container.encode(opacity, forKey: .opacity)
    try container.encode(strokeStart, forKey: .strokeStart)
    try container.encode(strokeEnd, forKey: .strokeEnd)
    try container.encode(transform, forKey: .transform)
    if !figures.isEmpty { try container.encode(figures, forKey: .figures) }
  }
}
