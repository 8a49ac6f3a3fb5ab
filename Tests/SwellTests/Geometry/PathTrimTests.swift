import Testing

@testable import Swell

@Suite struct PathTrimTests {
  static let square = SwellPath(rect: SwellRect(x: 0, y: 0, width: 10, height: 10))

  @Test func halfASquaresPerimeterEndsAtTheOppositeCorner() {
    // Clockwise on screen from the top-left: the top edge, then the right edge.
    let half = Self.square.trimmed(from: 0, to: 0.5)
    #expect(
      half.elements == [
        .move(to: SwellPoint(x: 0, y: 0)), .line(to: SwellPoint(x: 10, y: 0)),
        .line(to: SwellPoint(x: 10, y: 10)),
      ])
    expectClose(half.length, 20, tolerance: 1e-12)
    // The other half runs on through the closing line, which becomes a plain line.
    let rest = Self.square.trimmed(from: 0.5, to: 1)
    #expect(
      rest.elements == [
        .move(to: SwellPoint(x: 10, y: 10)), .line(to: SwellPoint(x: 0, y: 10)),
        .line(to: SwellPoint(x: 0, y: 0)),
      ])
  }

  @Test func cutsInsideLines() {
    let piece = Self.square.trimmed(from: 0.1, to: 0.3)  // 4 pt to 12 pt along the perimeter
    #expect(
      piece.elements == [
        .move(to: SwellPoint(x: 4, y: 0)), .line(to: SwellPoint(x: 10, y: 0)),
        .line(to: SwellPoint(x: 10, y: 2)),
      ])
  }

  @Test func circleTrimmedAtAQuarter() throws {
    let r = 40.0
    let circle = SwellPath(ellipseIn: SwellRect(x: -r, y: -r, width: 2 * r, height: 2 * r))
    // The four quarter arcs are congruent, so a quarter of the length is the first arc exactly:
    // from (r, 0) clockwise on screen to (0, r), below the centre.
    let quarter = circle.trimmed(from: 0, to: 0.25)
    #expect(quarter.elements.count == 2)
    #expect(quarter.elements.first == circle.elements.first)
    expectClose(
      try #require(quarter.elements.last?.endPoint), SwellPoint(x: 0, y: r), tolerance: 1e-9)
    #expect(isClose(quarter.length, circle.length / 4, absolute: 0, relative: 1e-9))

    // An eighth ends mid-arc: each arc is symmetric about its bisector, so half its length is
    // at t = ½, the de Casteljau midpoint (P0 + 3P1 + 3P2 + P3)/8 of its control points.
    guard case .curve(let p3, let p1, let p2) = circle.elements[1] else {
      Issue.record("expected a cubic")
      return
    }
    let p0 = SwellPoint(x: r, y: 0)
    let mid = SwellPoint(
      x: (p0.x + 3 * p1.x + 3 * p2.x + p3.x) / 8, y: (p0.y + 3 * p1.y + 3 * p2.y + p3.y) / 8)
    let eighth = circle.trimmed(from: 0, to: 0.125)
    expectClose(try #require(eighth.elements.last?.endPoint), mid, tolerance: 1e-9)
    // The rest starts there and is made of the cut arc's second half and three whole arcs.
    let rest = circle.trimmed(from: 0.125, to: 1)
    #expect(rest.elements.count == 1 + 4)
    expectClose(try #require(rest.elements.first?.endPoint), mid, tolerance: 1e-9)
    #expect(isClose(rest.length, circle.length * 7 / 8, absolute: 0, relative: 1e-9))
  }

  @Test func aCutCubicFollowsTheOriginalCurve() {
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 0))
    path.addCurve(
      to: SwellPoint(x: 100, y: 0), control1: SwellPoint(x: 150, y: 120),
      control2: SwellPoint(x: -50, y: -80))
    let piece = path.trimmed(from: 0.2, to: 0.7)
    // Every point of the piece lies on the original curve (checked by dense samples).
    let original = BezierOracle.samples(of: path, perPiece: 20_000)
    for p in BezierOracle.samples(of: piece, perPiece: 50) {
      let nearest = original.map { $0.distance(to: p) }.min() ?? .infinity
      #expect(nearest < 0.05)
    }
    #expect(isClose(piece.length, path.length / 2, absolute: 0, relative: 1e-9))
  }

  @Test func aWholeCircleStaysClosed() {
    // Its closing line has length zero; the seam must still be a join, not two caps.
    var path = SwellPath(ellipseIn: SwellRect(x: 0, y: 0, width: 10, height: 10))
    path.addEllipse(in: SwellRect(x: 20, y: 0, width: 10, height: 10))
    let first = path.trimmed(from: 0, to: 0.5)
    #expect(first == SwellPath(ellipseIn: SwellRect(x: 0, y: 0, width: 10, height: 10)))
    let second = path.trimmed(from: 0.5, to: 1)
    #expect(second == SwellPath(ellipseIn: SwellRect(x: 20, y: 0, width: 10, height: 10)))
    // Cut open, a circle loses its close: the part ends where the cut is.
    let cut = path.trimmed(from: 0.1, to: 0.5)
    #expect(cut.elements.count == 1 + 4)
    #expect(cut.elements.last == path.elements[4])
  }

  @Test func rangesAreClampedAndNaNCountsAsZero() {
    #expect(Self.square.trimmed(from: -1, to: 2) == Self.square)
    #expect(Self.square.trimmed(from: .nan, to: 1) == Self.square)
    #expect(Self.square.trimmed(from: 0.5, to: 0.5).isEmpty)
    #expect(Self.square.trimmed(from: 0.8, to: 0.2).isEmpty)
    #expect(Self.square.trimmed(from: 0, to: .nan).isEmpty)
    #expect(Self.square.trimmed(from: .nan, to: 0.5) == Self.square.trimmed(from: 0, to: 0.5))
    #expect(SwellPath().trimmed(from: 0.1, to: 0.9).isEmpty)
    #expect(SwellPath(elements: [.move(to: .zero)]).trimmed(from: 0.1, to: 0.9).isEmpty)
  }

  @Test func spansSubpathsAndKeepsWholeClosedOnes() {
    var path = SwellPath(rect: SwellRect(x: 0, y: 0, width: 10, height: 10))  // 40 pt, closed
    path.move(to: SwellPoint(x: 100, y: 0))
    path.addLine(to: SwellPoint(x: 140, y: 0))  // 40 pt, open
    let all = path.trimmed(from: 0, to: 0.75)  // 60 pt: the square whole and half the line
    #expect(
      Array(all.elements.prefix(5))
        == SwellPath(rect: SwellRect(x: 0, y: 0, width: 10, height: 10)).elements)
    #expect(
      all.elements.suffix(2) == [
        .move(to: SwellPoint(x: 100, y: 0)), .line(to: SwellPoint(x: 120, y: 0)),
      ])
    let across = path.trimmed(from: 0.125, to: 0.625)  // 10 pt to 50 pt of 80
    #expect(
      across.elements == [
        .move(to: SwellPoint(x: 10, y: 0)), .line(to: SwellPoint(x: 10, y: 10)),
        .line(to: SwellPoint(x: 0, y: 10)),
        .line(to: SwellPoint(x: 0, y: 0)), .move(to: SwellPoint(x: 100, y: 0)),
        .line(to: SwellPoint(x: 110, y: 0)),
      ])
  }
}
