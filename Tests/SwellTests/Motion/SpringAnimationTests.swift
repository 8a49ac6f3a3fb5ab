import Testing

@testable import Swell

@Suite struct SpringAnimationTests {
  @Test func startsAtFromAndEndsAtTo() {
    let animation = SpringAnimation(
      spring: .bouncy, from: SwellPoint(x: 10, y: 20), to: SwellPoint(x: 110, y: -20), startTime: 2)
    #expect(animation.value(time: 2) == SwellPoint(x: 10, y: 20))
    #expect(animation.value(time: 1) == SwellPoint(x: 10, y: 20))
    #expect(animation.velocity(time: 2) == .zero)
    expectClose(animation.value(time: 50), SwellPoint(x: 110, y: -20), tolerance: 1e-9)
    #expect(animation.target == SwellPoint(x: 110, y: -20))
  }

  @Test func followsTheSpringFromItsStartTime() {
    let spring = SwellSpring.snappy
    let animation = SpringAnimation(
      spring: spring, from: 40.0, to: 0, initialVelocity: -300, startTime: 1.5)
    for t in stride(from: 1.5, through: 3, by: 0.05) {
      expectClose(
        animation.value(time: t),
        spring.value(from: 40, to: 0, initialVelocity: -300, time: t - 1.5), tolerance: 1e-12)
    }
  }

  @Test func retargetingKeepsPositionAndVelocityContinuous() throws {
    var animation = SpringAnimation(
      spring: .bouncy, from: SwellPoint(x: 0, y: 0), to: SwellPoint(x: 100, y: 50))
    let t = 0.17
    let before = (animation.value(time: t), animation.velocity(time: t))
    animation.retarget(
      to: SwellPoint(x: -30, y: 80), time: t, spring: try SwellSpring(duration: 0.3, bounce: 0.1))
    #expect(animation.value(time: t) == before.0)
    #expect(animation.velocity(time: t) == before.1)
    #expect(animation.target == SwellPoint(x: -30, y: 80))
    // Just after the retarget the motion has not jumped either.
    expectClose(animation.value(time: t + 1e-6), before.0 + before.1 * 1e-6, tolerance: 1e-6)
  }

  @Test func retargetedMotionMatchesRK4() throws {
    // Integrate the whole interrupted motion: the force points to the first target until 0.2 s,
    // then to the second one with another spring.
    let first = SwellSpring.bouncy
    let second = try SwellSpring(mass: 1, stiffness: 250, damping: 12)
    let original = SpringAnimation(spring: first, from: 0.0, to: 100, initialVelocity: 40)
    var animation = original
    animation.retarget(to: 30, time: 0.2, spring: second)
    let step = 1e-5
    var (x, v) = (0.0, 40.0)
    var worst = 0.0
    for n in 1...100_000 {
      let t = Double(n) * step
      let (spring, target) = t <= 0.2 + step / 2 ? (first, 100.0) : (second, 30.0)
      let rk4 = OscillatorRK4(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
      let (u, dv) = rk4.rk4Step(x - target, v, step)
      (x, v) = (u + target, dv)
      let model = t <= 0.2 ? original : animation
      if n % 100 == 0 { worst = max(worst, abs(model.value(time: t) - x)) }
    }
    #expect(worst <= 1e-8, "\(worst)")
  }

  @Test func isSettledMatchesTheLastExcursion() {
    // Per axis the motion is an independent spring: sample both with RK4 and find the last time
    // the distance to the target exceeded 0.5 pt.
    let spring = SwellSpring.bouncy
    let animation = SpringAnimation(
      spring: spring, from: SwellPoint(x: 0, y: 0), to: SwellPoint(x: 200, y: -60),
      initialVelocity: SwellPoint(x: -500, y: 900), startTime: 1)
    let rk4 = OscillatorRK4(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    let step = 1e-5
    var (ux, vx, uy, vy) = (-200.0, -500.0, 60.0, 900.0)
    var lastOutside = 0.0
    for n in 1...300_000 {
      (ux, vx) = rk4.rk4Step(ux, vx, step)
      (uy, vy) = rk4.rk4Step(uy, vy, step)
      if (ux * ux + uy * uy).squareRoot() > 0.5 { lastOutside = Double(n) * step }
    }
    #expect(lastOutside > 0.5)
    #expect(!animation.isSettled(time: 1 + lastOutside - 2 * step, epsilon: 0.5))
    #expect(animation.isSettled(time: 1 + lastOutside + 2 * step, epsilon: 0.5))
    #expect(!animation.isSettled(time: 0))
    #expect(animation.isSettled(time: 100))
  }

  @Test func nanTimesAreHarmless() {
    let animation = SpringAnimation(spring: .smooth, from: 5.0, to: 10)
    #expect(animation.value(time: .nan) == 5)
    var moved = animation
    moved.retarget(to: 20, time: .nan)
    #expect(moved.value(time: 0) == 5)
    #expect(moved.target == 20)
  }

  @Test func colorsAnimateToo() {
    let animation = SpringAnimation(spring: .smooth, from: SwellColor.black, to: SwellColor.white)
    let middle = animation.value(time: 0.2)
    #expect(middle.red > 0 && middle.red < 1)
    #expect(middle.red == middle.green)
    #expect(
      animation == SpringAnimation(spring: .smooth, from: SwellColor.black, to: SwellColor.white))
  }
}

@Suite struct MotionOfPathsTests {
  /// The elastic seed's shape: a rectangle whose bottom edge bends through control point `d`.
  static func elastic(_ d: SwellPoint) -> SwellPath {
    var path = SwellPath()
    path.move(to: .zero)
    path.addLine(to: SwellPoint(x: 0, y: 200))
    path.addQuadCurve(to: SwellPoint(x: 375, y: 200), control: d)
    path.addLine(to: SwellPoint(x: 375, y: 0))
    path.closeSubpath()
    return path
  }

  @Test func springMovesEveryPointLikeTheScalarSpring() {
    let (from, to) = (SwellPoint(x: 240, y: 330), SwellPoint(x: 187.5, y: 200))
    let animation = SpringAnimation(
      spring: .bouncy, from: Self.elastic(from), to: Self.elastic(to))
    let scalar = SpringAnimation(spring: .bouncy, from: from, to: to)
    for t in stride(from: 0.0, through: 1, by: 0.1) {
      let expected = Self.elastic(scalar.value(time: t))
      for (a, b) in zip(animation.value(time: t).elements, expected.elements) {
        if case .quadCurve(let p, let c) = a, case .quadCurve(let q, let d) = b {
          expectClose(p, q, tolerance: 1e-9)
          expectClose(c, d, tolerance: 1e-9)
        }
      }
    }
    #expect(!animation.isSettled(time: 0.1))
    #expect(animation.isSettled(time: 3))
  }

  @Test func dampedOscillationOfAPathEndsOnTarget() throws {
    let oscillation = try DampedOscillation(
      from: Self.elastic(SwellPoint(x: 187.5, y: 320)),
      to: Self.elastic(SwellPoint(x: 187.5, y: 200)))
    #expect(oscillation.value(time: 1) == Self.elastic(SwellPoint(x: 187.5, y: 200)))
    expectRejection(naming: "to") {
      _ = try DampedOscillation(from: Self.elastic(.zero), to: SwellPath(rect: .zero))
    }
  }
}
