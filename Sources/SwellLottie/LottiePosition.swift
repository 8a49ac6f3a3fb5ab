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

  /// Whether either axis has keyframes.
  var isAnimated: Bool {
    switch self {
    case .split(let x, let y): return x.isAnimated || y.isAnimated
    case .combined(let vector): return vector.isAnimated
    }
  }
}

extension LottiePosition {
  /// A combined position as it is, a split one with its axes apart (`init(x:y:)` makes one
  /// only when an axis moves).
  var json: LottieJSON {
    switch self {
    case .combined(let vector): return vector.json
    case .split(let x, let y): return .object(["s": true, "x": x.json, "y": y.json])
    }
  }
}
