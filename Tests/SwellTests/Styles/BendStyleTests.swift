import Foundation
import Testing

@testable import Swell

/// How fast bend's path points can move, from its formulas (see BendStyle's documentation).
enum BendBounds {
  /// The length of the longest ball arc (pt), from the seed repository's construction:
  /// angle₁ = atan(|shift| / rise), the arc spans π − 2·angle₁ of a circle of radius
  /// √(shift² + rise²) / (2·cos angle₁).
  static func longestArc(_ s: BendStyle) -> Double {
    (0..<s.ballCount).map { i -> Double in
      let shift = (s.ballDiameter + s.ballSpacing) * (Double(s.ballCount - 1) / 2 - Double(i))
      guard shift != 0 else { return s.riseHeight }
      let angle1 = atan(abs(shift) / s.riseHeight)
      let radius = (shift * shift + s.riseHeight * s.riseHeight).squareRoot() / (2 * cos(angle1))
      return radius * (.pi - 2 * angle1)
    }.max() ?? 0
  }

  /// The fastest motion not caused by the pull (pt/s), whichever is larger: the control point
  /// flattening (the bend at release × the keyframes' steepest step per unit of progress × the
  /// ease's peak slope 1.7241 / duration), a ball on its arc (length / rise time) or a ball
  /// floating (4 × amplitude / period for the triangle, 2π × amplitude / period for the sine).
  static func autonomousSpeed(_ s: BendStyle) -> Double {
    let frames = s.releaseKeyframes
    let steps = zip(frames, frames.dropFirst()).map { abs($1 - $0) * Double(frames.count - 1) }
    let release =
      s.maximumBend * (steps.max() ?? 0) * StyleHarness.easeSlope / max(s.releaseDuration, 1e-3)
    let rise = longestArc(s) / max(s.riseDuration, 1e-3)
    let float = 2 * .pi * s.floatAmplitude / s.floatPeriod
    return max(release, rise, float)
  }
}

@Suite struct BendStyleTests {
  let size = SwellSize(width: 375, height: 100)

  func shape(_ style: BendStyle, _ context: RefreshContext) throws -> SwellPath {
    try #require(PathProbe.layer("bend.shape", in: style.scene(in: context))).path
  }

  /// The bend (pt): the height above the content of the control point of a curve whose ends
  /// are on the content's edge, twice its apex's (a quadratic curve reaches halfway to its
  /// control point), read from the drawn curve's ends and control point.
  func bend(_ path: SwellPath) -> Double? {
    guard case .move(let start) = path.elements.first else { return nil }
    for case .quadCurve(_, let control) in path.elements {
      return 2 * PathProbe.untucked(100 - (start.y + control.y) / 2)
    }
    return nil
  }

