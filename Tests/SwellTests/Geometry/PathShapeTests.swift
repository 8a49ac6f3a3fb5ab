import Testing

@testable import Swell

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

@Suite struct PathShapeTests {
  static let center = SwellPoint(x: 100, y: 50)

  /// The largest |distance to the centre − r| over dense samples of the path's curves.
  static func radialError(_ path: SwellPath, radius r: Double) -> Double {
    var worst = 0.0
    for piece in BezierOracle.pieces(of: path) where piece.count == 4 {
      for i in 0...1_000 {
        let p = BezierOracle.point(piece, Double(i) / 1_000)
        worst = max(worst, abs(p.distance(to: center) - r))
      }
    }
    return worst
  }

  static func curveCount(_ path: SwellPath) -> Int {
    path.elements.filter { if case .curve = $0 { true } else { false } }.count
  }

  @Test func clockwiseIsClockwiseOnScreen() throws {
    // UIKit: from angle 0 (right of centre) to π/2 clockwise passes below the centre (y down).
    var path = SwellPath()
    path.addArc(center: Self.center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(path.elements.first == .move(to: SwellPoint(x: 110, y: 50)))
    #expect(Self.curveCount(path) == 1)
    expectClose(
      try #require(path.elements.last?.endPoint), SwellPoint(x: 100, y: 60), tolerance: 1e-12)
    let box = path.boundingBox
    #expect(box.minY >= 50 - 1e-12 && box.maxX <= 110 + 1e-12)
    #expect(isClose(path.length, 10 * .pi / 2, absolute: 0, relative: 1e-3))
    // Counter-clockwise between the same angles goes the long way: three quarters, over the top.
    var long = SwellPath()
    long.addArc(center: Self.center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(Self.curveCount(long) == 3)
    #expect(long.boundingBox.minY < 41)
    #expect(isClose(long.length, 10 * 3 * .pi / 2, absolute: 0, relative: 1e-3))
  }

  @Test func piecesAreAtMostNinetyDegreesAndAccurate() {
    for (sweep, pieces) in [(0.3, 1), (Double.pi / 2, 1), (2.0, 2), (Double.pi, 2), (5.0, 4)] {
      var path = SwellPath()
      path.addArc(
        center: Self.center, radius: 30, startAngle: 1, endAngle: 1 + sweep, clockwise: true)
      #expect(Self.curveCount(path) == pieces, "sweep \(sweep)")
      // The standard 4/3·tan(θ/4) arcs: radial error below 2.7e-4 r for quarters.
      #expect(Self.radialError(path, radius: 30) <= 30 * 2.8e-4)
      let end = SwellPoint(
        x: Self.center.x + 30 * cos(1 + sweep), y: Self.center.y + 30 * sin(1 + sweep))
      if let last = path.elements.last?.endPoint { expectClose(last, end, tolerance: 1e-12) }
    }
  }

  @Test func sweepsFollowTheCanvasRule() {
    func curves(_ start: Double, _ end: Double, _ clockwise: Bool) -> Int {
      var path = SwellPath()
      path.addArc(center: .zero, radius: 1, startAngle: start, endAngle: end, clockwise: clockwise)
      return Self.curveCount(path)
    }
    #expect(curves(0, 2 * .pi, true) == 4)  // a full turn
    #expect(curves(0, 10 * .pi, true) == 4)  // never more than one turn
    #expect(curves(0, -2 * .pi, false) == 4)
    #expect(curves(0, 0, true) == 0)  // nothing to sweep
    #expect(curves(0, 2 * .pi, false) == 0)  // same point, going the other way: nothing
    #expect(curves(0, -.pi / 2, true) == 3)  // clockwise to a smaller angle: the long way
  }

  @Test func arcsJoinTheCurrentPointWithALine() {
    var path = SwellPath()
    path.move(to: .zero)
    path.addArc(
      center: Self.center, radius: 10, startAngle: .pi, endAngle: .pi * 1.5, clockwise: true)
    #expect(path.elements[1] == .line(to: SwellPoint(x: 90, y: 50 + 10 * sin(Double.pi))))
    var nothing = SwellPath()
    nothing.addArc(center: Self.center, radius: .nan, startAngle: 0, endAngle: 1)
    nothing.addArc(center: Self.center, radius: 1, startAngle: .infinity, endAngle: 1)
    nothing.addRect(SwellRect(x: .nan, y: 0, width: 1, height: 1))
    nothing.addEllipse(in: SwellRect(x: 0, y: 0, width: .infinity, height: 1))
    #expect(nothing.isEmpty)
  }

  @Test func ellipseIsClockwiseOnScreenAndClosed() {
    let ellipse = SwellPath(ellipseIn: SwellRect(x: 0, y: 0, width: 40, height: 20))
    #expect(ellipse.elements.count == 6)
    #expect(ellipse.elements[0] == .move(to: SwellPoint(x: 40, y: 10)))
    #expect(ellipse.elements[1].endPoint == SwellPoint(x: 20, y: 20))  // the bottom comes first
    #expect(ellipse.elements[5] == .closeSubpath)
    var circle = SwellPath()
    circle.addEllipse(in: SwellRect(x: 70, y: 20, width: 60, height: 60))
    #expect(Self.radialError(circle, radius: 30) <= 30 * 2.8e-4)
    // The arc of a full turn from angle 0 is the same circle.
    var arc = SwellPath()
    arc.addArc(center: Self.center, radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    arc.closeSubpath()
    for (x, y) in zip(arc.elements, circle.elements) {
      #expect(isClose(x.endPoint?.x ?? 0, y.endPoint?.x ?? 0, absolute: 1e-9))
      #expect(isClose(x.endPoint?.y ?? 0, y.endPoint?.y ?? 0, absolute: 1e-9))
    }
  }
}
