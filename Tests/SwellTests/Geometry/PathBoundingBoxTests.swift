import Testing

@testable import Swell

@Suite struct PathBoundingBoxTests {
  /// The box of dense samples along the path, with the move points.
  static func sampledBox(_ path: SwellPath, perPiece: Int = 100_000) -> SwellRect {
    var points = BezierOracle.samples(of: path, perPiece: perPiece)
    for case .move(let p) in path.elements { points.append(p) }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let (x0, y0) = (xs.min() ?? 0, ys.min() ?? 0)
    return SwellRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
  }

  static func expectBox(
    _ box: SwellRect, near expected: SwellRect, tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectClose(
      box.minX, expected.minX, tolerance: tolerance, "minX", sourceLocation: sourceLocation)
    expectClose(
      box.minY, expected.minY, tolerance: tolerance, "minY", sourceLocation: sourceLocation)
    expectClose(
      box.maxX, expected.maxX, tolerance: tolerance, "maxX", sourceLocation: sourceLocation)
    expectClose(
      box.maxY, expected.maxY, tolerance: tolerance, "maxY", sourceLocation: sourceLocation)
  }

  @Test func cubicWithInteriorExtremaIsTight() {
    // An S-curve whose extremes on both axes are interior (t ≈ 0.21, 0.76 in x; 0.24, 0.80 in
    // y), with control points far beyond the curve.
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 0))
    path.addCurve(
      to: SwellPoint(x: 50, y: 10), control1: SwellPoint(x: 300, y: 120),
      control2: SwellPoint(x: -300, y: -80))
    let box = path.boundingBox
    let sampled = Self.sampledBox(path)
    // Sampling every 1e-5 of the parameter misses an extremum by O(h²): far below 1e-6 pt.
    Self.expectBox(box, near: sampled, tolerance: 1e-6)
    // The control polygon's box is much larger: the box is tight, not the hull's.
    #expect(box.maxY < 40 && box.minY > -15 && box.maxX < 88 && box.minX > -64)
    // …and beyond the end points on every side: all four edges come from interior extrema.
    #expect(box.maxY > 39 && box.minY < -14 && box.maxX > 87 && box.minX < -63)
  }

  @Test func quadCurveApexCounts() {
    // The bend seed's shape: the apex of a quad curve moves half as far as its control point.
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 100))
    path.addQuadCurve(to: SwellPoint(x: 375, y: 100), control: SwellPoint(x: 187.5, y: -100))
    path.closeSubpath()
    Self.expectBox(
      path.boundingBox, near: SwellRect(x: 0, y: 0, width: 375, height: 100), tolerance: 1e-12)
  }

  @Test func emptyAndMoveOnlyPaths() {
    #expect(SwellPath().boundingBox == .zero)
    let moves = SwellPath(elements: [
      .move(to: SwellPoint(x: 5, y: -2)), .move(to: SwellPoint(x: -1, y: 7)),
    ])
    #expect(moves.boundingBox == SwellRect(x: -1, y: -2, width: 6, height: 9))
    let one = SwellPath(elements: [.move(to: SwellPoint(x: 3, y: 4))])
    #expect(one.boundingBox == SwellRect(x: 3, y: 4, width: 0, height: 0))
  }

  @Test func rectangleAndEllipseBoxes() {
    let rect = SwellRect(x: 10, y: 20, width: -30, height: 40)  // a negative width still spans it
    #expect(SwellPath(rect: rect).boundingBox == SwellRect(x: -20, y: 20, width: 30, height: 40))
    let ellipse = SwellPath(ellipseIn: SwellRect(x: 10, y: 20, width: 30, height: 40))
    Self.expectBox(
      ellipse.boundingBox, near: SwellRect(x: 10, y: 20, width: 30, height: 40), tolerance: 1e-12)
  }
}