  /// Seed: bend = 25 + 75·pull/80 while pulling; a quad curve's apex is half its control
  /// point's height: at pull 40, bend 62.5 and the apex 31.25 pt above the content, at x = W/2.
  @Test(arguments: [0.5, 10, 40, 79.9])
  func seedApexIsHalfTheBend(pull: Double) throws {
    let path = try shape(
      .seed,
      RefreshContext(state: .pulling(progress: pull / 80), pullDistance: pull, size: size))
    let expected = 25 + 75 * pull / 80
    expectClose(try #require(bend(path)), expected, tolerance: 1e-9)
    let samples = PathProbe.curveSamples(path, perSegment: 1000)
    let apex = try #require(samples.min { $0.y < $1.y })
    expectClose(apex.y, 100 - expected / 2, tolerance: 1e-6)
    expectClose(apex.x, 375 / 2, tolerance: 0.5)
  }

  /// Swell's default grows from flat: 70·pull/80; past the trigger it keeps bending softly,
  /// 70 + 17.5·e/(e + 17.5) for e points past it (the seed holds 100).
  @Test func defaultBendAndArmedHold() throws {
    let half = try shape(
      BendStyle(),
      RefreshContext(state: .pulling(progress: 0.5), pullDistance: 40, size: size))
    expectClose(try #require(bend(half)), 35, tolerance: 1e-9)
    let armed = try shape(
      BendStyle(), RefreshContext(state: .armed, pullDistance: 130, size: size))
    expectClose(try #require(bend(armed)), 70 + 17.5 * 50 / 67.5, tolerance: 1e-9)
    let seedArmed = try shape(.seed, RefreshContext(state: .armed, pullDistance: 130, size: size))
    expectClose(try #require(bend(seedArmed)), 100, tolerance: 1e-9)
  }

  /// The release: [1, .8, .6, .4, .2, 0] × 100 at evenly spaced key times, with one
  /// ease-in-ease-out over the 0.2 s: the k-th value is reached when CA's curve reaches k/5.
  @Test func seedReleaseKeyframes() throws {
    let values = [1, 0.8, 0.6, 0.4, 0.2, 0.0]
    for (k, value) in values.enumerated() {
      let t = 0.2 * PathProbe.caEaseInEaseOutInverse(Double(k) / 5)
      let path = try shape(
        .seed,
        RefreshContext(
          state: .refreshing, pullDistance: 90, timeInState: t, size: size,
          pullDistanceAtStateChange: 90))
      expectClose(try #require(bend(path)), 100 * value, tolerance: 1e-6, "k = \(k)")
    }
    // Halfway in time is halfway in value (the curve is symmetric), and the end holds.
    for (t, expected) in [(0.1, 50.0), (0.05, 100 * (1 - PathProbe.caEaseInEaseOut(0.25))), (3, 0)]
    {
      let path = try shape(
        .seed,
        RefreshContext(
          state: .refreshing, pullDistance: 70, timeInState: t, size: size,
          pullDistanceAtStateChange: 85))
      expectClose(try #require(bend(path)), expected, tolerance: 1e-6, "t = \(t)")
    }
  }

  /// Ball centres, from the seed repository's construction: ball i is shifted
  /// (15 + 10)·(1.5 − i) left; its arc's circle has radius √(shift² + 35²) / (2·cos angle₁)
  /// with angle₁ = atan(|shift| / 35), centre (W/2 − shift, radius − 35) from the content's
  /// top, and runs over π − 2·angle₁ to the angle 3π/2 (the top), at constant speed in 0.5 s.
  func seedBallCenter(_ i: Int, _ t: Double) -> SwellPoint {
    let shift = 25 * (1.5 - Double(i))
    let angle1 = atan(abs(shift) / 35)
    let angle2 = Double.pi - 2 * angle1
    let radius = (shift * shift + 35 * 35).squareRoot() / (2 * cos(angle1))
    let center = SwellPoint(x: 375 / 2 - shift, y: 100 + radius - 35)
    let u = min(t / 0.5, 1)
    // Left-moving balls (shift > 0) turn anticlockwise from 3π/2 + angle₂, the others
    // clockwise from 3π/2 − angle₂.
    let angle = shift > 0 ? 1.5 * .pi + angle2 * (1 - u) : 1.5 * .pi - angle2 * (1 - u)
    return SwellPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }

  func ballCenters(_ style: BendStyle, _ context: RefreshContext) throws -> [SwellPoint] {
    let scene = style.scene(in: context)
    return try (0..<4).map { i in
      PathProbe.center(of: try #require(PathProbe.layer("bend.ball\(i)", in: scene)).placedPath)
    }
  }

  @Test(arguments: [0.0, 0.1, 0.25, 0.4, 0.5])
  func seedBallsRiseAlongArcs(t: Double) throws {
    let centers = try ballCenters(
      .seed, RefreshContext(state: .refreshing, pullDistance: 75, timeInState: t, size: size))
    for i in 0..<4 {
      expectClose(centers[i], seedBallCenter(i, t), tolerance: 1e-6)
    }
    if t == 0.5 {
      // At rest 35 pt above the content, 25 pt apart, centred.
      for i in 0..<4 {
        expectClose(
          centers[i], SwellPoint(x: 187.5 + 25 * (Double(i) - 1.5), y: 65), tolerance: 1e-9)
      }
    }
  }

  /// After the rise, ball i floats from 0.5 + 0.2·i s: first down 5 pt at a quarter period,
  /// linearly (the seed's 0, 1, …, 5, 4, … keyframes), up 5 pt at three quarters; Swell's
  /// default follows a sine (its balls, rising one after another, are checked once floating).
  @Test func ballsFloatStaggered() throws {
    for i in 0..<4 {
      let start = 0.5 + 0.2 * Double(i)
      for (dt, seedOffset, sineOffset) in [
        (-0.1, 0.0, 0.0), (0.125, 2.5, 5 * sin(Double.pi / 4)), (0.25, 5.0, 5.0),
        (0.75, -5.0, -5.0), (1.6, -2.0, 5 * sin(2 * Double.pi * 0.6)),
      ] where start + dt >= 0.5 {
        let c = RefreshContext(
          state: .refreshing, pullDistance: 70, timeInState: start + dt, size: size)
        expectClose(try ballCenters(.seed, c)[i].y, 65 + seedOffset, tolerance: 1e-9)
        if dt >= 0 {
          // Swell's rest 46 pt up (pulled no further than its refreshing height, the balls
          // peeked lower than that and rose to it).
          expectClose(try ballCenters(BendStyle(), c)[i].y, 54 + sineOffset, tolerance: 1e-9)
        }
      }
    }
  }

  /// The balls are hidden until the refresh (the seed's transparent, Swell's under the content's
  /// top); while finishing the seed hides them at once and Swell's default fades them (half
  /// way: half opacity) while they keep floating.
  @Test func ballsOpacityThroughTheFlow() throws {
    func opacities(_ style: BendStyle, _ c: RefreshContext) -> [Double] {
      style.scene(in: c).layers.filter { $0.name.hasPrefix("bend.ball") }.map(\.opacity)
    }
    let pulling = RefreshContext(state: .pulling(progress: 0.5), pullDistance: 40, size: size)
    #expect(opacities(.seed, pulling) == [0, 0, 0, 0])
    // Not armed yet: each just under the bump's surface (bend 35, apex 17.5 pt up: the curve
    // from (0, 101) to (375, 101) whose middle is at 82.5), its top touching it.
    for center in try ballCenters(BendStyle(), pulling) {
      let t = center.x / 375
      expectClose(center.y - 7.5, 101 + 4 * t * (1 - t) * (82.5 - 101), tolerance: 1e-9)
    }
    let refreshing = RefreshContext(
      state: .refreshing, pullDistance: 70, timeInState: 1, size: size)
    #expect(opacities(BendStyle(), refreshing) == [1, 1, 1, 1])
    let finishing = RefreshContext(
      state: .finishing, pullDistance: 35, timeInState: 0.2, size: size,
      previousStateDuration: 3)
    #expect(opacities(.seed, finishing) == [0, 0, 0, 0])
    for o in opacities(BendStyle(), finishing) { expectClose(o, 0.5, tolerance: 1e-9) }
    // Still floating: refresh time 3.2 s, ball 0 started floating at 0.5 s → 2.7 periods.
    let y = try ballCenters(BendStyle(), finishing)[0].y
    expectClose(y, 54 + 5 * sin(2 * .pi * 0.7), tolerance: 1e-9)
  }

  /// Reduce motion: the bump holds its shape and fades; the balls fade in at their places.
  @Test func reduceMotionFadesInsteadOfMoving() throws {
    let c = RefreshContext(
      state: .refreshing, pullDistance: 70, timeInState: 0.1, size: size, reduceMotion: true,
      pullDistanceAtStateChange: 90)
    let scene = BendStyle().scene(in: c)
    let bump = try #require(PathProbe.layer("bend.shape", in: scene))
    expectClose(try #require(bend(bump.path)), 70 + 17.5 * 10 / 27.5, tolerance: 1e-9)
    expectClose(bump.opacity, 1 - 0.1 / 0.45, tolerance: 1e-9)
    let ball = try #require(PathProbe.layer("bend.ball0", in: scene))
    expectClose(
      PathProbe.center(of: ball.placedPath), SwellPoint(x: 187.5 - 37.5, y: 54), tolerance: 1e-9)
    // Fading in over its rise, breathing from the refresh's start (1 → 0.6 → 1 in 1.6 s).
    expectClose(
      ball.opacity, 0.1 / 0.5 * (0.8 + 0.2 * cos(2 * .pi * 0.1 / 1.6)), tolerance: 1e-9)
    var later = c
    later.timeInState = 2.3
    let still = try ballCenters(BendStyle(), later)
    #expect(
      still
        == (try ballCenters(
          BendStyle(),
          {
            var x = later; x.timeInState = 3.1; return x
          }())))
  }
}
