/// A Lottie transform (a layer's `"ks"` or a group's `"tr"`): a point p of the content maps to
/// position + R(rotation) · S(scale) · (p − anchor), then opacity multiplies the content.
///
/// Rotation is in degrees, clockwise on screen (y grows downward); scale in percent; anchor and
/// position in points; opacity 0…100.
struct LottieTransform: Hashable, Sendable, Codable {
  /// The point of the content that lands on `position` (`"a"`, pt).
  var anchor: LottieProperty<LottieVector>
  /// Where the anchor lands (`"p"`, pt).
  var position: LottieProperty<LottieVector>
  /// The scale per axis (`"s"`, percent; negative mirrors).
  var scale: LottieProperty<LottieVector>
  /// The rotation (`"r"`, degrees, clockwise on screen).
  var rotation: LottieProperty<Double>
  /// The opacity (`"o"`, 0…100).
  var opacity: LottieProperty<Double>

  /// Creates a transform; by default the identity at full opacity.
  init(
    anchor: LottieProperty<LottieVector> = .fixed(LottieVector([0, 0])),
    position: LottieProperty<LottieVector> = .fixed(LottieVector([0, 0])),
    scale: LottieProperty<LottieVector> = .fixed(LottieVector([100, 100])),
    rotation: LottieProperty<Double> = .fixed(0),
    opacity: LottieProperty<Double> = .fixed(100)
  ) {
    self.anchor = anchor
    self.position = position
    self.scale = scale
    self.rotation = rotation
    self.opacity = opacity
  }

  private enum CodingKeys: String, CodingKey {
    case anchor = "a"
    case position = "p"
    case scale = "s"
    case rotation = "r"
    case opacity = "o"
  }

  /// Reads a transform; missing properties take their identity values.
  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let identity = LottieTransform()
    anchor = try container.decodeIfPresent(type(of: anchor), forKey: .anchor) ?? identity.anchor
    if let split = try? container.decode(SplitPosition.self, forKey: .position) {
      position = try split.joined()
    } else {
      position =
        try container.decodeIfPresent(type(of: position), forKey: .position) ?? identity.position
    }
    scale = try container.decodeIfPresent(type(of: scale), forKey: .scale) ?? identity.scale
    rotation =
      try container.decodeIfPresent(type(of: rotation), forKey: .rotation) ?? identity.rotation
    opacity =
      try container.decodeIfPresent(type(of: opacity), forKey: .opacity) ?? identity.opacity
  }

  /// Writes the transform. A position with more than two keyframes is written split into its
  /// x and y (`{"s": true, "x": …, "y": …}`): Qt Lottie reads a combined one by distance
  /// along its motion path instead of by time; every player reads the split form.
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(anchor, forKey: .anchor)
    if position.keyframes.count > 2 {
      try container.encode(SplitPosition(position), forKey: .position)
    } else {
      try container.encode(position, forKey: .position)
    }
    try container.encode(scale, forKey: .scale)
    try container.encode(rotation, forKey: .rotation)
    try container.encode(opacity, forKey: .opacity)
  }
}

/// A position written per axis: `{"s": true, "x": {…}, "y": {…}}`, both with the keyframes'
/// times.
private struct SplitPosition: Codable {
  var x: LottieProperty<Double>
  var y: LottieProperty<Double>

  private enum CodingKeys: String, CodingKey {
    case split = "s"
    case x, y
  }

  init(_ position: LottieProperty<LottieVector>) {
    func axis(_ index: Int) -> LottieProperty<Double> {
      switch position {
      case .fixed(let value): return .fixed(value.components[index])
      case .animated(let keyframes):
        return Self.thinned(
          keyframes.map {
            LottieKeyframe(time: $0.time, value: $0.value.components[index], hold: $0.hold)
          })
      }
    }
    x = axis(0)
    y = axis(1)
  }

  /// One axis's keyframes without those its neighbours give back exactly by moving linearly
  /// (an axis at rest while the other moves, a steady slide), static when it never changes:
  /// the keyframes were kept for both axes together.
  static func thinned(_ keyframes: [LottieKeyframe<Double>]) -> LottieProperty<Double> {
    guard let first = keyframes.first else { return .fixed(0) }
    if keyframes.allSatisfy({ $0.value == first.value }) { return .fixed(first.value) }
    func linear(_ a: Int, _ c: Int) -> Bool {
      let (start, end) = (keyframes[a], keyframes[c])
      return keyframes[a..<c].allSatisfy { !$0.hold }
        && keyframes[(a + 1)..<c].allSatisfy { k in
          let fraction = (k.time - start.time) / (end.time - start.time)
          return abs(start.value + (end.value - start.value) * fraction - k.value) <= 1e-9
        }
    }
    var kept = [first]
    var anchor = 0
    var end = 1
    while end < keyframes.count {
      if end + 1 < keyframes.count, linear(anchor, end + 1) {
        end += 1
        continue
      }
      kept.append(keyframes[end])
      anchor = end
      end = anchor + 1
    }
    return .animated(kept)
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard try container.decode(Bool.self, forKey: .split) else {
      throw LottieFormatError.positionNotSplit
    }
    x = try container.decode(LottieProperty<Double>.self, forKey: .x)
    y = try container.decode(LottieProperty<Double>.self, forKey: .y)
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(true, forKey: .split)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
  }

  /// The combined position: both axes at every time either has a keyframe.
  func joined() throws -> LottieProperty<LottieVector> {
    if case .fixed(let a) = x, case .fixed(let b) = y { return .fixed(LottieVector([a, b])) }
    let times = Set(x.keyframes.map(\.time) + y.keyframes.map(\.time)).sorted()
    return .animated(
      times.map { time in
        let (vx, hx) = Self.value(of: x, at: time)
        let (vy, hy) = Self.value(of: y, at: time)
        return LottieKeyframe(time: time, value: LottieVector([vx, vy]), hold: hx || hy)
      })
  }

  /// An axis's value at `time`, and whether it holds from there.
  private static func value(of axis: LottieProperty<Double>, at time: Double) -> (Double, Bool) {
    let keyframes = axis.keyframes
    guard case .animated = axis, let first = keyframes.first else {
      return (keyframes.first?.value ?? 0, false)
    }
    if time <= first.time { return (first.value, first.hold && time == first.time) }
    for (a, b) in zip(keyframes, keyframes.dropFirst()) where time < b.time {
      if a.hold { return (a.value, true) }
      let fraction = (time - a.time) / (b.time - a.time)
      return (a.value + (b.value - a.value) * fraction, false)
    }
    let last = keyframes[keyframes.count - 1]
    return (last.value, last.hold)
  }
}
