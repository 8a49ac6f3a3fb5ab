import Foundation
import Testing

@testable import Swell

/// An independent solution of m·u″ + c·u′ + k·u = 0 by classical Runge–Kutta (RK4), written
/// here so that the closed form is checked against numbers it did not produce.
struct OscillatorRK4 {
  var mass: Double
  var stiffness: Double
  var damping: Double

  /// (time, u, u′) every `sampleEvery` steps of `step` seconds, from u(0) = u0, u′(0) = v0.
  func trajectory(
    u0: Double, v0: Double, step: Double, until end: Double, sampleEvery: Int = 1
  ) -> [(t: Double, u: Double, v: Double)] {
    var (u, v) = (u0, v0)
    var samples = [(t: 0.0, u: u, v: v)]
    let steps = Int((end / step).rounded())
    for n in 1...steps {
      (u, v) = rk4Step(u, v, step)
      if n % sampleEvery == 0 { samples.append((Double(n) * step, u, v)) }
    }
    return samples
  }

  /// The last sampled time (steps of `step` s up to `end`) at which |u| > epsilon, 0 if none.
  func lastTimeOutside(
    epsilon: Double, u0: Double, v0: Double, step: Double, until end: Double
  ) -> Double {
    var last = 0.0
    let steps = Int((end / step).rounded())
    var (u, v) = (u0, v0)
    for n in 1...steps {
      (u, v) = rk4Step(u, v, step)
      if abs(u) > epsilon { last = Double(n) * step }
    }
    return last
  }

  /// One RK4 step of `step` seconds.
  func rk4Step(_ u: Double, _ v: Double, _ step: Double) -> (Double, Double) {
    func acceleration(_ u: Double, _ v: Double) -> Double {
      -(damping * v + stiffness * u) / mass
    }
    let k1u = v
    let k1v = acceleration(u, v)
    let k2u = v + step / 2 * k1v
    let k2v = acceleration(u + step / 2 * k1u, v + step / 2 * k1v)
    let k3u = v + step / 2 * k2v
    let k3v = acceleration(u + step / 2 * k2u, v + step / 2 * k2v)
    let k4u = v + step * k3v
    let k4v = acceleration(u + step * k3u, v + step * k3v)
    return (
      u + step / 6 * (k1u + 2 * k2u + 2 * k3u + k4u),
      v + step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    )
  }
}

@Suite struct SpringTests {
  // MARK: SwiftUI's documented round trips

  @Test func durationAndBounceGiveSwiftUIsPhysics() throws {
    let spring = try SwellSpring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    expectClose(spring.stiffness, 157.9, tolerance: 0.05)
    expectClose(spring.damping, 17.6, tolerance: 0.05)
    // The definitions: k = (2π/duration)²·m, c = 2ζ·√(k·m) with ζ = 1 − bounce.
    expectClose(spring.stiffness, pow(2 * Double.pi / 0.5, 2), tolerance: 1e-9)
    expectClose(spring.damping, 2 * 0.7 * (2 * Double.pi / 0.5), tolerance: 1e-9)
    expectClose(spring.duration, 0.5, tolerance: 1e-12)
    expectClose(spring.bounce, 0.3, tolerance: 1e-12)
  }

  @Test func physicsGiveSwiftUIsDurationAndBounce() throws {
    let spring = try SwellSpring(mass: 1, stiffness: 100, damping: 10)
    expectClose(spring.duration, 0.63, tolerance: 0.005)
    expectClose(spring.duration, 2 * Double.pi / 10, tolerance: 1e-12)
    expectClose(spring.response, spring.duration, tolerance: 0)
    expectClose(spring.bounce, 0.5, tolerance: 1e-12)
    expectClose(spring.dampingRatio, 0.5, tolerance: 1e-12)
  }

  @Test func negativeBounceIsOverdamped() throws {
    let spring = try SwellSpring(duration: 1, bounce: -0.5)
    expectClose(spring.dampingRatio, 2, tolerance: 1e-12)
    expectClose(spring.bounce, -0.5, tolerance: 1e-12)
    let ratio = try SwellSpring(response: 0.7, dampingRatio: 0.25)
    expectClose(ratio.duration, 0.7, tolerance: 1e-12)
    expectClose(ratio.bounce, 0.75, tolerance: 1e-12)
  }

  @Test func presetsMatchSwiftUI() {
    expectClose(SwellSpring.smooth.duration, 0.5, tolerance: 1e-12)
    expectClose(SwellSpring.smooth.bounce, 0, tolerance: 1e-12)
    expectClose(SwellSpring.snappy.bounce, 0.15, tolerance: 1e-12)
    expectClose(SwellSpring.bouncy.bounce, 0.3, tolerance: 1e-12)
    expectClose(SwellSpring.criticallyDamped.response, 0.4, tolerance: 1e-12)
    expectClose(SwellSpring.criticallyDamped.dampingRatio, 1, tolerance: 1e-12)
  }

  // MARK: The closed form against RK4

