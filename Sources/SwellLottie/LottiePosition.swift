extension LottieVector {
  /// The component at `index`, 0 past the end (a malformed document's short vector).
  fileprivate func component(_ index: Int) -> Double {
    components.indices.contains(index) ? components[index] : 0
  }
}

/// Where a layer's anchor lands (pt): one property per axis, each with its own keyframes and
/// easings, so an axis at rest costs nothing while the other moves and each eases its own way.
///
/// Written combined (`{"a":0,"k":[x,y]}`) when neither axis moves, split otherwise
/// (`{"s":true,"x":…,"y":…}`): every player reads the split form, and Qt Lottie reads a
/// combined position with more than two keyframes by distance along its path, not by time.
struct LottiePosition: Hashable, Sendable {
  /// The horizontal position (pt, growing to the right).
  var x: LottieProperty<Double>
  /// The vertical position (pt, growing downward).
  var y: LottieProperty<Double>

  /// A position from one property per axis.
  init(x: LottieProperty<Double>, y: LottieProperty<Double>) {
    self.x = x
    self.y = y
  }

  /// A position that never moves.
  static func fixed(_ x: Double, _ y: Double) -> LottiePosition {
    LottiePosition(x: .fixed(x), y: .fixed(y))
  }

  /// The axes of a combined position: each keyframe's first and second components, with its
  /// time, hold, easing and end value.
  init(_ combined: LottieProperty<LottieVector>) {
    func axis(_ index: Int) -> LottieProperty<Double> {
      switch combined {
      case .fixed(let value): return .fixed(value.component(index))
      case .animated(let keyframes):
        return .animated(
          keyframes.map {
            LottieKeyframe(
              time: $0.time, value: $0.value.component(index), hold: $0.hold, easing: $0.easing,
              endValue: $0.endValue?.component(index))
          })
      }
    }
    self.init(x: axis(0), y: axis(1))
  }

  /// Whether either axis has keyframes.
  var isAnimated: Bool { x.isAnimated || y.isAnimated }
}

extension LottiePosition: Codable {
  private enum CodingKeys: String, CodingKey {
    case split = "s"
    case x, y
  }

  /// Reads the split form, or a combined position (static or keyframed) as its two axes.
  init(from decoder: Decoder) throws {
    if let container = try? decoder.container(keyedBy: CodingKeys.self),
      let split = try container.decodeIfPresent(Bool.self, forKey: .split)
    {
      guard split else { throw LottieFormatError.positionNotSplit }
      self.init(
        x: try container.decode(LottieProperty<Double>.self, forKey: .x),
        y: try container.decode(LottieProperty<Double>.self, forKey: .y))
    } else {
      self.init(try LottieProperty<LottieVector>(from: decoder))
    }
  }

  /// Writes the combined static form when neither axis moves, the split form otherwise.
  func encode(to encoder: Encoder) throws {
    if case .fixed(let a) = x, case .fixed(let b) = y {
      try LottieProperty<LottieVector>.fixed(LottieVector([a, b])).encode(to: encoder)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(true, forKey: .split)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
  }
}
