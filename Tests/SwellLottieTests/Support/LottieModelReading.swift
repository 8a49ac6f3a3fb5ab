@testable import SwellLottie

// Readers of the document model that only tests need: the exporter writes properties, it
// never reads one back.

extension LottieProperty {
  /// The keyframes, or the static value as one keyframe at frame 0.
  var keyframes: [LottieKeyframe<Value>] {
    switch self {
    case .fixed(let value): return [LottieKeyframe(time: 0, value: value)]
    case .animated(let keyframes): return keyframes
    }
  }
}

extension LottiePosition {
  /// The horizontal position (pt, growing to the right).
  var x: LottieProperty<Double> { axis(0) }
  /// The vertical position (pt, growing downward).
  var y: LottieProperty<Double> { axis(1) }

  /// Whether the position is written with one property per axis.
  var isSplit: Bool {
    if case .split = self { return true }
    return false
  }

  /// One axis (0 horizontal, 1 vertical) as a property of its own: a combined position's
  /// keyframes, each with its time, hold, easing and end value, reduced to that component
  /// (0 past a short vector's end).
  private func axis(_ index: Int) -> LottieProperty<Double> {
    func component(_ vector: LottieVector) -> Double {
      vector.components.indices.contains(index) ? vector.components[index] : 0
    }
    switch self {
    case .split(let x, let y):
      return index == 0 ? x : y
    case .combined(.fixed(let value)):
      return .fixed(component(value))
    case .combined(.animated(let keyframes)):
      return .animated(
        keyframes.map {
          LottieKeyframe(
            time: $0.time, value: component($0.value), hold: $0.hold, easing: $0.easing,
            endValue: $0.endValue.map(component))
        })
    }
  }
}

extension LottieTrack {
  /// The indices of the kept samples, first and last included.
  func keptIndices() -> [Int] { keys().map(\.index) }
}