  static let regimes: [(String, SwellSpring)] = {
    func make(_ body: () throws -> SwellSpring) -> SwellSpring { (try? body()) ?? .smooth }
    return [
      ("underdamped", make { try SwellSpring(duration: 0.5, bounce: 0.3) }),
      ("underdamped, mass 2", make { try SwellSpring(mass: 2, stiffness: 300, damping: 10) }),
      ("critical", .smooth),
      ("overdamped", make { try SwellSpring(duration: 0.5, bounce: -0.5) }),
      ("overdamped, ζ = 4", make { try SwellSpring(mass: 0.5, stiffness: 50, damping: 40) }),
      ("just under critical", make { try SwellSpring(response: 0.3, dampingRatio: 1 - 1e-9) }),
      ("just over critical", make { try SwellSpring(response: 0.3, dampingRatio: 1 + 1e-9) }),
    ]
  }()

  @Test(arguments: regimes.indices)
  func closedFormMatchesRK4(_ index: Int) {
    let (name, spring) = Self.regimes[index]
    let rk4 = OscillatorRK4(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    for (target, v0) in [(1.0, 0.0), (1.0, -6.0), (-0.5, 3.0)] {
      // The displacement from the target starts at −target with velocity v0.
      let samples = rk4.trajectory(u0: -target, v0: v0, step: 2e-5, until: 2.5, sampleEvery: 50)
      var worstValue = 0.0
      var worstVelocity = 0.0
      for sample in samples {
        let x = spring.value(target: target, initialVelocity: v0, time: sample.t)
        let v = spring.velocity(target: target, initialVelocity: v0, time: sample.t)
        worstValue = max(worstValue, abs(x - (target + sample.u)))
        worstVelocity = max(worstVelocity, abs(v - sample.v))
      }
      #expect(worstValue <= 1e-8, "\(name), target \(target), v0 \(v0): \(worstValue)")
      #expect(worstVelocity <= 1e-8, "\(name), target \(target), v0 \(v0): \(worstVelocity)")
    }
  }

  @Test func fromToConvenienceIsTheDisplacementShifted() throws {
    let spring = try SwellSpring(duration: 0.4, bounce: 0.2)
    for t in stride(from: 0.0, through: 1, by: 0.05) {
      let shifted = spring.value(from: 60, to: 10, initialVelocity: 30, time: t)
      expectClose(
        shifted, 60 + spring.value(target: -50.0, initialVelocity: 30, time: t), tolerance: 1e-12)
      expectClose(
        spring.velocity(from: 60, to: 10, initialVelocity: 30, time: t),
        spring.velocity(target: -50.0, initialVelocity: 30, time: t), tolerance: 1e-12)
    }
  }

  @Test func pointsMoveAxisByAxis() throws {
    let spring = SwellSpring.bouncy
    let target = SwellPoint(x: 30, y: -80)
    let velocity = SwellPoint(x: 100, y: 5)
    for t in stride(from: 0.0, through: 1.5, by: 0.1) {
      let p = spring.value(target: target, initialVelocity: velocity, time: t)
      expectClose(p.x, spring.value(target: 30.0, initialVelocity: 100, time: t), tolerance: 1e-12)
      expectClose(p.y, spring.value(target: -80.0, initialVelocity: 5, time: t), tolerance: 1e-12)
    }
  }

  @Test func valuesAreContinuousAcrossCriticalDamping() throws {
    // The critical solution, written out: x = T·(1 − e^(−ωt)(1 + ωt)) + v0·t·e^(−ωt).
    let response = 0.5
    let omega = 2 * Double.pi / response
    func critical(_ t: Double) -> Double {
      1 - exp(-omega * t) * (1 + omega * t) + 2 * t * exp(-omega * t)
    }
    for delta in [1e-15, 1e-13, 1e-11, 1e-9, 1e-7] {
      for ratio in [1 - delta, 1 + delta] {
        let spring = try SwellSpring(response: response, dampingRatio: ratio)
        var worst = 0.0
        for t in stride(from: 0.0, through: 2, by: 0.01) {
          worst = max(
            worst, abs(spring.value(target: 1.0, initialVelocity: 2, time: t) - critical(t)))
        }
        #expect(worst <= 2 * delta + 1e-14, "ζ = \(ratio): \(worst)")
      }
    }
  }

  @Test func timesOutsideTheMotion() {
    let spring = SwellSpring.bouncy
    #expect(spring.value(target: 10.0, initialVelocity: 4, time: .nan) == 0)
    #expect(spring.value(target: 10.0, initialVelocity: 4, time: -1) == 0)
    #expect(spring.velocity(target: 10.0, initialVelocity: 4, time: .nan) == 4)
    #expect(spring.value(target: 10.0, initialVelocity: 4, time: .infinity) == 10)
    #expect(spring.velocity(target: 10.0, initialVelocity: 4, time: .infinity) == 0)
    expectClose(spring.value(target: 10.0, time: 1e6), 10, tolerance: 0)
  }

  // MARK: Settling

  @Test(arguments: regimes.indices)
  func settlingDurationIsTheLastTimeOutsideEpsilon(_ index: Int) {
    let (name, spring) = Self.regimes[index]
    let rk4 = OscillatorRK4(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    let step = 2e-5
    let cases = [(1.0, 0.0, 0.001), (1.0, 8.0, 0.001), (0, 5, 1e-4), (2, -30, 0.01)]
    for (target, v0, epsilon) in cases {
      let lastOutside = rk4.lastTimeOutside(
        epsilon: epsilon, u0: -target, v0: v0, step: step, until: 12)
      let settling = spring.settlingDuration(
        target: target, initialVelocity: v0, epsilon: epsilon)
      #expect(
        settling >= lastOutside - 1e-9 && settling <= lastOutside + step + 1e-9,
        "\(name), target \(target), v0 \(v0): \(settling) vs \(lastOutside)")
    }
  }

  @Test func settlingOfALightlyDampedSpring() throws {
    // ζ = 0.05: dozens of swings; the answer must be the last one above epsilon.
    let spring = try SwellSpring(mass: 1, stiffness: 100, damping: 1)
    let step = 1e-4
    let lastOutside = OscillatorRK4(mass: 1, stiffness: 100, damping: 1)
      .lastTimeOutside(epsilon: 0.001, u0: -1, v0: 0, step: step, until: 16)
    #expect(lastOutside > 10)
    #expect(abs(spring.settlingDuration - lastOutside) <= step)
  }

  @Test func settlingDurationDefaultsToAUnitTarget() {
    let spring = SwellSpring.snappy
    #expect(
      spring.settlingDuration
        == spring.settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001))
    // Not a fixed multiple of the duration: more bounce settles later.
    #expect(SwellSpring.bouncy.settlingDuration > SwellSpring.snappy.settlingDuration)
    #expect(SwellSpring.snappy.settlingDuration > 0.5)
  }

  @Test(arguments: [(1.0, 0.7), (0.5, 1.0), (2.0, 1.5), (0.8, 0.1)])
  func settlingDurationInitializerInverts(_ settling: Double, _ ratio: Double) throws {
    let spring = try SwellSpring(settlingDuration: settling, dampingRatio: ratio)
    expectClose(spring.dampingRatio, ratio, tolerance: 1e-12)
    expectClose(spring.settlingDuration, settling, tolerance: 1e-9 * settling)
    let loose = try SwellSpring(settlingDuration: settling, dampingRatio: ratio, epsilon: 0.01)
    expectClose(
      loose.settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.01), settling,
      tolerance: 1e-9 * settling)
  }

  @Test func settlingWithOddEpsilons() {
    let spring = SwellSpring.bouncy
    #expect(spring.settlingDuration(target: 1, initialVelocity: 0, epsilon: 2) == 0)
    #expect(spring.settlingDuration(target: 1, initialVelocity: 0, epsilon: .infinity) == 0)
    #expect(spring.settlingDuration(target: 0, initialVelocity: 0, epsilon: 0.001) == 0)
    #expect(
      spring.settlingDuration(target: 1, initialVelocity: 0, epsilon: .nan)
        == spring.settlingDuration)
    let tiny = spring.settlingDuration(target: 1, initialVelocity: 0, epsilon: 0)
    #expect(tiny.isFinite && tiny > spring.settlingDuration)
  }

  // MARK: Bad input

  @Test func badParametersAreRejected() {
    for bad in [0, -1, Double.nan, .infinity] {
      expectRejection(naming: "duration") { _ = try SwellSpring(duration: bad, bounce: 0) }
      expectRejection(naming: "mass") { _ = try SwellSpring(mass: bad, stiffness: 1, damping: 1) }
      expectRejection(naming: "stiffness") { _ = try SwellSpring(stiffness: bad, damping: 1) }
      expectRejection(naming: "damping") { _ = try SwellSpring(stiffness: 1, damping: bad) }
      expectRejection(naming: "response") { _ = try SwellSpring(response: bad, dampingRatio: 1) }
      expectRejection(naming: "dampingRatio") {
        _ = try SwellSpring(response: 1, dampingRatio: bad)
      }
      expectRejection(naming: "settlingDuration") {
        _ = try SwellSpring(settlingDuration: bad, dampingRatio: 1)
      }
    }
    for bad in [1, -1, 1.5, Double.nan] {
      expectRejection(naming: "bounce") { _ = try SwellSpring(duration: 0.5, bounce: bad) }
    }
    for bad in [0, 1, -0.1, Double.nan] {
      expectRejection(naming: "epsilon") {
        _ = try SwellSpring(settlingDuration: 1, dampingRatio: 1, epsilon: bad)
      }
    }
    expectRejection(naming: "stiffness") {
      _ = try SwellSpring(mass: 1e-300, stiffness: 1e300, damping: 1)
    }
  }

  @Test func codableRoundTripIsExactAndValidated() throws {
    let spring = try SwellSpring(duration: 0.37, bounce: 0.21)
    let data = try JSONEncoder().encode(spring)
    #expect(try JSONDecoder().decode(SwellSpring.self, from: data) == spring)
    let bad = Data(#"{"mass":1,"stiffness":-4,"damping":1}"#.utf8)
    expectRejection(naming: "stiffness") {
      _ = try JSONDecoder().decode(SwellSpring.self, from: bad)
    }
  }
}
