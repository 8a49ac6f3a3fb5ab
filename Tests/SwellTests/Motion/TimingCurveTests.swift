import Foundation
import Testing

@testable import Swell

/// A cubic-bezier timing function evaluated by plain bisection on x, independently of
/// `TimingCurve`: the oracle for its Newton solver.
func referenceTiming(
  _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at progress: Double
) -> Double {
  func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
  }
  var (low, high) = (0.0, 1.0)
  for _ in 0..<200 {
    let mid = (low + high) / 2
    if bernstein(mid, x1, x2) < progress { low = mid } else { high = mid }
  }
  return bernstein((low + high) / 2, y1, y2)
}

@Suite struct TimingCurveTests {
  /// Chromium's published values for cubic-bezier(0.25, 0, 0.75, 1) (its UnitBezier tests).
  @Test(arguments: [
    (0.05, 0.01136), (0.25, 0.18235), (0.4, 0.36761), (0.75, 0.81764), (0.9, 0.96021),
  ])
  func matchesChromium(_ progress: Double, _ expected: Double) throws {
    let curve = try TimingCurve(0.25, 0, 0.75, 1)
    expectClose(curve.value(at: progress), expected, tolerance: 1.5e-4)
  }

  static let named: [(String, TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ("bounce overshoot", (try? TimingCurve(0.49, 0.13, 0.29, 1.61)) ?? .linear),
  ]

  @Test(arguments: named.indices)
  func solvesXToOneTenMillionth(_ index: Int) {
    let (name, curve) = Self.named[index]
    let (c1, c2) = (curve.controlPoint1, curve.controlPoint2)
    for step in 1..<1000 {
      let progress = Double(step) / 1000
      let s = curve.parameter(forProgress: progress)
      let x = TimingCurve.bezier(s, c1.x, c2.x)
      #expect(abs(x - progress) <= 1e-7, "\(name) at \(progress): x = \(x)")
      expectClose(
        curve.value(at: progress), referenceTiming(c1.x, c1.y, c2.x, c2.y, at: progress),
        tolerance: 1e-9, "\(name) at \(progress)")
    }
  }

  @Test func namedCurvesHaveCoreAnimationsControlPoints() {
    #expect(TimingCurve.easeIn.controlPoint1 == SwellPoint(x: 0.42, y: 0))
    #expect(TimingCurve.easeIn.controlPoint2 == SwellPoint(x: 1, y: 1))
    #expect(TimingCurve.easeOut.controlPoint2 == SwellPoint(x: 0.58, y: 1))
    #expect(TimingCurve.easeInEaseOut.controlPoint1 == SwellPoint(x: 0.42, y: 0))
    #expect(TimingCurve.default.controlPoint1 == SwellPoint(x: 0.25, y: 0.1))
    #expect(TimingCurve.default.controlPoint2 == SwellPoint(x: 0.25, y: 1))
  }

  @Test func overshootLeavesTheUnitRange() throws {
    let curve = try TimingCurve(0.49, 0.13, 0.29, 1.61)
    let highest = (0...1000).map { curve.value(at: Double($0) / 1000) }.max() ?? 0
    #expect(highest > 1.1)
    #expect(curve.value(at: 1) == 1)
  }

  @Test func endsAndOutOfRangeProgress() {
    for (_, curve) in Self.named {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -3) == 0)
      #expect(curve.value(at: 7) == 1)
      #expect(curve.value(at: .nan) == 0)
    }
    #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
  }

  @Test func easeInEaseOutIsPointSymmetric() {
    for step in 0...100 {
      let p = Double(step) / 100
      expectClose(
        TimingCurve.easeInEaseOut.value(at: p) + TimingCurve.easeInEaseOut.value(at: 1 - p), 1,
        tolerance: 1e-12)
    }
  }

  @Test func badControlPointsAreRejected() {
    expectRejection(naming: "x1") { _ = try TimingCurve(1.2, 0, 0.5, 1) }
    expectRejection(naming: "x2") { _ = try TimingCurve(0.2, 0, -0.1, 1) }
    expectRejection(naming: "y1") { _ = try TimingCurve(0.2, .nan, 0.5, 1) }
    expectRejection(naming: "y2") { _ = try TimingCurve(0.2, 0, 0.5, .infinity) }
    expectRejection(naming: "controlPoint1.x") {
      _ = try TimingCurve(
        controlPoint1: SwellPoint(x: .nan, y: 0), controlPoint2: SwellPoint(x: 1, y: 1))
    }
    expectRejection(naming: "controlPoint2.y") {
      _ = try TimingCurve(
        controlPoint1: SwellPoint(x: 0, y: 0), controlPoint2: SwellPoint(x: 1, y: -.infinity))
    }
    #expect(throws: Never.self) { _ = try TimingCurve(0, -5, 1, 5) }
  }

  @Test func codableRoundTrip() throws {
    let curve = try TimingCurve(0.49, 0.13, 0.29, 1.61)
    let decoded = try JSONDecoder().decode(
      TimingCurve.self, from: try JSONEncoder().encode(curve))
    #expect(decoded == curve)
    let bad = Data(#"{"controlPoint1":{"x":2,"y":0},"controlPoint2":{"x":1,"y":1}}"#.utf8)
    expectRejection(naming: "controlPoint1.x") {
      _ = try JSONDecoder().decode(TimingCurve.self, from: bad)
    }
  }
}
