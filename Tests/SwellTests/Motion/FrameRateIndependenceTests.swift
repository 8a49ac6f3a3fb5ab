import Foundation
import Testing

@testable import Swell

/// Every animation is a function of seconds: sampled at 30, 60 or 120 Hz it shows the same
/// values at the instants the rates share.
@Suite struct FrameRateIndependenceTests {
  static let rates = [30.0, 60, 120]

  /// `value` sampled at each rate for `seconds`, keyed by the frame's time in 30ths of a
  /// second for the instants all the rates share.
  static func sharedInstants<V>(seconds: Double, _ value: (Double) -> V) -> [[V]] {
    rates.map { fps in
      let step = Int(fps / 30)
      return stride(from: 0, through: Int(seconds * fps), by: step).map { n in
        value(Double(n) / fps)
      }
    }
  }

  static func expectSame<V: Equatable>(
    _ series: [[V]], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(series[0].count > 10, sourceLocation: sourceLocation)
    #expect(series[0] == series[1], sourceLocation: sourceLocation)
    #expect(series[1] == series[2], sourceLocation: sourceLocation)
  }

  @Test func springAnimations() throws {
    var animation = SpringAnimation(
      spring: .bouncy, from: SwellPoint(x: 0, y: 100), to: SwellPoint(x: 50, y: 0),
      initialVelocity: SwellPoint(x: 0, y: -400), startTime: 0.1)
    animation.retarget(to: SwellPoint(x: -20, y: 30), time: 0.35)
    Self.expectSame(Self.sharedInstants(seconds: 2) { animation.value(time: $0) })
    Self.expectSame(Self.sharedInstants(seconds: 2) { animation.velocity(time: $0) })
  }

  @Test func keyframes() throws {
    let animation = try KeyframeAnimation(
      values: [1, -0.7, 0.4, -0.3, 0.15, 0].map { SwellPoint(x: 40 * $0, y: 25 * $0) },
      timingCurves: [.easeIn], duration: 0.8)
    Self.expectSame(Self.sharedInstants(seconds: 1) { animation.value(time: $0) })
  }

  @Test func dampedOscillation() throws {
    let oscillation = try DampedOscillation(from: 160.0, to: 100)
    Self.expectSame(Self.sharedInstants(seconds: 1.5) { oscillation.value(time: $0) })
  }

  @Test func decay() {
    Self.expectSame(
      Self.sharedInstants(seconds: 2) {
        Decay.normal.position(from: 0, initialVelocity: 2000, time: $0)
      })
  }

  /// The seed's generator, as it ran: a display-link callback per frame advanced a counter,
  /// and progress was counter / (duration × 60), whatever the display's rate.
  static func seedValue(frame: Int, from: Double, to: Double, duration: Double) -> Double {
    let frames = duration * 60
    let i = Double(frame) / frames
    return to - (to - from) * (pow(M_E, -5 * i) * cos(30 * i))
  }

  @Test func theSeedsFrameCountedOscillationDependsOnTheRate() throws {
    // A quarter of a second in: frame 15 at 60 Hz, frame 30 at 120 Hz.
    let at60 = Self.seedValue(frame: 15, from: 0, to: 100, duration: 1)
    let at120 = Self.seedValue(frame: 30, from: 0, to: 100, duration: 1)
    #expect(abs(at60 - at120) > 10, "the seed runs twice as fast at 120 Hz: \(at60) vs \(at120)")
    // Its last frame is not the target either: it stops 0.1 % short.
    #expect(Self.seedValue(frame: 60, from: 0, to: 100, duration: 1) != 100)

    // Swell's, by seconds: the same value at both rates, and exactly the target at the end.
    let oscillation = try DampedOscillation(from: 0.0, to: 100)
    #expect(oscillation.value(time: 15.0 / 60) == oscillation.value(time: 30.0 / 120))
    expectClose(oscillation.value(time: 0.25), at60, tolerance: 1e-9)
    #expect(oscillation.value(time: 1) == 100)
  }
}
