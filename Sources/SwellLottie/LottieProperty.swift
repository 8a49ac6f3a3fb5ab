import Swell

/// A value a Lottie property can hold, with its two JSON spellings: the bare form of a static
/// property (`"k": 50`) and the form inside a keyframe's `"s"` (`"s": [50]`).
///
/// Conformers: `Double` (scalars: opacity, rotation, width), `LottieVector` (positions,
/// scales, colours) and `LottieBezier` (path shapes).
protocol LottieValue: Hashable, Sendable {
  /// The value as a static property writes it.
  var staticForm: LottieJSON { get }
  /// The value as a keyframe writes it.
  var keyframeForm: LottieJSON { get }
}

extension Double: LottieValue {
  /// A scalar is written bare when static.
  var staticForm: LottieJSON { .number(self) }
  /// A scalar is written as a one-element array in a keyframe, as bodymovin does.
  var keyframeForm: LottieJSON { [.number(self)] }
}

/// One keyframe of an animated property: the value at a frame number, then a move to the next
/// keyframe (straight, or along an easing curve) or a hold until it.
struct LottieKeyframe<Value: LottieValue>: Hashable, Sendable {
  /// The frame number (frames, as Lottie counts time; frame n is at n / `fr` seconds).
  var time: Double
  /// The value at `time`.
  var value: Value
  /// Whether the value holds until the next keyframe instead of moving to it.
  var hold = false
  /// How the value moves to the next keyframe's; nil: in a straight line. Its first control
  /// point is the keyframe's out handle (`"o"`), its second the in handle (`"i"`).
  var easing: TimingCurve?
  /// The next keyframe's value, written as `"e"` in the keyframe form from before bodymovin
  /// 5.5 (`LottieKeyframeForm.withEndValues`); nil in the compact form.
  var endValue: Value?
}

/// A property of a Lottie document: a static value (`{"a":0,"k":…}`) or keyframes
/// (`{"a":1,"k":[…]}`).
enum LottieProperty<Value: LottieValue>: Hashable, Sendable {
  /// The same value at every frame.
  case fixed(Value)
  /// Keyframes in increasing time; between two keyframes the value moves along the earlier
  /// one's easing (straight without one) unless the earlier holds.
  case animated([LottieKeyframe<Value>])

  /// Whether the property has keyframes.
  var isAnimated: Bool {
    if case .animated = self { return true }
    return false
  }
}

extension LottieKeyframe {
  /// The keyframe: `t` and `s`; a hold as `"h":1`, a moving keyframe with its easing's
  /// handles (the straight line's when it has none), each axis a one-element array as
  /// bodymovin writes them. The last keyframe of a property has no handles, and
  /// (`valueImplied`) only its time when the keyframe before names its value as its end (the
  /// form from before bodymovin 5.5).
  func json(isLast: Bool = false, valueImplied: Bool = false) -> LottieJSON {
    if valueImplied { return .object(["t": .number(time)]) }
    let easing = hold || isLast ? nil : easing ?? .linear
    func handle(_ x: Double, _ y: Double) -> LottieJSON {
      .object(["x": [.number(x)], "y": [.number(y)]])
    }
    return .object([
      "t": .number(time), "s": value.keyframeForm, "e": endValue?.keyframeForm,
      "h": hold ? 1 : nil, "i": easing.map { handle($0.controlPoint2.x, $0.controlPoint2.y) },
      "o": easing.map { handle($0.controlPoint1.x, $0.controlPoint1.y) },
    ])
  }
}

extension LottieProperty {
  /// The property, `{"a":0,"k":value}` or `{"a":1,"k":[keyframes]}`; the last keyframe
  /// carries no easing handles (bodymovin 5.x), and only its time where the keyframe before
  /// names its value as that one's end (`"e"`).
  var json: LottieJSON {
    switch self {
    case .fixed(let value):
      return .object(["a": 0, "k": value.staticForm])
    case .animated(let keyframes):
      let written = keyframes.indices.map { index in
        let isLast = index == keyframes.count - 1
        return keyframes[index].json(
          isLast: isLast,
          valueImplied: isLast && index > 0
            && keyframes[index - 1].endValue == keyframes[index].value)
      }
      return .object(["a": 1, "k": .array(written)])
    }
  }
}
