import Testing

@testable import Swell

@Suite struct PathInterpolationTests {
  /// The elastic seed's shape with its control point at `d`.
  static func elastic(_ d: SwellPoint) -> SwellPath {
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 0))
    path.addLine(to: SwellPoint(x: 0, y: 100))
    path.addQuadCurve(to: SwellPoint(x: 375, y: 100), control: d)
    path.addLine(to: SwellPoint(x: 375, y: 0))
    path.closeSubpath()
    return path
  }

  @Test func compatiblePathsInterpolatePointByPoint() throws {
    let a = Self.elastic(SwellPoint(x: 187.5, y: 100))
    let b = Self.elastic(SwellPoint(x: 100, y: 300))
    #expect(a.hasSameStructure(as: b))
    #expect(try a.interpolated(to: b, fraction: 0) == a)
    #expect(try a.interpolated(to: b, fraction: 1) == b)
    #expect(
      try a.interpolated(to: b, fraction: 0.25) == Self.elastic(SwellPoint(x: 165.625, y: 150)))
    // Beyond 1 extrapolates (springs overshoot).
    #expect(try a.interpolated(to: b, fraction: 2) == Self.elastic(SwellPoint(x: 12.5, y: 500)))
    // The generic Interpolatable path (what springs and keyframes use) agrees.
    let generic: (SwellPath) -> SwellPath = { b in
      func lerp<V: Interpolatable>(_ x: V, _ y: V) -> V { x + (y - x).scaled(by: 0.25) }
      return lerp(a, b)
    }
    #expect(generic(b) == Self.elastic(SwellPoint(x: 165.625, y: 150)))
  }

  @Test func incompatiblePathsThrowNamingTheElement() {
    let a = Self.elastic(SwellPoint(x: 187.5, y: 100))
    var b = SwellPath()
    b.move(to: SwellPoint(x: 0, y: 0))
    b.addLine(to: SwellPoint(x: 0, y: 100))
    b.addCurve(to: SwellPoint(x: 375, y: 100), control1: .zero, control2: .zero)
    #expect(!a.hasSameStructure(as: b))
    #expect(
      throws: SwellError.incompatiblePaths(
        "element 2 is a quadCurve in the first path and a curve in the second")
    ) {
      try a.interpolated(to: b, fraction: 0.5)
    }
    var shorter = SwellPath()
    shorter.move(to: SwellPoint(x: 0, y: 0))
    shorter.addLine(to: SwellPoint(x: 0, y: 100))
    #expect(
      throws: SwellError.incompatiblePaths(
        "element 2 is a quadCurve in the first path and missing from the second,"
          + " which has 2 elements")
    ) {
      try a.interpolated(to: shorter, fraction: 0.5)
    }
    #expect(
      throws: SwellError.incompatiblePaths(
        "element 2 is a quadCurve in the second path and missing from the first,"
          + " which has 2 elements")
    ) {
      try shorter.interpolated(to: a, fraction: 0.5)
    }
    #expect(throws: SwellError.self) { try a.interpolated(to: a, fraction: .nan) }
  }

  @Test func animatableArithmetic() {
    let a = Self.elastic(SwellPoint(x: 10, y: 20))
    let b = Self.elastic(SwellPoint(x: 1, y: 2))
    #expect(SwellPath.zero.isEmpty)
    #expect(a + .zero == a)
    #expect(.zero + a == a)
    #expect(a - .zero == a)
    #expect(SwellPath.zero - a == a.scaled(by: -1))
    #expect((a - b) + b == a)
    #expect(a.scaled(by: 2) == a + a)
    // Mismatched structures: the left operand, unchanged.
    let square = SwellPath(rect: SwellRect(x: 0, y: 0, width: 1, height: 1))
    #expect(a + square == a)
    #expect(a - square == a)
    #expect(!a.isCompatible(with: square))
    #expect(
      a.isCompatible(with: b) && a.isCompatible(with: .zero) && SwellPath.zero.isCompatible(with: a)
    )
    // Σ of squared coordinates: (0,0) (0,100) (375,100) (x,y) (375,0) for the elastic shape.
    let corners: Double = 100 * 100 + 2 * 375 * 375 + 100 * 100
    let control: Double = 10 * 10 + 20 * 20
    let expected = corners + control
    #expect(a.magnitudeSquared == expected)
  }
}
