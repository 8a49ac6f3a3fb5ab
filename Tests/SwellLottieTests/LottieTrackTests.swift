import Foundation
import SwellTestSupport
import Testing

@testable import SwellLottie

/// The kept samples at every frame, each span along its easing (straight without one),
/// evaluated as a player does by `LottieEvaluation`, apart from the track's own fit.
private func interpolated(_ samples: [[Double]], keys: [LottieTrack.Key]) -> [[Double]] {
  var result: [[Double]] = []
  for (a, b) in zip(keys, keys.dropFirst()) {
    for j in a.index..<b.index {
      let t = LottieEvaluation.eased(
        Double(j - a.index) / Double(b.index - a.index), a.easing)
      result.append(zip(samples[a.index], samples[b.index]).map { $0 + ($1 - $0) * t })
    }
  }
  if let last = keys.last { result.append(samples[last.index]) }
  return result
}

@Suite struct LottieTrackTests {
  @Test func aConstantIsStatic() {
    let track = LottieTrack(
      firstFrame: 0, samples: Array(repeating: [3, 4], count: 50), tolerance: 0.01)
    #expect(track.property { LottieVector($0) } == .fixed(LottieVector([3, 4])))
  }

  @Test func aRampIsTwoKeyframes() {
    let samples = (0..<90).map { [Double($0) * 1.5, 100 - Double($0)] }
    let track = LottieTrack(firstFrame: 10, samples: samples, tolerance: 0.01)
    #expect(track.keptIndices() == [0, 89])
    let property = track.property { LottieVector($0) }
    #expect(property.keyframes.map(\.time) == [10, 99])
  }

