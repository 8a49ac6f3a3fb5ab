import Swell

/// One subpath of a Swell `SwellPath` as Lottie sees it: vertices joined by cubic segments, in
/// absolute coordinates (pt, the layer's own space).
///
/// Segment k runs from `vertices[k]` through `controls[k]` to the next vertex; a closed contour
/// has one segment per vertex (the last returns to the first), an open one a vertex more than
/// segments.
struct LottieContour: Hashable, Sendable {
  /// The two control points of one cubic segment.
  struct Controls: Hashable, Sendable {
    var first: SwellPoint
    var second: SwellPoint
  }

  var closed: Bool
  var vertices: [SwellPoint]
  var controls: [Controls]

  var segmentCount: Int { controls.count }

  func end(ofSegment k: Int) -> SwellPoint { vertices[(k + 1) % vertices.count] }

  /// Segment k as the core's cubic, which measures and splits it.
  func segment(_ k: Int) -> BezierSegment {
    .cubic(vertices[k], controls[k].first, controls[k].second, end(ofSegment: k))
  }
}

extension LottieContour {
  /// The contours of `path`, drawn as cairo draws it (`SwellPath.forEachStep`), with lines
  /// and quadratic curves raised to cubics exactly: a subpath that is only a move draws
  /// nothing and is dropped, and a closed one ends with its closing line as a segment, even
  /// of zero length, so the contour draws exactly what cairo draws.
  static func contours(of path: SwellPath) -> [LottieContour] {
    var result: [LottieContour] = []
    var current: LottieContour?
    func finishOpen() {
      if let open = current, open.segmentCount > 0 { result.append(open) }
      current = nil
    }
    path.forEachStep { _, step in
      switch step {
      case .begin(let point):
        finishOpen()
        current = LottieContour(closed: false, vertices: [point], controls: [])
      case .segment(let segment):
        let (first, second) = segment.cubicControls
        current?.controls.append(Controls(first: first, second: second))
        current?.vertices.append(segment.end)
      case .close(let line):
        // The closing line becomes segment n−1, ending at vertex 0: the last vertex stays,
        // the implicit return to the start is the wrap-around segment.
        current?.controls.append(Controls(first: line.p0, second: line.p1))
        current?.closed = true
        finishOpen()
      }
    }
    finishOpen()
    return result
  }
}

extension LottieContour {
  /// The same curve with `count` vertices: segments split by de Casteljau, which adds
  /// vertices without moving a single point of the curve. Extra vertices go, one at a time,
  /// to the segment whose pieces are longest (by control polygon), so they spread evenly.
  ///
  /// - Precondition: `count` ≥ the current vertex count.
  func subdivided(toVertexCount count: Int) -> LottieContour {
    let extra = count - vertices.count
    guard extra > 0, segmentCount > 0 else { return self }
    let lengths = (0..<segmentCount).map { segment($0).polygonLength }
    var pieces = [Int](repeating: 1, count: segmentCount)
    for _ in 0..<extra {
      var best = 0
      for k in 1..<segmentCount
      where lengths[k] / Double(pieces[k]) > lengths[best] / Double(pieces[best]) {
        best = k
      }
      pieces[best] += 1
    }
    var result = LottieContour(closed: closed, vertices: [], controls: [])
    for k in 0..<segmentCount {
      var rest = segment(k)
      for piece in 0..<pieces[k] {
        // Split the rest at 1/remaining of its parameter: equal parameter steps overall.
        let remaining = pieces[k] - piece
        let (part, after) = remaining == 1 ? (rest, rest) : rest.split(at: 1 / Double(remaining))
        result.vertices.append(part.p0)
        result.controls.append(Controls(first: part.p1, second: part.p2))
        rest = after
      }
    }
    if !closed, let last = vertices.last { result.vertices.append(last) }
    return result
  }

  /// The contour under `transform`.
  func applying(_ transform: SwellTransform) -> LottieContour {
    LottieContour(
      closed: closed, vertices: vertices.map(transform.apply(to:)),
      controls: controls.map {
        Controls(first: transform.apply(to: $0.first), second: transform.apply(to: $0.second))
      })
  }

  /// The length of the control polygon (pt): an upper bound of the curve's length.
  var controlPolygonLength: Double {
    (0..<segmentCount).reduce(0) { $0 + segment($1).polygonLength }
  }

  /// The numbers a keyframe track compares: per vertex x, y, then the in and out tangents.
  var components: [Double] {
    var out: [Double] = []
    out.reserveCapacity(vertices.count * 6)
    let n = vertices.count
    for k in 0..<n {
      let v = vertices[k]
      // In tangent: the second control of the segment arriving at k (none for an open
      // contour's first vertex); out tangent: the first control of the segment leaving k.
      let arriving = closed ? (k + n - 1) % n : k - 1
      let inTangent = arriving >= 0 ? controls[arriving].second - v : .zero
      let outTangent = k < segmentCount ? controls[k].first - v : .zero
      out += [v.x, v.y, inTangent.x, inTangent.y, outTangent.x, outTangent.y]
    }
    return out
  }

  /// The Lottie form of a contour from its `components` (possibly interpolated or rounded).
  static func bezier(closed: Bool, components: [Double]) -> LottieBezier {
    var bezier = LottieBezier(closed: closed, vertices: [], inTangents: [], outTangents: [])
    var k = 0
    while k + 5 < components.count {
      bezier.vertices.append([components[k], components[k + 1]])
      bezier.inTangents.append([components[k + 2], components[k + 3]])
      bezier.outTangents.append([components[k + 4], components[k + 5]])
      k += 6
    }
    return bezier
  }
}

extension SwellRect {
  /// Whether the two boxes share any area or edge.
  func overlaps(_ other: SwellRect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }
}

extension LottieContour {
  /// A box around the contour's vertices and controls (which hold the curve), grown by
  /// `margin` on every side.
  func box(growingBy margin: Double) -> SwellRect {
    let points = vertices + controls.flatMap { [$0.first, $0.second] }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let minX = (xs.min() ?? 0) - margin
    let minY = (ys.min() ?? 0) - margin
    return SwellRect(
      x: minX, y: minY, width: (xs.max() ?? 0) + margin - minX,
      height: (ys.max() ?? 0) + margin - minY)
  }
}
