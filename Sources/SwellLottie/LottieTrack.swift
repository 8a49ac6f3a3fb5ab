#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The samples of one property at consecutive frames, reduced to the keyframes a player needs.
///
/// A sample is dropped when linear interpolation between the keyframes kept around it gives
/// it back within `tolerance` in every component: the written keyframes reproduce every
/// sample within `tolerance` plus the rounding to `decimals` (half a unit of the last digit).
struct LottieTrack: Sendable {
  /// The frame number of `samples[0]`.
  var firstFrame: Int
  /// One value (a list of components) per frame.
  var samples: [[Double]]
  /// The largest difference allowed, per component, between a sample and the keyframes.
  var tolerance: Double

  /// Decimal places that keep rounding within half the tolerance: 2 for 0.01.
  var decimals: Int { LottieTrack.decimals(for: tolerance) }

  static func decimals(for tolerance: Double) -> Int {
    guard tolerance > 0, tolerance.isFinite else { return 6 }
    return min(6, max(0, Int((-log10(tolerance)).rounded(.up))))
  }

  /// `value` rounded to `decimals` places, with −0 written as 0.
  static func round(_ value: Double, decimals: Int) -> Double {
    let factor = pow(10, Double(decimals))
    return (value * factor).rounded() / factor + 0
  }

  /// The indices of the samples kept as keyframes, first and last included.
  ///
  /// Greedy: from each kept sample, the span is extended while every sample inside lies on
  /// the line between its ends within the tolerance. O(n²·d) at worst for n samples of d
  /// components.
  func keptIndices() -> [Int] {
    let count = samples.count
    guard count > 2 else { return Array(0..<count) }
    var kept = [0]
    var anchor = 0
    var end = 1
    while end < count {
      if end + 1 < count, isLinear(from: anchor, to: end + 1) {
        end += 1
        continue
      }
      kept.append(end)
      anchor = end
      end = anchor + 1
    }
    return kept
  }

  private func isLinear(from a: Int, to c: Int) -> Bool {
    let first = samples[a]
    let last = samples[c]
    for j in (a + 1)..<c {
      let t = Double(j - a) / Double(c - a)
      let sample = samples[j]
      for i in sample.indices where abs(first[i] + (last[i] - first[i]) * t - sample[i]) > tolerance
      {
        return false
      }
    }
    return true
  }

  /// Whether every sample equals the first within the tolerance.
  var isConstant: Bool {
    guard let first = samples.first else { return true }
    return samples.allSatisfy { sample in
      zip(sample, first).allSatisfy { abs($0 - $1) <= tolerance }
    }
  }

  /// The property: static when constant, otherwise the kept keyframes, rounded.
  func property<Value: LottieValue>(_ make: ([Double]) -> Value) -> LottieProperty<Value> {
    let places = decimals
    let rounded = { (sample: [Double]) in sample.map { LottieTrack.round($0, decimals: places) } }
    guard let first = samples.first else { return .fixed(make([])) }
    if isConstant { return .fixed(make(rounded(first))) }
    return .animated(
      keptIndices().map { index in
        LottieKeyframe(time: Double(firstFrame + index), value: make(rounded(samples[index])))
      })
  }
}
