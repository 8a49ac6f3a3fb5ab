import Swell

/// How many times a scene covers its own area: the background, plus each visible fill's area
/// inside the scene's bounds, plus each visible stroke's length × width. A renderer must touch
/// at least that many surfaces' worth of pixels, so it says how far above the one-fill floor a
/// scene can possibly be drawn. An estimate (curves flattened to 0.25 pt, each subpath's area
/// by the shoelace formula, strokes not clipped); used in the render figures' notes.
enum Coverage {
  /// The covered area ÷ the scene's area.
  static func surfaces(of scene: SwellScene) -> Double {
    let bounds = (width: scene.size.width, height: scene.size.height)
    let total = bounds.width * bounds.height
    guard total > 0 else { return 0 }
    var covered = (scene.background?.alpha ?? 0) > 0 ? total : 0
    for layer in scene.layers where layer.opacity > 0 {
      if let fill = layer.fillColor, fill.alpha > 0 {
        let path = layer.placedPath.flattened(tolerance: 0.25)
        covered += min(filledArea(of: path, within: bounds), total)
      }
      if let stroke = layer.strokeColor, stroke.alpha > 0, layer.lineWidth > 0 {
        let span = max(0, min(layer.strokeEnd, 1) - max(layer.strokeStart, 0))
        covered += layer.path.length * span * layer.lineWidth
      }
    }
    return covered / total
  }

  /// The sum of |area| of each subpath of a flattened path, clipped to the bounds.
  private static func filledArea(of path: SwellPath, within bounds: (width: Double, height: Double))
    -> Double
  {
    var area = 0.0
    var polygon: [SwellPoint] = []
    func flush() {
      area += abs(shoelace(clip(polygon, bounds)))
      polygon.removeAll(keepingCapacity: true)
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        flush()
        polygon.append(p)
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
        polygon.append(p)
      case .closeSubpath:
        flush()
      }
    }
    flush()
    return area
  }

  /// Twice the signed area, halved: the shoelace formula over a closed polygon.
  private static func shoelace(_ points: [SwellPoint]) -> Double {
    guard points.count >= 3 else { return 0 }
    var sum = 0.0
    for i in points.indices {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
  }

  /// The polygon clipped to 0…width × 0…height (Sutherland–Hodgman, one edge at a time).
  private static func clip(_ polygon: [SwellPoint], _ bounds: (width: Double, height: Double))
    -> [SwellPoint]
  {
    let edges: [(inside: (SwellPoint) -> Bool, cross: (SwellPoint, SwellPoint) -> SwellPoint)] = [
      ({ $0.x >= 0 }, { a, b in lerp(a, b, atX: 0) }),
      ({ $0.x <= bounds.width }, { a, b in lerp(a, b, atX: bounds.width) }),
      ({ $0.y >= 0 }, { a, b in lerp(a, b, atY: 0) }),
      ({ $0.y <= bounds.height }, { a, b in lerp(a, b, atY: bounds.height) }),
    ]
    var result = polygon
    for edge in edges {
      let input = result
      result = []
      for i in input.indices {
        let current = input[i]
        let previous = input[(i + input.count - 1) % input.count]
        if edge.inside(current) {
          if !edge.inside(previous) { result.append(edge.cross(previous, current)) }
          result.append(current)
        } else if edge.inside(previous) {
          result.append(edge.cross(previous, current))
        }
      }
    }
    return result
  }

  private static func lerp(_ a: SwellPoint, _ b: SwellPoint, atX x: Double) -> SwellPoint {
    let t = (x - a.x) / (b.x - a.x)
    return SwellPoint(x: x, y: a.y + (b.y - a.y) * t)
  }

  private static func lerp(_ a: SwellPoint, _ b: SwellPoint, atY y: Double) -> SwellPoint {
    let t = (y - a.y) / (b.y - a.y)
    return SwellPoint(x: a.x + (b.x - a.x) * t, y: y)
  }
}
