extension LottieVector {
  /// The component at `index`, 0 past the end (a malformed document's short vector).
  fileprivate func component(_ index: Int) -> Double {
    components.indices.contains(index) ? components[index] : 0
  }
}

/// Where a transform's anchor lands (pt), in one of the two forms bodymovin writes.
///
/// - `split` (`{"s":true,"x":…,"y":…}`): one property per axis, each with its own keyframes
///   and easings, so an axis at rest costs nothing while the other moves. After Effects
///   offers it on layers only, and only there do all players read it: lottie-ios decodes a
///   shape group's position as one keyframed vector (a split one becomes (0, 0)) and
///   lottie-web's expression interface fails on it. Qt Lottie reads a combined layer
///   position with more than two keyframes by distance along its path, not by time, which
///   is why layers use this form.
/// - `combined` (`{"a":1,"k":[…]}`): one two-component property, what shape groups use.
enum LottiePosition: Hashable, Sendable {
  /// One property per axis: a layer's position.
  case split(x: LottieProperty<Double>, y: LottieProperty<Double>)
  /// One two-component property: a shape group's position.
  case combined(LottieProperty<LottieVector>)

  /// A position from one property per axis: the split form when either moves, the
  /// combined static form (the same document, one value to compare) when neither does.
  init(x: LottieProperty<Double>, y: LottieProperty<Double>) {
    if case .fixed(let a) = x, case .fixed(let b) = y {
      self = .fixed(a, b)
    } else {
      self = .split(x: x, y: y)
    }
  }

  /// A position that never moves.
  static func fixed(_ x: Double, _ y: Double) -> LottiePosition {
    .combined(.fixed(LottieVector([x, y])))
  }

  /// The horizontal position (pt, growing to the right).
  var x: LottieProperty<Double> { axis(0) }
  /// The vertical position (pt, growing downward).
  var y: LottieProperty<Double> { axis(1) }

  /// Whether the position is written with one property per axis.
  var isSplit: Bool {
    if case .split = self { return true }
    return false
  }

  /// Whether either axis has keyframes.
  var isAnimated: Bool { x.isAnimated || y.isAnimated }

  /// One axis (0 horizontal, 1 vertical) as a property of its own: a combined position's
  /// keyframes, each with its time, hold, easing and end value, reduced to that component.
  private func axis(_ index: Int) -> LottieProperty<Double> {
    switch self {
    case .split(let x, let y):
      return index == 0 ? x : y
    case .combined(.fixed(let value)):
      return .fixed(value.component(index))
    case .combined(.animated(let keyframes)):
      return .animated(
        keyframes.map {
          LottieKeyframe(
            time: $0.time, value: $0.value.component(index), hold: $0.hold, easing: $0.easing,
            endValue: $0.endValue?.component(index))
        })
    }
  }
}

extension LottiePosition {
  /// A combined position as it is, and a split one in the static combined form when neither
  /// axis moves.
  var json: LottieJSON {
    switch self {
    case .combined(let vector): return vector.json
    case .split(.fixed(let a), .fixed(let b)):
      return LottieProperty<LottieVector>.fixed(LottieVector([a, b])).json
    case .split(let x, let y): return .object(["s": true, "x": x.json, "y": y.json])
    }
  }
}
