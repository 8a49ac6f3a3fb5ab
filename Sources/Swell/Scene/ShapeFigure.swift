/// What one contour of a layer's outline is, when the style that drew it knows: a filled sine
/// wave, an ellipse or a box, with the numbers that make it.
///
/// A layer lists its contours' figures in `ShapeLayer.figures`, and its path is their outlines
/// in that order (`SwellPath(figures:)`). Renderers draw the path. Exporters describe a
/// figure by its numbers instead of its points: a Lottie document writes a box as a rectangle
/// whose size it can animate, and slides one wide sine wave under a mask, where an outline
/// alone would be written point by point, frame by frame.
///
///     let dot = ShapeLayer(
///       name: "dot", figures: [.ellipse(in: SwellRect(x: 10, y: 10, width: 8, height: 8))],
///       fillColor: .black)
public enum ShapeFigure: Hashable, Sendable, Codable {
  /// The region between a sine wave and a horizontal line (`SineFill.path`).
  case sineFill(SineFill)
  /// The ellipse inscribed in a box (pt, the layer's coordinates; `SwellPath.addEllipse(in:)`):
  /// a circle in a square.
  case ellipse(in: SwellRect)
  /// A box (pt, the layer's coordinates; `SwellPath.addRect(_:)`).
  case rectangle(SwellRect)

  /// The figure's outline (pt): one closed contour, as the path functions named above draw it.
  public var path: SwellPath {
    switch self {
    case .sineFill(let fill): return fill.path
    case .ellipse(let box): return SwellPath(ellipseIn: box)
    case .rectangle(let box): return SwellPath(rect: box)
    }
  }
}

extension SwellPath {
  /// The outlines of `figures`, one after the other.
  public init(figures: [ShapeFigure]) {
    self.init()
    for figure in figures { addPath(figure.path) }
  }
}
