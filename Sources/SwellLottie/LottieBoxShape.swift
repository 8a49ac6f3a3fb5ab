import Swell

/// A rectangle (`"rc"`) or an ellipse (`"el"`) item: the box given by its centre and size,
/// drawn clockwise on screen (`"d": 1`) as Swell's `addRect` and `addEllipse(in:)` draw it.
///
/// A list row's placeholder bar as a rectangle is about a third of its outline's bytes; every
/// player draws both (lottie-ios and lottie-android, lottie-web, ThorVG, rlottie). Players start
/// them at different points, which only a trim would show (rule L2).
struct LottieBoxShape: Hashable, Sendable, Codable {
  /// The name (`"nm"`).
  var name: String
  /// The centre (`"p"`, pt).
  var position: LottieProperty<LottieVector>
  /// The width and height (`"s"`, pt).
  var size: LottieProperty<LottieVector>
  /// A rectangle's corner radius (`"r"`, pt), which lottie-ios and lottie-web need written;
  /// nil for an ellipse.
  var roundness: LottieProperty<Double>?
  /// The direction (`"d"`): 1 clockwise on screen.
  var direction = 1

  private enum CodingKeys: String, CodingKey {
    case name = "nm"
    case position = "p"
    case size = "s"
    case roundness = "r"
    case direction = "d"
  }
}

extension LottieContour {
  /// The rectangle or ellipse item that draws this contour, when it is exactly the contour
  /// Swell's `addRect` or `addEllipse(in:)` writes (same winding, same quarter arcs), with
  /// its numbers rounded to `decimals` places; nil for any other contour.
  ///
  /// Exact, not fitted: a box or an ellipse is recognised only from the very points those
  /// two functions produce (within 1e-9 of the size, for the arcs' control distance).
  func primitive(named name: String, decimals: Int) -> LottieShape? {
    func fixed(_ values: [Double]) -> LottieProperty<LottieVector> {
      .fixed(LottieVector(values.map { LottieTrack.round($0, decimals: decimals) }))
    }
    if let box = rectangleBox {
      return .rectangle(
        LottieBoxShape(
          name: name, position: fixed([box.midX, box.midY]), size: fixed([box.width, box.height]),
          roundness: .fixed(0)))
    }
    if let box = ellipseBox {
      return .ellipse(
        LottieBoxShape(
          name: name, position: fixed([box.midX, box.midY]), size: fixed([box.width, box.height])))
    }
    return nil
  }

  /// The box of a closed contour of four straight sides, clockwise on screen from the
  /// top-left corner (`addRect`), of positive width and height.
  private var rectangleBox: SwellRect? {
    guard closed, vertices.count == 4, isStraight(segments: 0..<4) else { return nil }
    let (a, b, c, d) = (vertices[0], vertices[1], vertices[2], vertices[3])
    guard a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x, b.x > a.x, c.y > b.y else {
      return nil
    }
    return SwellRect(x: a.x, y: a.y, width: b.x - a.x, height: c.y - b.y)
  }

  /// The box of a closed contour of four quarter arcs, clockwise on screen from the right end
  /// of the horizontal axis, and the zero-length closing line `addEllipse(in:)` ends with.
  private var ellipseBox: SwellRect? {
    guard closed, vertices.count == 5, vertices[4] == vertices[0], isStraight(segments: 4..<5)
    else { return nil }
    let right = vertices[0]
    let (bottom, left, top) = (vertices[1], vertices[2], vertices[3])
    let centre = SwellPoint(x: bottom.x, y: right.y)
    let (rx, ry) = (right.x - centre.x, bottom.y - centre.y)
    guard rx > 0, ry > 0, top.x == centre.x, left.y == centre.y,
      abs(left.x - (centre.x - rx)) <= 1e-9 * rx, abs(top.y - (centre.y - ry)) <= 1e-9 * ry
    else { return nil }
    let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)  // 4/3·tan(π/8), as `addEllipse(in:)` uses
    // Each quarter's controls, as offsets from the centre in units of the semi-axes.
    let expected: [(Double, Double, Double, Double)] = [
      (1, k, k, 1), (-k, 1, -1, k), (-1, -k, -k, -1), (k, -1, 1, -k),
    ]
    for (q, (x1, y1, x2, y2)) in expected.enumerated() {
      let c = controls[q]
      let want = [centre.x + x1 * rx, centre.y + y1 * ry, centre.x + x2 * rx, centre.y + y2 * ry]
      let have = [c.first.x, c.first.y, c.second.x, c.second.y]
      for (w, h) in zip(want, have) where abs(w - h) > 1e-9 * max(rx, ry) { return nil }
    }
    return SwellRect(x: centre.x - rx, y: centre.y - ry, width: 2 * rx, height: 2 * ry)
  }

  /// Whether the segments are straight lines: controls on their ends, as lines are raised.
  private func isStraight(segments: Range<Int>) -> Bool {
    segments.allSatisfy { k in
      controls[k].first == vertices[k] && controls[k].second == end(ofSegment: k)
    }
  }
}
