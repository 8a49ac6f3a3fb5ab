import Foundation
import Testing

@testable import Swell

@Suite struct DecayTests {
  @Test(arguments: [0.998, 0.99, 0.95])
  func velocityIsRatePerMillisecond(_ rate: Double) throws {
    let decay = try Decay(rate: rate)
    for step in 0...50 {
      let t = Double(step) * 0.02
      expectClose(
        decay.velocity(initialVelocity: 1800, time: t), 1800 * pow(rate, 1000 * t),
        tolerance: 1e-9)
    }
  }

  @Test(arguments: [0.998, 0.99])
  func positionIsTheIntegralOfTheVelocity(_ rate: Double) throws {
    // Simpson's rule on v0·rate^(1000t), an integration independent of the closed form.
    let decay = try Decay(rate: rate)
    let (x0, v0) = (-20.0, 2500.0)
    for end in [0.05, 0.3, 1, 2.5] {
      let n = 20_000
      let h = end / Double(n)
      var sum = 0.0
      for i in 0...n {
        let weight = i == 0 || i == n ? 1.0 : (i % 2 == 1 ? 4 : 2)
        sum += weight * v0 * pow(rate, 1000 * Double(i) * h)
      }
      expectClose(
        decay.position(from: x0, initialVelocity: v0, time: end), x0 + sum * h / 3,
        tolerance: 1e-8)
    }
  }

  @Test func restingPositionAndTimeToRest() throws {
    // UIScrollView's normal rate: a 1000 pt/s fling travels −v0/(1000·ln 0.998) ≈ 499.5 pt.
    let normal = Decay.normal
    let rest = normal.restingPosition(from: 100, initialVelocity: 1000)
    expectClose(rest, 100 - 1000 / (1000 * log(0.998)), tolerance: 1e-9)
    expectClose(rest, 599.5, tolerance: 0.05)
    expectClose(normal.position(from: 100, initialVelocity: 1000, time: 60), rest, tolerance: 1e-9)
    #expect(normal.position(from: 100, initialVelocity: 1000, time: .infinity) == rest)

    let time = normal.timeToRest(initialVelocity: -3000, threshold: 2)
    expectClose(3000 * pow(0.998, 1000 * time), 2, tolerance: 1e-9)
    #expect(Decay.fast.timeToRest(initialVelocity: -3000, threshold: 2) < time)
    #expect(normal.timeToRest(initialVelocity: 0.5) == 0)
    #expect(normal.timeToRest(initialVelocity: 100, threshold: 0).isFinite)
    #expect(normal.timeToRest(initialVelocity: 100, threshold: .infinity) == 0)
  }

  @Test func oddInputsStayFinite() {
    let decay = Decay.fast
    #expect(decay.position(from: 7, initialVelocity: 500, time: .nan) == 7)
    #expect(decay.position(from: 7, initialVelocity: 500, time: -2) == 7)
    #expect(decay.position(from: .nan, initialVelocity: .infinity, time: 1) == 0)
    #expect(decay.velocity(initialVelocity: 500, time: .nan) == 500)
    #expect(decay.velocity(initialVelocity: 500, time: .infinity) == 0)
  }

  @Test func badRatesAreRejected() {
    for bad in [0, 1, 1.2, -0.5, Double.nan, .infinity] {
      expectRejection(naming: "rate") { _ = try Decay(rate: bad) }
    }
  }

  @Test func codableRoundTrip() throws {
    let data = try JSONEncoder().encode(Decay.fast)
    #expect(try JSONDecoder().decode(Decay.self, from: data) == .fast)
    expectRejection(naming: "rate") {
      _ = try JSONDecoder().decode(Decay.self, from: Data(#"{"rate":1.5}"#.utf8))
    }
  }
}
