import Foundation
import Testing

@testable import Swell

@Suite struct DampedOscillationTests {
  /// value = to − (to − from)·e^(−5p)·cos(30p), from 0 to 100 over 1 s, worked out by hand:
  /// p = 0.1: e^(−0.5)·cos 3 = 0.60653066 × (−0.98999250) = −0.60046080 → 160.046080
  /// p = 0.25: e^(−1.25)·cos 7.5 = 0.28650480 × 0.34663532 = 0.09931268 → 90.068732
  /// p = 0.5: e^(−2.5)·cos 15 = 0.08208500 × (−0.75968791) = −0.06235898 → 106.235898
  /// p = 0.9: e^(−4.5)·cos 27 = 0.01110900 × (−0.29213881) = −0.00324537 → 100.324537
  @Test(arguments: [(0.1, 160.046080), (0.25, 90.068732), (0.5, 106.235898), (0.9, 100.324537)])
  func seedFormulaByHand(_ time: Double, _ expected: Double) throws {
    let oscillation = try DampedOscillation(from: 0.0, to: 100)
    expectClose(oscillation.value(time: time), expected, tolerance: 1e-6)
  }

  /// Points swing per axis. Duration 2 s, damping 3, velocity 12, at 0.5 s (p = 0.25):
  /// e^(−0.75)·cos 3 = 0.47236655 × (−0.98999250) = −0.46763935;
  /// x = 50 − 40·(−0.46763935) = 68.705574, y = 100 + 100·(−0.46763935) = 53.236065.
  @Test func pointsByHand() throws {
    let oscillation = try DampedOscillation(
      from: SwellPoint(x: 10, y: 200), to: SwellPoint(x: 50, y: 100), damping: 3, velocity: 12,
      duration: 2)
    expectClose(
      oscillation.value(time: 0.5), SwellPoint(x: 68.705574, y: 53.236065), tolerance: 1e-6)
  }

  @Test func endsExactlyOnTarget() throws {
    let oscillation = try DampedOscillation(from: 0.3, to: 100.7, duration: 0.8)
    #expect(oscillation.value(time: 0.8) == 100.7)
    #expect(oscillation.value(time: 5) == 100.7)
    #expect(oscillation.value(time: .infinity) == 100.7)
    #expect(oscillation.value(time: 0) == 0.3)
    #expect(oscillation.value(time: -1) == 0.3)
    #expect(oscillation.value(time: .nan) == 0.3)
    #expect(!oscillation.isFinished(time: 0.79))
    #expect(oscillation.isFinished(time: 0.8))
    #expect(!oscillation.isFinished(time: .nan))
  }

  /// The last time, by dense sampling of the formula written out here, that the swing exceeds
  /// `tolerance` of the distance.
  static func sampledSettling(
    damping: Double, velocity: Double, duration: Double, tolerance: Double, step: Double
  ) -> Double {
    var last = 0.0
    for n in 0...Int((1 / step).rounded()) {
      let p = Double(n) * step
      if abs(exp(-damping * p) * cos(velocity * p)) > tolerance { last = p }
    }
    return last * duration
  }

  @Test(arguments: [
    (5.0, 30.0, 0.05), (5, 30, 0.01), (5, 30, 0.002), (8, 40, 0.001), (3, 0, 0.1), (0.5, 20, 0.3),
  ])
  func settlingTimeIsTheLastExcursion(_ damping: Double, _ velocity: Double, _ tolerance: Double)
    throws
  {
    let oscillation = try DampedOscillation(
      from: 0.0, to: 1, damping: damping, velocity: velocity, duration: 1.5)
    let step = 1e-6
    let sampled = Self.sampledSettling(
      damping: damping, velocity: velocity, duration: 1.5, tolerance: tolerance, step: step)
    let settling = oscillation.settlingTime(tolerance: tolerance)
    #expect(
      settling >= sampled - 1e-9 && settling <= sampled + 1.5 * step + 1e-9,
      "\(settling) vs \(sampled)")
  }

  @Test func settlingTimeWhenTheSwingOutlastsTheDuration() throws {
    // e^(−5)·|cos 30| ≈ 0.00104 at the end: above 0.001, so only the final snap settles it.
    let seed = try DampedOscillation(from: 0.0, to: 1)
    #expect(seed.settlingTime(tolerance: 0.001) == 1)
    // Undamped, |cos(1.5π·p)| last exceeds 0.5 at 1.5π·p = 4π/3, p = 8/9, then falls to 0 at
    // the end; with 10 rad it is still above 0.5 at the end (|cos 10| ≈ 0.84).
    let lull = try DampedOscillation(from: 0.0, to: 1, damping: 0, velocity: 1.5 * .pi)
    expectClose(lull.settlingTime(tolerance: 0.5), 8.0 / 9, tolerance: 1e-12)
    let undamped = try DampedOscillation(from: 0.0, to: 1, damping: 0, velocity: 10)
    #expect(undamped.settlingTime(tolerance: 0.5) == 1)
    #expect(seed.settlingTime(tolerance: 1) == 0)
    #expect(seed.settlingTime(tolerance: 0) == 1)
    #expect(seed.settlingTime(tolerance: .nan) == 1)
  }

  @Test func badInputIsRejected() {
    for bad in [-1, Double.nan, .infinity] {
      expectRejection(naming: "damping") {
        _ = try DampedOscillation(from: 0.0, to: 1, damping: bad)
      }
      expectRejection(naming: "velocity") {
        _ = try DampedOscillation(from: 0.0, to: 1, velocity: bad)
      }
    }
    for bad in [0, -1, Double.nan, .infinity] {
      expectRejection(naming: "duration") {
        _ = try DampedOscillation(from: 0.0, to: 1, duration: bad)
      }
    }
  }
}
