/// A value a Lottie property can hold, with its two JSON spellings: the bare form of a static
/// property (`"k": 50`) and the form inside a keyframe's `"s"` (`"s": [50]`).
///
/// Conformers: `Double` (scalars: opacity, rotation, width), `LottieVector` (positions,
/// scales, colours) and `LottieBezier` (path shapes).
protocol LottieValue: Hashable, Sendable {
  /// The JSON form of a static value.
  associatedtype StaticForm: Encodable
  /// The JSON form of a keyframe's value.
  associatedtype KeyframeForm: Encodable
  /// The value as a static property writes it.
  var staticForm: StaticForm { get }
  /// The value as a keyframe writes it.
  var keyframeForm: KeyframeForm { get }
}

extension Double: LottieValue {
  /// A scalar is written bare when static.
  var staticForm: Double { self }
  /// A scalar is written as a one-element array in a keyframe, as bodymovin does.
  var keyframeForm: [Double] { [self] }
}

/// One keyframe of an animated property: the value at a frame number, then a move to the next
/// keyframe (straight, or along an easing curve) or a hold until it.
struct LottieKeyframe<Value: LottieValue>: Hashable, Sendable {
  /// The frame number (frames, as Lottie counts time; frame n is at n / `fr` seconds).
  var time: Double
  /// The value at `time`.
  var value: Value
  /// Whether the value holds until the next keyframe instead of moving to it.
  var hold: Bool
  /// How the value moves to the next keyframe's; nil: in a straight line.
  var easing: LottieEasing?
  /// The next keyframe's value, written as `"e"` in the keyframe form from before bodymovin
  /// 5.5 (`LottieKeyframeForm.withEndValues`); nil in the compact form.
  var endValue: Value?

  /// Creates a keyframe.
  init(
    time: Double, value: Value, hold: Bool = false, easing: LottieEasing? = nil,
    endValue: Value? = nil
  ) {
    self.time = time
    self.value = value
    self.hold = hold
    self.easing = easing
    self.endValue = endValue
  }
}

/// A property of a Lottie document: a static value (`{"a":0,"k":…}`) or keyframes
/// (`{"a":1,"k":[…]}`).
enum LottieProperty<Value: LottieValue>: Hashable, Sendable {
  /// The same value at every frame.
  case fixed(Value)
  /// Keyframes in increasing time; between two keyframes the value moves along the earlier
  /// one's easing (straight without one) unless the earlier holds.
  case animated([LottieKeyframe<Value>])

  /// The keyframes, or the static value as one keyframe at frame 0.
  var keyframes: [LottieKeyframe<Value>] {
    switch self {
    case .fixed(let value): return [LottieKeyframe(time: 0, value: value)]
    case .animated(let keyframes): return keyframes
    }
  }

  /// Whether the property has keyframes.
  var isAnimated: Bool {
    if case .animated = self { return true }
    return false
  }
}

/// One Bézier handle of a keyframe's easing as bodymovin writes it (`"o"` or `"i"`): x and y,
/// each a one-element array (players read the first element for every component).
struct LottieHandle: Encodable, Hashable, Sendable {
  var x: [Double]
  var y: [Double]

  init(x: Double, y: Double) {
    self.x = [x]
    self.y = [y]
  }
}

extension LottieKeyframe: Encodable {
  private enum CodingKeys: String, CodingKey {
    case t, s, e, h, i, o
  }

  /// Writes `t` and `s`; a hold as `"h":1`, a moving keyframe with its handles (the straight
  /// line's when it has no easing). The last keyframe of a property is written by
  /// `LottieProperty` without handles.
  func encode(to encoder: Encoder) throws {
    try encode(to: encoder, isLast: false)
  }

  /// Writes the keyframe; `valueImplied`: its time alone, the previous keyframe's end value
  /// being its value (the last keyframe in the form from before bodymovin 5.5).
  func encode(to encoder: Encoder, isLast: Bool, valueImplied: Bool = false) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .t)
    if valueImplied { return }
    try container.encode(value.keyframeForm, forKey: .s)
    if let endValue { try container.encode(endValue.keyframeForm, forKey: .e) }
    if hold {
      try container.encode(1, forKey: .h)
    } else if !isLast {
      let easing = easing ?? .linear
      try container.encode(LottieHandle(x: easing.inX, y: easing.inY), forKey: .i)
      try container.encode(LottieHandle(x: easing.outX, y: easing.outY), forKey: .o)
    }
  }
}

extension LottieProperty: Encodable {
  private enum CodingKeys: String, CodingKey {
    case a, k
  }

  /// Writes the property; the last keyframe carries no easing handles (bodymovin 5.x), and
  /// only its time where the keyframe before names its value as that one's end (`"e"`).
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .fixed(let value):
      try container.encode(0, forKey: .a)
      try container.encode(value.staticForm, forKey: .k)
    case .animated(let keyframes):
      try container.encode(1, forKey: .a)
      var list = container.nestedUnkeyedContainer(forKey: .k)
      for (index, keyframe) in keyframes.enumerated() {
        let isLast = index == keyframes.count - 1
        try keyframe.encode(
          to: list.superEncoder(), isLast: isLast,
          valueImplied: isLast && index > 0 && keyframes[index - 1].endValue == keyframe.value)
      }
    }
  }
}
