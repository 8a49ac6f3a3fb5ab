import Testing

@testable import Swell

@Suite struct PathFlattenTests {
  static var curvy: SwellPath {
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 100))
    path.addQuadCurve(to: SwellPoint(x: 375, y: 100), control: SwellPoint(x: 187.5, y: -60))
    path.addCurve(
      to: SwellPoint(x: 0, y: 200), control1: SwellPoint(x: 500, y: 400),
      control2: SwellPoint(x: -200, y: 0))
    path.closeSubpath()
    path.move(to: SwellPoint(x: 50, y: 50))
    path.addLine(to: SwellPoint(x: 60, y: 60))
    return path
  }

  /// The largest distance from a dense sample of `path` to the polyline `lines`, subpath by
  /// subpath being irrelevant: the nearest segment of all counts.
  static func deviation(of path: SwellPath, from lines: SwellPath) -> Double {
    let segments = BezierOracle.pieces(of: lines)
    var worst = 0.0
    for p in BezierOracle.samples(of: path, perPiece: 2_000) {
      var nearest = Double.infinity
      for s in segments {
        nearest = min(nearest, BezierOracle.distance(from: p, toSegment: s[0], s[1]))
      }
      worst = max(worst, nearest)
    }
    return worst
  }

  @Test(arguments: [2.0, 0.5, 0.1, 0.01])
  func staysWithinTheTolerance(_ tolerance: Double) {
    let flat = Self.curvy.flattened(tolerance: tolerance)
    for element in flat.elements {
      switch element {
      case .quadCurve, .curve: Issue.record("a curve survived: \(element)")
      default: break
      }
    }
    let deviation = Self.deviation(of: Self.curvy, from: flat)
    #expect(deviation <= tolerance, "deviation \(deviation) > \(tolerance)")
    // Not wastefully fine either: the deviation is a fair share of what was allowed.
    #expect(deviation >= tolerance / 10, "deviation \(deviation) ≪ \(tolerance)")
    // Moves, lines and the close are kept, and the curves end exactly where they did.
    #expect(flat.elements.first == Self.curvy.elements.first)
    #expect(flat.elements.suffix(3) == Self.curvy.elements.suffix(3))
    #expect(flat.elements.contains(.line(to: SwellPoint(x: 375, y: 100))))
  }

  @Test(arguments: [0.0, -1.0, .nan, -.infinity, 1e-300])
  func invalidTolerancesUseTheMinimumAndFinish(_ tolerance: Double) {
    let flat = Self.curvy.flattened(tolerance: tolerance)
    #expect(flat == Self.curvy.flattened(tolerance: 0.001))
    #expect(flat.elements.count < 10_000)
  }

  @Test func infiniteToleranceGivesChords() {
    let flat = Self.curvy.flattened(tolerance: .infinity)
    #expect(
      flat.elements == [
        .move(to: SwellPoint(x: 0, y: 100)), .line(to: SwellPoint(x: 375, y: 100)),
        .line(to: SwellPoint(x: 0, y: 200)), .closeSubpath, .move(to: SwellPoint(x: 50, y: 50)),
        .line(to: SwellPoint(x: 60, y: 60)),
      ])
  }

  @Test func hugeCurvesAreCapped() {
    var path = SwellPath()
    path.move(to: .zero)
    path.addCurve(
      to: SwellPoint(x: 1e9, y: 0), control1: SwellPoint(x: 0, y: 1e9),
      control2: SwellPoint(x: 1e9, y: 1e9))
    let flat = path.flattened(tolerance: 0.001)
    #expect(flat.elements.count == 1 + 16_384)
  }
}
