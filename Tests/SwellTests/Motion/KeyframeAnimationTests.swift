import Testing

@testable import Swell

@Suite struct KeyframeAnimationTests {
  /// The bend seed's return: [1, .8, .6, .4, .2, 0] × bend, ease-in-ease-out, 0.2 s.
  @Test func bendSeedKeyframes() throws {
    let bend = 50.0
    let animation = try KeyframeAnimation(
      values: [1, 0.8, 0.6, 0.4, 0.2, 0].map { $0 * bend }, timingCurves: [.easeInEaseOut],
      duration: 0.2)
    #expect(animation.keyTimes == [0, 0.2, 0.4, 0.6, 0.8, 1])
    // Every keyframe is hit exactly at its time (key time × duration).
    for (index, value) in [50.0, 40, 30, 20, 10, 0].enumerated() {
      expectClose(animation.value(time: Double(index) * 0.04), value, tolerance: 1e-12)
    }
    // Halfway through the first segment the symmetric ease is exactly halfway.
    expectClose(animation.value(time: 0.02), 45, tolerance: 1e-12)
    // A quarter into the segment: the ease-in-ease-out curve at 0.25, by bisection.
    let eased = referenceTiming(0.42, 0, 0.58, 1, at: 0.25)
    expectClose(animation.value(time: 0.01), 50 - 10 * eased, tolerance: 1e-9)
  }

  @Test func holdsFirstAndLastOutsideTheRange() throws {
    let animation = try KeyframeAnimation(values: [3.0, 9, -1], duration: 2)
    #expect(animation.value(time: -5) == 3)
    #expect(animation.value(time: 0) == 3)
    #expect(animation.value(time: .nan) == 3)
    #expect(animation.value(time: 2) == -1)
    #expect(animation.value(time: 1e9) == -1)
    #expect(animation.value(time: .infinity) == -1)
  }

  @Test func oneCurvePerSegment() throws {
    // The bounce seed's damped keyframes with a different ease on each segment.
    let curves: [TimingCurve] = [.easeIn, .easeOut, .linear, .easeInEaseOut, .default]
    let animation = try KeyframeAnimation(
      values: [1, -0.7, 0.4, -0.3, 0.15, 0], timingCurves: curves, duration: 0.8)
    let segment = 0.8 / 5
    let eased = referenceTiming(0, 0, 0.58, 1, at: 0.3)
    expectClose(animation.value(time: segment * 1.3), -0.7 + 1.1 * eased, tolerance: 1e-9)
    expectClose(animation.value(time: segment * 2.5), 0.4 - 0.7 * 0.5, tolerance: 1e-12)
  }

  @Test func customKeyTimesAndJumps() throws {
    let animation = try KeyframeAnimation(
      values: [0.0, 10, 20, 30], keyTimes: [0, 0.5, 0.5, 1], duration: 1)
    expectClose(animation.value(time: 0.25), 5, tolerance: 1e-12)
    // At an equal pair of key times the later value wins: a jump from 10 to 20.
    #expect(animation.value(time: 0.5) == 20)
    expectClose(animation.value(time: 0.75), 25, tolerance: 1e-12)
  }

  @Test func pointsInterpolatePerAxis() throws {
    let animation = try KeyframeAnimation(
      values: [SwellPoint(x: 0, y: 0), SwellPoint(x: 100, y: -40)], duration: 0.5)
    expectClose(animation.value(time: 0.125), SwellPoint(x: 25, y: -10), tolerance: 1e-12)
  }

  @Test func singleValueIsConstant() throws {
    let animation = try KeyframeAnimation(values: [7.0], duration: 1)
    #expect(animation.value(time: 0.5) == 7)
    #expect(animation.value(time: 3) == 7)
  }

  @Test func badInputIsRejected() {
    expectRejection(naming: "values") {
      _ = try KeyframeAnimation<Double>(values: [], duration: 1)
    }
    expectRejection(naming: "keyTimes") {
      _ = try KeyframeAnimation(values: [1.0, 2], keyTimes: [0, 0.5, 1], duration: 1)
    }
    expectRejection(naming: "keyTimes[0]") {
      _ = try KeyframeAnimation(values: [1.0, 2], keyTimes: [0.1, 1], duration: 1)
    }
    expectRejection(naming: "keyTimes[2]") {
      _ = try KeyframeAnimation(values: [1.0, 2, 3], keyTimes: [0, 0.5, 0.9], duration: 1)
    }
    expectRejection(naming: "keyTimes[2]") {
      _ = try KeyframeAnimation(values: [1.0, 2, 3, 4], keyTimes: [0, 0.6, 0.4, 1], duration: 1)
    }
    expectRejection(naming: "keyTimes[1]") {
      _ = try KeyframeAnimation(values: [1.0, 2, 3], keyTimes: [0, .nan, 1], duration: 1)
    }
    expectRejection(naming: "keyTimes[0]") {
      _ = try KeyframeAnimation(values: [1.0], keyTimes: [1.5], duration: 1)
    }
    expectRejection(naming: "timingCurves") {
      _ = try KeyframeAnimation(
        values: [1.0, 2, 3], timingCurves: [.linear, .easeIn, .easeOut], duration: 1)
    }
    expectRejection(naming: "timingCurves") {
      _ = try KeyframeAnimation(values: [1.0, 2, 3], timingCurves: [], duration: 1)
    }
    for bad in [0, -1, Double.nan, .infinity] {
      expectRejection(naming: "duration") {
        _ = try KeyframeAnimation(values: [1.0, 2], duration: bad)
      }
    }
  }

  @Test func pathsOfDifferentStructureAreRejected() {
    let line = SwellPath(elements: [.move(to: .zero), .line(to: SwellPoint(x: 1, y: 1))])
    let curve = SwellPath(elements: [
      .move(to: .zero), .curve(to: SwellPoint(x: 1, y: 1), control1: .zero, control2: .zero),
    ])
    expectRejection(naming: "values[1]") {
      _ = try KeyframeAnimation(values: [line, curve], duration: 1)
    }
    // An empty path fits anything, but the others must still fit one another.
    expectRejection(naming: "values[2]") {
      _ = try KeyframeAnimation(values: [SwellPath(), line, curve], duration: 1)
    }
  }

  @Test func pathsInterpolatePointByPoint() throws {
    func bend(_ depth: Double) -> SwellPath {
      var path = SwellPath()
      path.move(to: SwellPoint(x: 0, y: 100))
      path.addQuadCurve(
        to: SwellPoint(x: 375, y: 100), control: SwellPoint(x: 187.5, y: 100 - depth))
      path.closeSubpath()
      return path
    }
    let animation = try KeyframeAnimation(values: [bend(80), bend(0)], duration: 0.2)
    #expect(animation.value(time: 0.05) == bend(60))
  }
}