  @Test func aCornerIsKept() {
    let samples = (0..<21).map { [abs(Double($0) - 8)] }
    #expect(
      LottieTrack(firstFrame: 0, samples: samples, tolerance: 0.01).keptIndices() == [0, 8, 20])
  }

  /// A parabola between two different heights is a cubic in time: one eased span. A sine a
  /// period long, 15 units high, needs a handful of eased spans where straight ones took about
  /// ten times as many.
  @Test func smoothMotionIsEasedInFewKeyframes() {
    let arc = (0...20).map { t in [100 - pow(Double(t) - 30, 2) / 9] }
    let arcKeys = LottieTrack(firstFrame: 0, samples: arc, tolerance: 0.01).keys()
    #expect(arcKeys.map(\.index) == [0, 20])
    #expect(arcKeys[0].easing != nil)
    let sine = (0...60).map { t in [15 * sin(Double(t) / 60 * 2 * .pi)] }
    let sineKeys = LottieTrack(firstFrame: 0, samples: sine, tolerance: 0.01).keys()
    #expect(sineKeys.count <= 12, "\(sineKeys.map(\.index))")
    for (sample, approximation) in zip(sine, interpolated(sine, keys: sineKeys)) {
      #expect(abs(sample[0] - approximation[0]) <= 0.01 * (1 + 1e-9))
    }
  }

  /// A span between equal keyframes holds (`"h":1`, a third of the bytes of straight
  /// handles), and so does the frame before a run start: between those two frames a player
  /// shows the earlier run's last value, not a blend of two runs.
  @Test func levelSpansAndTheFrameBeforeARunStartHold() throws {
    let samples =
      Array(repeating: [5.0], count: 10) + (1...10).map { [5 + Double($0)] }
      + Array(repeating: [40.0], count: 10)
    let track = LottieTrack(firstFrame: 100, samples: samples, tolerance: 0.01, runStarts: [120])
    guard case .animated(let keyframes) = track.property({ $0[0] }) else {
      Issue.record("a moving track came out static")
      return
    }
    // The last keyframe (129, 40) only repeats the hold at 120 and is left out.
    #expect(keyframes.map(\.time) == [100, 109, 119, 120])
    #expect(keyframes.map(\.hold) == [true, false, true, true])
    let property = LottieProperty.animated(keyframes)
    for (k, sample) in samples.enumerated() {
      #expect(abs(LottieEvaluation.scalar(property, at: Double(100 + k)) - sample[0]) <= 0.01)
    }
    #expect(LottieEvaluation.scalar(property, at: 119.5) == 15)
  }

  /// A value that rests, jumps in one frame and rests again (a ticking spinner's angle) is one
  /// held keyframe per step: between the two frames of a jump a player shows the rest before
  /// it, as the scene does, and no curve swings past either.
  @Test func aStepIsOneHeldKeyframePerJump() throws {
    // Six ticks of 45°, four frames apart, as quiet's spinner at 40 fps.
    let samples = (0..<24).map { [Double($0 / 4) * 45] }
    let track = LottieTrack(firstFrame: 0, samples: samples, tolerance: 0.01)
    #expect(track.jumps == [4, 8, 12, 16, 20])
    guard case .animated(let keyframes) = track.property({ $0[0] }) else {
      Issue.record("a moving track came out static")
      return
    }
    #expect(keyframes.map(\.time) == [0, 4, 8, 12, 16, 20])
    #expect(keyframes.allSatisfy { $0.hold })
    let property = LottieProperty.animated(keyframes)
    for (k, sample) in samples.enumerated() {
      #expect(LottieEvaluation.scalar(property, at: Double(k)) == sample[0])
      #expect(LottieEvaluation.scalar(property, at: Double(k) + 0.5) == sample[0])
    }
    // A steep but steady ramp is no jump: it rests on neither side.
    let ramp = (0..<24).map { [Double($0) * 45] }
    #expect(LottieTrack(firstFrame: 0, samples: ramp, tolerance: 0.01).jumps.isEmpty)
  }

  @Test func everySampleIsReproducedWithinTheTolerance() {
    var random = SeededRandom(seed: 42)
    for _ in 0..<300 {
      let count = Int(random.double(in: 2...200))
      let dimensions = Int(random.double(in: 1...6))
      let smoothness = random.double(in: 0...1)
      var value = (0..<dimensions).map { _ in random.double(in: -100...100) }
      var velocity = value.map { _ in random.double(in: -2...2) }
      let curved = random.double(in: 0...1) < 0.5
      let acceleration = value.map { _ in curved ? random.double(in: -0.2...0.2) : 0 }
      var samples: [[Double]] = []
      for _ in 0..<count {
        samples.append(value)
        // Half the runs accelerate (a fall, an ease), so that spans are eased too.
        velocity = zip(velocity, acceleration).map { $0 + $1 }
        // Mostly steady motion with occasional kinks and holds, as animations have.
        if random.double(in: 0...1) > smoothness {
          velocity = velocity.map { _ in
            random.double(in: -2...2) * (random.double(in: 0...1) < 0.3 ? 0 : 1)
          }
        }
        value = zip(value, velocity).map { $0 + $1 }
      }
      let tolerance = [0.001, 0.01, 0.1][Int(random.double(in: 0...2.99))]
      let track = LottieTrack(firstFrame: 0, samples: samples, tolerance: tolerance)
      let keys = track.keys()
      let kept = keys.map(\.index)
      #expect(kept.first == 0 && kept.last == count - 1)
      #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 })
      #expect(keys.last?.easing == nil)
      for (sample, approximation) in zip(samples, interpolated(samples, keys: keys)) {
        let error = zip(sample, approximation).map { abs($0 - $1) }.max() ?? 0
        #expect(error <= tolerance * (1 + 1e-9))
      }
    }
  }

  /// A tolerance of 0 asks for exact keyframes: every change kept, none fitted (the easing's
  /// handle places were once `Int(+∞)`, a trap).
  @Test func aZeroToleranceKeepsEveryChangeExactly() {
    let samples = (0..<40).map { frame -> [Double] in
      let t = Double(frame) / 39
      return [100 * t * t, 50 * (1 - t) * (1 - t) * (1 - t)]
    }
    for tolerance in [0, Double.leastNonzeroMagnitude] {
      let track = LottieTrack(firstFrame: 0, samples: samples, tolerance: tolerance)
      let keys = track.keys()
      for (sample, approximation) in zip(samples, interpolated(samples, keys: keys)) {
        #expect(zip(sample, approximation).allSatisfy { abs($0 - $1) <= 1e-9 })
      }
      _ = track.property { LottieVector($0) }
    }
  }

  @Test func decimalsKeepRoundingWithinHalfTheTolerance() {
    #expect(LottieTrack.decimals(for: 0.01) == 2)
    #expect(LottieTrack.decimals(for: 0.1) == 1)
    #expect(LottieTrack.decimals(for: 0.003) == 3)
    #expect(LottieTrack.round(-0.0001, decimals: 2).sign == .plus)
    #expect(LottieTrack.round(12.345678, decimals: 2) == 12.35)
  }
}
