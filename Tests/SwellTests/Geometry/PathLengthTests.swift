import Testing

@testable import Swell

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

@Suite struct PathLengthTests {
  /// A circle of radius r about c from four cubic quarter arcs, control distance
  /// 4/3·(√2 − 1)·r (= 4/3·tan(π/8)·r), written out by hand.
  static func cubicCircle(center c: SwellPoint, radius r: Double) -> SwellPath {
    let k = 4.0 / 3.0 * (2.0.squareRoot() - 1) * r
    var path = SwellPath()
    path.move(to: SwellPoint(x: c.x + r, y: c.y))
    path.addCurve(
      to: SwellPoint(x: c.x, y: c.y + r), control1: SwellPoint(x: c.x + r, y: c.y + k),
      control2: SwellPoint(x: c.x + k, y: c.y + r))
    path.addCurve(
      to: SwellPoint(x: c.x - r, y: c.y), control1: SwellPoint(x: c.x - k, y: c.y + r),
      control2: SwellPoint(x: c.x - r, y: c.y + k))
    path.addCurve(
      to: SwellPoint(x: c.x, y: c.y - r), control1: SwellPoint(x: c.x - r, y: c.y - k),
      control2: SwellPoint(x: c.x - k, y: c.y - r))
    path.addCurve(
      to: SwellPoint(x: c.x + r, y: c.y), control1: SwellPoint(x: c.x + k, y: c.y - r),
      control2: SwellPoint(x: c.x + r, y: c.y - k))
    path.closeSubpath()
    return path
  }

  @Test func circleOfFourCubicsHasTheCubicsLengthAndNearlyTwoPiR() {
    let r = 50.0
    let circle = Self.cubicCircle(center: SwellPoint(x: 10, y: -20), radius: r)
    let oracle = BezierOracle.length(of: circle)  // Simpson, 20 000 steps per arc
    #expect(isClose(circle.length, oracle, absolute: 0, relative: 1e-9))
    // The cubic approximation bulges out by at most 2.7e-4 r; its length exceeds 2πr by less.
    #expect(isClose(circle.length, 2 * Double.pi * r, absolute: 0, relative: 2.7e-4))
    #expect(circle.length > 2 * Double.pi * r)
    // addEllipse draws the same curve.
    let ellipse = SwellPath(ellipseIn: SwellRect(x: -40, y: -70, width: 100, height: 100))
    #expect(isClose(ellipse.length, oracle, absolute: 0, relative: 1e-9))
  }

  @Test func linesAndTheClosingLineCount() {
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 0))
    path.addLine(to: SwellPoint(x: 3, y: 0))
    path.addLine(to: SwellPoint(x: 3, y: 4))
    path.closeSubpath()  // 5 back to the start
    path.move(to: SwellPoint(x: 100, y: 100))  // moves draw nothing
    path.addLine(to: SwellPoint(x: 100, y: 110))
    expectClose(path.length, 3 + 4 + 5 + 10, tolerance: 1e-12)
    #expect(SwellPath().length == 0)
    #expect(SwellPath(elements: [.move(to: SwellPoint(x: 1, y: 1))]).length == 0)
  }

  /// As cairo draws it (`PathReadingTests` checks the reading against cairo): a line with no
  /// current point only moves there, so the second line is all that is measured.
  @Test func aLineBeforeAnyMoveOnlyMoves() {
    let path = SwellPath(elements: [
      .line(to: SwellPoint(x: 6, y: 8)), .line(to: SwellPoint(x: 9, y: 12)),
    ])
    expectClose(path.length, 5, tolerance: 1e-12)
  }

  /// ∫₀¹ √(a t² + b t + c) dt in closed form (a > 0, b² < 4ac, i.e. a curve that is not a line).
  static func quadLengthClosedForm(_ p0: SwellPoint, _ p1: SwellPoint, _ p2: SwellPoint) -> Double {
    // B′(t) = A t + B with A = 2(P0 − 2P1 + P2), B = 2(P1 − P0).
    let (ax, ay) = (2 * (p0.x - 2 * p1.x + p2.x), 2 * (p0.y - 2 * p1.y + p2.y))
    let (bx, by) = (2 * (p1.x - p0.x), 2 * (p1.y - p0.y))
    let a = ax * ax + ay * ay
    let b = 2 * (ax * bx + ay * by)
    let c = bx * bx + by * by
    func antiderivative(_ t: Double) -> Double {
      let q = (a * t * t + b * t + c).squareRoot()
      return (2 * a * t + b) / (4 * a) * q
        + (4 * a * c - b * b) / (8 * pow(a, 1.5)) * log(2 * a.squareRoot() * q + 2 * a * t + b)
    }
    return antiderivative(1) - antiderivative(0)
  }

  @Test(arguments: [
    (SwellPoint(x: 0, y: 100), SwellPoint(x: 187.5, y: 20), SwellPoint(x: 375, y: 100)),
    (SwellPoint(x: 0, y: 0), SwellPoint(x: 300, y: 10), SwellPoint(x: 5, y: 40)),
    (SwellPoint(x: -3, y: 2), SwellPoint(x: 1, y: 7), SwellPoint(x: 4, y: -1)),
  ])
  func quadCurveMatchesTheClosedForm(_ p0: SwellPoint, _ p1: SwellPoint, _ p2: SwellPoint) {
    var path = SwellPath()
    path.move(to: p0)
    path.addQuadCurve(to: p2, control: p1)
    let exact = Self.quadLengthClosedForm(p0, p1, p2)
    #expect(isClose(path.length, exact, absolute: 0, relative: 1e-10), "\(path.length) vs \(exact)")
  }

  @Test func cubicWithACuspMatchesDenseIntegration() {
    // B′(½) = 0: the speed has a kink, the hard case for quadrature.
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 0))
    path.addCurve(
      to: SwellPoint(x: 100, y: 0), control1: SwellPoint(x: 100, y: 100),
      control2: SwellPoint(x: 0, y: 100))
    let oracle = BezierOracle.length(of: path, steps: 200_000)
    #expect(
      isClose(path.length, oracle, absolute: 0, relative: 1e-8), "\(path.length) vs \(oracle)")
  }

  @Test func cubicWithAnOffCentreCuspMatchesAHighPrecisionValue() {
    // The curve above cut at t = 0.7 (de Casteljau): its cusp is at t = 5/7, off every dyadic
    // split point. Reference: mpmath quad at 30 digits, split at the cusp.
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 0))
    path.addCurve(
      to: SwellPoint(x: 53.2, y: 63), control1: SwellPoint(x: 70, y: 70),
      control2: SwellPoint(x: 42, y: 91))
    #expect(isClose(path.length, 103.889_268_000_069_752, absolute: 0, relative: 1e-12))
  }

  @Test func degenerateCurvesHaveTheirLineLength() {
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 0))
    // Control points on the chord, in order: the curve is the segment, traversed unevenly.
    path.addCurve(
      to: SwellPoint(x: 30, y: 40), control1: SwellPoint(x: 3, y: 4),
      control2: SwellPoint(x: 27, y: 36))
    path.addQuadCurve(to: SwellPoint(x: 30, y: 40), control: SwellPoint(x: 30, y: 40))  // a point
    expectClose(path.length, 50, tolerance: 1e-9)
  }

  @Test func nonFiniteCoordinatesDoNotHang() {
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 0))
    path.addCurve(
      to: SwellPoint(x: 1, y: 1), control1: SwellPoint(x: .nan, y: 0),
      control2: SwellPoint(x: 0, y: .infinity))
    #expect(!path.length.isFinite)
  }
}
