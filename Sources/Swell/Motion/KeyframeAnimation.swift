/// A keyframe animation like `CAKeyframeAnimation`: values reached at key times (fractions of
/// the duration), with a timing curve easing each segment between them.
///
///     let bend = try KeyframeAnimation(
///       values: [1, 0.8, 0.6, 0.4, 0.2, 0].map { $0 * 100.0 },
///       timingCurves: [.easeInEaseOut], duration: 0.2)
///     bend.value(at: 0.1)   // pt, halfway through
///
/// Before 0 the animation holds its first value, after `duration` its last.
public struct KeyframeAnimation<Value: Interpolatable>: Sendable {
  /// The keyframe values, in order.
  public let values: [Value]
  /// When each value is reached, as fractions of the duration: from 0 to 1, non-decreasing.
  public let keyTimes: [Double]
  /// The easing of each segment (values.count − 1 of them, or one shared by all).
  public let timingCurves: [TimingCurve]
  /// The length of the animation in seconds.
  public let duration: Double

  /// An animation through `values` over `duration` seconds.
  ///
  /// - Parameters:
  ///   - values: at least one value; paths must all have the structure of the first.
  ///   - keyTimes: one per value, as fractions of the duration: the first 0, the last 1, each
  ///     in 0…1 and none smaller than the one before (an equal pair makes a jump). Nil spaces the
  ///     values evenly.
  ///   - timingCurves: one curve for every segment, or values.count − 1 curves, one per
  ///     segment. A single value accepts one curve or none.
  ///   - duration: seconds, a finite number > 0.
  /// - Throws: `SwellError.invalidParameter` naming the first parameter out of range.
  public init(
    values: [Value], keyTimes: [Double]? = nil, timingCurves: [TimingCurve] = [.linear],
    duration: Double
  ) throws {
    guard let first = values.first else {
      throw SwellError.invalidParameter(
        name: "values", value: "[] (0 values)", accepted: "at least one value")
    }
    // Compare with the first value that is not the zero (an empty path fits any path), so
    // that all the values fit one another.
    let (referenceIndex, reference) =
      values.enumerated().first { $0.element != .zero }.map { ($0.offset, $0.element) }
      ?? (0, first)
    for (index, value) in values.enumerated() where !value.isCompatible(with: reference) {
      throw SwellError.invalidParameter(
        name: "values[\(index)]", value: "a value of a different structure",
        accepted:
          "values that can be interpolated with values[\(referenceIndex)] (paths: same element kinds)"
      )
    }
    let times = try Self.checkedKeyTimes(keyTimes, count: values.count)
    let segments = values.count - 1
    guard timingCurves.count == 1 || timingCurves.count == segments else {
      throw SwellError.invalidParameter(
        name: "timingCurves", value: "\(timingCurves.count) curves",
        accepted: segments <= 1
          ? "1 curve" + (segments == 0 ? " or none" : "")
          : "1 curve or \(segments) curves (values.count − 1)")
    }
    try SwellError.checkPositive(duration, "duration")
    self.values = values
    self.keyTimes = times
    self.timingCurves = timingCurves.isEmpty ? [.linear] : timingCurves
    self.duration = duration
  }

  /// The key times given, validated, or evenly spaced ones when nil.
  private static func checkedKeyTimes(_ keyTimes: [Double]?, count: Int) throws -> [Double] {
    guard let keyTimes else {
      return count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }
    guard keyTimes.count == count else {
      throw SwellError.invalidParameter(
        name: "keyTimes", value: "\(keyTimes.count) key times",
        accepted: "one key time per value (\(count))")
    }
    for (index, time) in keyTimes.enumerated() {
      let name = "keyTimes[\(index)]"
      if count > 1 && index == 0 && time != 0 {
        throw SwellError.invalidParameter(name: name, value: "\(time)", accepted: "0")
      }
      if count > 1 && index == count - 1 && time != 1 {
        throw SwellError.invalidParameter(name: name, value: "\(time)", accepted: "1")
      }
      let previous = index > 0 ? keyTimes[index - 1] : 0
      try SwellError.check(
        time, name, in: previous...1,
        accepted: index > 0 ? "a number in \(previous)…1 (not below keyTimes[\(index - 1)])" : nil)
    }
    return keyTimes
  }

  /// The value at `time` seconds from the start: the first value before 0 (and for NaN), the
  /// last from `duration` on, in between the eased interpolation of the surrounding keyframes.
  public func value(time: Double) -> Value {
    let progress = time / duration
    guard progress > 0, let last = values.last else { return values[0] }  // also NaN
    guard progress < 1 else { return last }
    // The segment [keyTimes[i], keyTimes[i+1]) that holds progress: the last i with
    // keyTimes[i] ≤ progress (binary search, the key times being sorted).
    var (low, high) = (0, keyTimes.count - 1)
    while high - low > 1 {
      let mid = (low + high) / 2
      if keyTimes[mid] <= progress { low = mid } else { high = mid }
    }
    let start = keyTimes[low]
    let span = keyTimes[high] - start
    guard span > 0 else { return values[high] }
    let curve = timingCurves.count == 1 ? timingCurves[0] : timingCurves[low]
    let eased = curve.value(at: (progress - start) / span)
    return values[low].interpolated(to: values[high], fraction: eased)
  }
}

extension KeyframeAnimation: Equatable {}

extension KeyframeAnimation: Hashable where Value: Hashable {}
