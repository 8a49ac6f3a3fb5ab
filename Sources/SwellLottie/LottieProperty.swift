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

/// One keyframe of an animated property: the value at a frame number, then either a linear
/// interpolation to the next keyframe or a hold until it.
struct LottieKeyframe<Value: LottieValue>: Hashable, Sendable {
  /// The frame number (frames, as Lottie counts time; frame n is at n / `fr` seconds).
  var time: Double
  /// The value at `time`.
  var value: Value
  /// Whether the value holds until the next keyframe instead of moving linearly to it.
  var hold: Bool

  /// Creates a keyframe.
  init(time: Double, value: Value, hold: Bool = false) {
    self.time = time
    self.value = value
    self.hold = hold
  }
}

/// A property of a Lottie document: a static value (`{"a":0,"k":…}`) or keyframes
/// (`{"a":1,"k":[…]}`).
enum LottieProperty<Value: LottieValue>: Hashable, Sendable {
  /// The same value at every frame.
  case fixed(Value)
  /// Keyframes in increasing time; between two keyframes the value moves linearly (the
  /// easing written is the linear Bézier) unless the first holds.
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

/// The easing of a keyframe: one Bézier handle. Swell writes only the linear one
/// (out (0, 0), in (1, 1)).
struct LottieEasing: Codable, Hashable, Sendable {
  var x: [Double]
  var y: [Double]

  static let linearOut = LottieEasing(x: [0], y: [0])
  static let linearIn = LottieEasing(x: [1], y: [1])

  init(x: [Double], y: [Double]) {
    self.x = x
    self.y = y
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
    case t, s, h, i, o
  }

  /// Reads a keyframe; the easing handles are read and ignored (this model is linear only).
  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    time = try container.decode(Double.self, forKey: .t)
    value = try Value(keyframeForm: container.decode(Value.KeyframeForm.self, forKey: .s))
    hold = try container.decodeIfPresent(Int.self, forKey: .h) == 1
  }

  /// Writes `t` and `s`; a hold as `"h":1`, a moving keyframe with linear handles. The last
  /// keyframe of a property is written by `LottieProperty` without handles.
  func encode(to encoder: Encoder) throws {
    try encode(to: encoder, isLast: false)
  }

  func encode(to encoder: Encoder, isLast: Bool) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .t)
    try container.encode(value.keyframeForm, forKey: .s)
    if hold {
      try container.encode(1, forKey: .h)
    } else if !isLast {
      try container.encode(LottieEasing.linearIn, forKey: .i)
      try container.encode(LottieEasing.linearOut, forKey: .o)
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
      self = .animated(try container.decode([LottieKeyframe<Value>].self, forKey: .k))
    } else {
      self = .fixed(try Value(staticForm: container.decode(Value.StaticForm.self, forKey: .k)))
    }
  }

  /// Writes the property; the last keyframe carries no easing handles (bodymovin 5.x).
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
        try keyframe.encode(to: list.superEncoder(), isLast: index == keyframes.count - 1)
      }
    }
  }
}
