internal import CCairo
import Swell

extension CairoContext {
  /// Draws `scene` in the current user space, which the caller has set to map points to
  /// device units (the pixel scale). The scene must have passed `SwellScene.validateForDrawing()`.
  func draw(_ scene: SwellScene) throws {
    let scene = scene.clamped
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD)
    if let background = scene.background, background.alpha > 0 {
      // A rectangle, not cairo_paint: a context handed in by a toolkit may cover more than
      // the scene, and only the scene's area is its background.
      cairo_rectangle(cr, 0, 0, scene.size.width, scene.size.height)
      setSource(background, alpha: 1)
      cairo_fill(cr)
      try check("draw the background")
    }
    for (index, layer) in scene.layers.enumerated() {
      draw(layer)
      try check("draw scene.layers[\(index)] \"\(layer.name)\"")
    }
    for (index, text) in scene.texts.enumerated() {
      draw(text)
      try check("draw scene.texts[\(index)] \"\(text.name)\"")
    }
  }

  /// Draws one layer (`SwellScene.clamped`): its fill, then its stroke, at its opacity.
  ///
  /// Opacity is the layer's, as in Core Animation: the fill and the stroke are composited
  /// together as one picture and that picture is faded, so where the stroke overlaps the fill
  /// the fill does not show through it. When both are present and the opacity is below 1 that
  /// needs an offscreen group (push_group … paint_with_alpha). When only one is present,
  /// multiplying the opacity into its colour's alpha gives exactly the same pixels without the
  /// offscreen surface, and keeps SVG and PDF output a plain filled or stroked path.
  func draw(_ layer: ShapeLayer) {
    let opacity = layer.opacity
    let t = layer.transform
    // A transform with no area (scale 0) squashes the layer to nothing; cairo would reject it.
    guard opacity > 0, t.a * t.d - t.b * t.c != 0 else { return }
    let fillColor = layer.fillColor.flatMap { $0.alpha > 0 && !layer.path.isEmpty ? $0 : nil }
    let stroke = strokeToDraw(for: layer)
    guard fillColor != nil || stroke != nil else { return }

    cairo_save(cr)
    defer { cairo_restore(cr) }
    var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_transform(cr, &matrix)

    let grouped = opacity < 1 && fillColor != nil && stroke != nil
    let alpha = grouped ? 1 : opacity
    if grouped { cairo_push_group(cr) }
    if let fillColor {
      setPath(layer.path)
      cairo_set_fill_rule(
        cr, layer.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(fillColor, alpha: alpha)
      cairo_fill(cr)
    }
    if let (path, color) = stroke {
      setPath(path)
      // The width is in the layer's own units: the layer transform scales it, like
      // CAShapeLayer's lineWidth, because the path is built under that transform.
      cairo_set_line_width(cr, layer.lineWidth)
      cairo_set_line_cap(cr, layer.lineCap.cairo)
      cairo_set_line_join(cr, layer.lineJoin.cairo)
      cairo_set_miter_limit(cr, 10)  // Core Animation's default miterLimit
      setSource(color, alpha: alpha)
      cairo_stroke(cr)
    }
    if grouped {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
    }
  }

  /// The path and colour to stroke, or nil when nothing would show: no stroke colour, a
  /// transparent one, a zero width, or strokeStart ≥ strokeEnd.
  func strokeToDraw(for layer: ShapeLayer) -> (SwellPath, SwellColor)? {
    guard let color = layer.strokeColor, color.alpha > 0, layer.lineWidth > 0,
      !layer.path.isEmpty
    else { return nil }
    let (start, end) = (layer.strokeStart, layer.strokeEnd)
    guard start < end else { return nil }
    if start == 0 && end == 1 { return (layer.path, color) }
    return (layer.path.trimmed(from: start, to: end), color)
  }

  /// Sets a solid source: cairo takes straight alpha here and premultiplies internally.
  func setSource(_ color: SwellColor, alpha: Double) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
  }
}

extension ShapeLayer.LineCap {
  var cairo: cairo_line_cap_t {
    switch self {
    case .butt: return CAIRO_LINE_CAP_BUTT
    case .round: return CAIRO_LINE_CAP_ROUND
    case .square: return CAIRO_LINE_CAP_SQUARE
    }
  }
}

extension ShapeLayer.LineJoin {
  var cairo: cairo_line_join_t {
    switch self {
    case .miter: return CAIRO_LINE_JOIN_MITER
    case .round: return CAIRO_LINE_JOIN_ROUND
    case .bevel: return CAIRO_LINE_JOIN_BEVEL
    }
  }
}
