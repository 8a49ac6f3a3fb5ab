import SwellTestSupport
import Testing

@testable import SwellExport
@testable import SwellLottie

/// Linear interpolation of the kept samples at every frame, written apart from the track.
private func interpolated(_ samples: [[Double]], kept: [Int]) -> [[Double]] {
  var result: [[Double]] = []
  for (a, b) in zip(kept, kept.dropFirst()) {
    for j in a..<b {
      let t = Double(j - a) / Double(b - a)
      result.append(zip(samples[a], samples[b]).map { $0 + ($1 - $0) * t })
    }
  }
  if let last = kept.last { result.append(samples[last]) }
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

  @Test func everySampleIsReproducedWithinTheTolerance() {
    var random = SeededRandom(seed: 42)
    for _ in 0..<300 {
      let count = Int(random.double(in: 2...200))
      let dimensions = Int(random.double(in: 1...6))
      let smoothness = random.double(in: 0...1)
      var value = (0..<dimensions).map { _ in random.double(in: -100...100) }
      var velocity = value.map { _ in random.double(in: -2...2) }
      var samples: [[Double]] = []
      for _ in 0..<count {
        samples.append(value)
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
      let kept = track.keptIndices()
      #expect(kept.first == 0 && kept.last == count - 1)
      #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 })
      for (sample, approximation) in zip(samples, interpolated(samples, kept: kept)) {
        let error = zip(sample, approximation).map { abs($0 - $1) }.max() ?? 0
        #expect(error <= tolerance * (1 + 1e-9))
      }
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
