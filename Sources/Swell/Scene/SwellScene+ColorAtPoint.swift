extension SwellPath {
  /// Whether `point` is inside the fill of this path (flattened first) under `rule`:
  /// subpaths are closed as a fill closes them.
  func fillContains(_ point: SwellPoint, rule: ShapeLayer.FillRule) -> Bool {
    var winding = 0
    var start = SwellPoint.zero
    var current = SwellPoint.zero
    var open = false
    // A ray from the point to the right: each edge crossing it upwards counts +1, downwards −1.
    func edge(_ a: SwellPoint, _ b: SwellPoint) {
      if a.y <= point.y {
        if b.y > point.y && cross(a, b) > 0 { winding += 1 }
      } else if b.y <= point.y && cross(a, b) < 0 {
        winding -= 1
      }
    }
    func cross(_ a: SwellPoint, _ b: SwellPoint) -> Double {
      (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }
    for element in elements {
      switch element {
      case .move(let to):
        if open { edge(current, start) }
        start = to
        current = to
        open = true
      case .line(let to):
        edge(current, to)
        current = to
      case .closeSubpath:
        edge(current, start)
        current = start
        open = false
      case .quadCurve(let to, _), .curve(let to, _, _):
        // A flattened path has none; a curve left in counts as its chord.
        edge(current, to)
        current = to
      }
    }
    if open { edge(current, start) }
    return rule == .nonZero ? winding != 0 : winding % 2 != 0
  }
}

extension SwellScene {
  /// The opaque colours the scene's fills show at `points` (pt) over `page` (what lies under
  /// the scene): the background, then every filled layer whose fill covers a point, blended by
  /// its colour's alpha and its opacity. Strokes and texts are left out: they are the marks
  /// drawn on a ground, not the ground.
  func fillColors(at points: [SwellPoint], over page: SwellColor) -> [SwellColor] {
    let base = background.map { $0.composited(over: page) } ?? page
    var colors = Array(repeating: base, count: points.count)
    for layer in layers {
      guard let fill = layer.fillColor, layer.opacity > 0, fill.alpha > 0, !layer.path.isEmpty
      else { continue }
      // Flattened once for every point, to a quarter point: what lies that near an edge is
      // half under it once antialiased, whichever side the test puts it.
      let path = layer.placedPath.flattened(tolerance: 0.25)
      for (index, point) in points.enumerated()
      where path.fillContains(point, rule: layer.fillRule) {
        colors[index] = fill.composited(over: colors[index], opacity: layer.opacity)
      }
    }
    return colors
  }
}
