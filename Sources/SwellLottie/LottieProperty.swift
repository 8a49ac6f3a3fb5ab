/// A value a Lottie property can hold, with its two JSON spellings: the bare form of a static
/// property (`"k": 50`) and the form inside a keyframe's `"s"` (`"s": [50]`).
///
/// Conformers: `Double` (scalars: opacity, rotation, width), `LottieVector` (positions,
/// scales, colours) and `LottieBezier` (path shapes).
protocol LottieValue: Hashable, Sendable {
  /// The JSON form of a static value.
  associatedtype StaticForm: Codable
  /// The JSON form of a keyframe's value.
  associatedtype KeyframeForm: Codable
  /// The value as a static property writes it.
  var staticForm: StaticForm { get }
  /// The value as a keyframe writes it.
  var keyframeForm: KeyframeForm { get }
  /// Reads a static value.
  init(staticForm: StaticForm) throws
  /// Reads a keyframe's value.
  init(keyframeForm: KeyframeForm) throws
}

extension Double: LottieValue {
  /// A scalar is written bare when static.
  var staticForm: Double { self }
  /// A scalar is written as a one-element array in a keyframe, as bodymovin does.
  var keyframeForm: [Double] { [self] }
  /// Reads a bare number.
  init(staticForm: Double) { self = staticForm }
  /// Reads a keyframe's number, bare or in a one-element array.
  init(keyframeForm: [Double]) throws {
    guard let first = keyframeForm.first else { throw LottieFormatError.emptyKeyframeValue }
    self = first
  }
}

/// An error met while reading a Lottie document with the model's `Decodable` conformances.
enum LottieFormatError: Error, Equatable, Sendable {
  /// A keyframe's `"s"` array was empty.
  case emptyKeyframeValue
  /// A shape item's `"ty"` is not one this model knows; the payload is the type tag.
  case unknownShapeType(String)
  /// A position object with `"s": false`: neither the split nor the combined form.
  case positionNotSplit
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
/// each a number or a one-element array (players read the first element for every component).
struct LottieHandle: Codable, Hashable, Sendable {
  var x: [Double]
  var y: [Double]

  init(x: Double, y: Double) {
    self.x = [x]
    self.y = [y]
  }

  // Players write either a number or an array per axis.
  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func read(_ key: CodingKeys) throws -> [Double] {
      if let array = try? container.decode([Double].self, forKey: key) { return array }
      return [try container.decode(Double.self, forKey: key)]
    }
    x = try read(.x)
    y = try read(.y)
  }
}

extension LottieKeyframe: Codable {
  private enum CodingKeys: String, CodingKey {
    case t, s, e, h, i, o
  }

  /// Reads a keyframe; handles on the straight line (out x = y, in x = y) read as no easing.
  init(from decoder: Decoder) throws {
    try self.init(from: decoder, after: nil)
  }

  /// Reads a keyframe that follows `previous`: one without a value (`"s"`) takes the end
  /// value (`"e"`) of the one before, as bodymovin wrote the last keyframe before 5.5.
  init(from decoder: Decoder, after previous: LottieKeyframe?) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    time = try container.decode(Double.self, forKey: .t)
    if let start = try container.decodeIfPresent(Value.KeyframeForm.self, forKey: .s) {
      value = try Value(keyframeForm: start)
    } else if let implied = previous?.endValue {
      value = implied
    } else {
      throw DecodingError.keyNotFound(
        CodingKeys.s,
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "a keyframe without a value, and no end value before it"))
    }
    endValue = try container.decodeIfPresent(Value.KeyframeForm.self, forKey: .e).map {
      try Value(keyframeForm: $0)
    }
    hold = try container.decodeIfPresent(Int.self, forKey: .h) == 1
    easing = nil
    if let out = try container.decodeIfPresent(LottieHandle.self, forKey: .o),
      let into = try container.decodeIfPresent(LottieHandle.self, forKey: .i),
      let outX = out.x.first, let outY = out.y.first, let inX = into.x.first,
      let inY = into.y.first, outX != outY || inX != inY
    {
      easing = LottieEasing(outX: outX, outY: outY, inX: inX, inY: inY)
    }
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

extension LottieProperty: Codable {
  private enum CodingKeys: String, CodingKey {
    case a, k
  }

  /// Reads `{"a":0,"k":value}` or `{"a":1,"k":[keyframes]}`.
  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if try container.decodeIfPresent(Int.self, forKey: .a) == 1 {
      var list = try container.nestedUnkeyedContainer(forKey: .k)
      var keyframes: [LottieKeyframe<Value>] = []
      while !list.isAtEnd {
        keyframes.append(try LottieKeyframe(from: list.superDecoder(), after: keyframes.last))
      }
      self = .animated(keyframes)
    } else {
      self = .fixed(try Value(staticForm: container.decode(Value.StaticForm.self, forKey: .k)))
    }
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
