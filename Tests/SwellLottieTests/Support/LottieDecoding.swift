import Swell

@testable import SwellLottie

// Reading documents back into the model, for the tests: the package only writes Lottie, so
// the reader lives here. It follows the Lottie format as players read it (a static value bare,
// a keyframe's in a one-element array, a position split or combined, the form from before
// bodymovin 5.5 with end values), not the writer's code, and ignores fields the model lacks.

/// Why a document could not be read into the model.
enum LottieFormatError: Error, Equatable {
  /// A keyframe's `"s"` array was empty.
  case emptyKeyframeValue
  /// A shape item's `"ty"` is not one the model knows; the payload is the tag.
  case unknownShapeType(String)
  /// A position object with `"s": false`: neither the split nor the combined form.
  case positionNotSplit
}

/// A key by its JSON name.
struct LottieKey: CodingKey, ExpressibleByStringLiteral {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringLiteral name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

typealias LottieContainer = KeyedDecodingContainer<LottieKey>

/// A value a property can hold, read in either of its two spellings. Public, as the
/// conformances of the `@testable`-imported model types must be.
public protocol ReadableLottieValue: LottieValue {
  /// A static property's bare value (`"k": 50`).
  static func readStatic(_ decoder: Decoder) throws -> Self
  /// A keyframe's value (`"s": [50]`).
  static func readKeyframe(_ decoder: Decoder) throws -> Self
}

extension Double: ReadableLottieValue {
  /// The static form (`ReadableLottieValue`).
  public static func readStatic(_ decoder: Decoder) throws -> Double {
    try decoder.singleValueContainer().decode(Double.self)
  }

  /// The keyframe form (`ReadableLottieValue`).
  public static func readKeyframe(_ decoder: Decoder) throws -> Double {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) { return number }
    guard let first = try container.decode([Double].self).first else {
      throw LottieFormatError.emptyKeyframeValue
    }
    return first
  }
}

extension LottieVector: ReadableLottieValue {
  /// The static form (`ReadableLottieValue`).
  public static func readStatic(_ decoder: Decoder) throws -> LottieVector {
    LottieVector(try decoder.singleValueContainer().decode([Double].self))
  }

  /// The keyframe form (`ReadableLottieValue`).
  public static func readKeyframe(_ decoder: Decoder) throws -> LottieVector {
    try readStatic(decoder)
  }
}

extension LottieBezier: ReadableLottieValue {
  /// The static form (`ReadableLottieValue`).
  public static func readStatic(_ decoder: Decoder) throws -> LottieBezier {
    let c = try decoder.container(keyedBy: LottieKey.self)
    return LottieBezier(
      closed: try c.decodeIfPresent(Bool.self, forKey: "c") ?? false,
      vertices: try c.decode([[Double]].self, forKey: "v"),
      inTangents: try c.decode([[Double]].self, forKey: "i"),
      outTangents: try c.decode([[Double]].self, forKey: "o"))
  }

  /// The keyframe form (`ReadableLottieValue`).
  public static func readKeyframe(_ decoder: Decoder) throws -> LottieBezier {
    var list = try decoder.unkeyedContainer()
    guard !list.isAtEnd else { throw LottieFormatError.emptyKeyframeValue }
    return try readStatic(list.superDecoder())
  }
}

extension LottieKeyframe where Value: ReadableLottieValue {
  /// Reads a keyframe that follows `previous`: one without a value (`"s"`) takes the end
  /// value (`"e"`) of the one before, as bodymovin wrote the last keyframe before 5.5.
  /// Handles on the straight line (out x = y, in x = y) read as no easing.
  init(from decoder: Decoder, after previous: LottieKeyframe?) throws {
    let c = try decoder.container(keyedBy: LottieKey.self)
    let time = try c.decode(Double.self, forKey: "t")
    let value: Value
    if c.contains("s") {
      value = try Value.readKeyframe(c.superDecoder(forKey: "s"))
    } else if let implied = previous?.endValue {
      value = implied
    } else {
      throw DecodingError.keyNotFound(
        LottieKey(stringLiteral: "s"),
        DecodingError.Context(
          codingPath: c.codingPath,
          debugDescription: "a keyframe without a value, and no end value before it"))
    }
    let endValue = c.contains("e") ? try Value.readKeyframe(c.superDecoder(forKey: "e")) : nil
    func handle(_ key: LottieKey) throws -> (x: Double, y: Double)? {
      guard c.contains(key) else { return nil }
      let h = try c.nestedContainer(keyedBy: LottieKey.self, forKey: key)
      func first(_ axis: LottieKey) throws -> Double {
        if let number = try? h.decode(Double.self, forKey: axis) { return number }
        return try h.decode([Double].self, forKey: axis).first ?? 0
      }
      return (try first("x"), try first("y"))
    }
    var easing: TimingCurve?
    if let out = try handle("o"), let into = try handle("i"), out.x != out.y || into.x != into.y {
      easing = TimingCurve(unchecked: out.x, out.y, into.x, into.y)
    }
    self.init(
      time: time, value: value, hold: try c.decodeIfPresent(Int.self, forKey: "h") == 1,
      easing: easing, endValue: endValue)
  }
}

extension LottieProperty: Decodable where Value: ReadableLottieValue {
  /// Reads `{"a":0,"k":value}` or `{"a":1,"k":[keyframes]}`.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: LottieKey.self)
    if try c.decodeIfPresent(Int.self, forKey: "a") == 1 {
      var list = try c.nestedUnkeyedContainer(forKey: "k")
      var keyframes: [LottieKeyframe<Value>] = []
      while !list.isAtEnd {
        keyframes.append(try LottieKeyframe(from: list.superDecoder(), after: keyframes.last))
      }
      self = .animated(keyframes)
    } else {
      self = .fixed(try Value.readStatic(c.superDecoder(forKey: "k")))
    }
  }
}

extension LottiePosition: Decodable {
  /// Reads the split form, or a combined position (static or keyframed).
  public init(from decoder: Decoder) throws {
    if let c = try? decoder.container(keyedBy: LottieKey.self),
      let split = try c.decodeIfPresent(Bool.self, forKey: "s")
    {
      guard split else { throw LottieFormatError.positionNotSplit }
      self = .split(
        x: try c.decode(LottieProperty<Double>.self, forKey: "x"),
        y: try c.decode(LottieProperty<Double>.self, forKey: "y"))
    } else {
      self = .combined(try LottieProperty<LottieVector>(from: decoder))
    }
  }
}

extension LottieTransform: Decodable {
  /// Reads a transform; missing properties take their identity values.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: LottieKey.self)
    self.init()
    anchor = try c.decodeIfPresent(type(of: anchor), forKey: "a") ?? anchor
    position = try c.decodeIfPresent(LottiePosition.self, forKey: "p") ?? position
    scale = try c.decodeIfPresent(type(of: scale), forKey: "s") ?? scale
    rotation = try c.decodeIfPresent(type(of: rotation), forKey: "r") ?? rotation
    opacity = try c.decodeIfPresent(type(of: opacity), forKey: "o") ?? opacity
  }
}

extension LottieShape: Decodable {
  /// Reads an item by its `"ty"` tag.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: LottieKey.self)
    let tag = try c.decode(String.self, forKey: "ty")
    let name = try c.decodeIfPresent(String.self, forKey: "nm") ?? ""
    func color() throws -> LottieProperty<LottieVector> {
      try c.decode(LottieProperty<LottieVector>.self, forKey: "c")
    }
    func scalar(_ key: LottieKey) throws -> LottieProperty<Double> {
      try c.decode(LottieProperty<Double>.self, forKey: key)
    }
    func box() throws -> LottieBoxShape {
      LottieBoxShape(
        name: name, position: try c.decode(LottieProperty<LottieVector>.self, forKey: "p"),
        size: try c.decode(LottieProperty<LottieVector>.self, forKey: "s"),
        roundness: try c.decodeIfPresent(LottieProperty<Double>.self, forKey: "r"),
        direction: try c.decodeIfPresent(Int.self, forKey: "d") ?? 1)
    }
    switch tag {
    case "gr":
      self = .group(
        LottieGroup(name: name, items: try c.decode([LottieShape].self, forKey: "it")))
    case "sh":
      self = .path(
        LottiePathShape(
          name: name, shape: try c.decode(LottieProperty<LottieBezier>.self, forKey: "ks")))
    case "rc": self = .rectangle(try box())
    case "el": self = .ellipse(try box())
    case "fl":
      var fill = LottieFill(
        name: name, color: try color(), opacity: try scalar("o"),
        fillRule: try c.decodeIfPresent(Int.self, forKey: "r") ?? 1)
      fill.slotID = try c.nestedContainer(keyedBy: LottieKey.self, forKey: "c")
        .decodeIfPresent(String.self, forKey: "sid")
      self = .fill(fill)
    case "st":
      var stroke = LottieStroke(
        name: name, color: try color(), opacity: try scalar("o"), width: try scalar("w"),
        lineCap: try c.decode(Int.self, forKey: "lc"),
        lineJoin: try c.decode(Int.self, forKey: "lj"),
        miterLimit: try c.decodeIfPresent(Double.self, forKey: "ml") ?? 4)
      stroke.slotID = try c.nestedContainer(keyedBy: LottieKey.self, forKey: "c")
        .decodeIfPresent(String.self, forKey: "sid")
      self = .stroke(stroke)
    case "tm":
      self = .trim(
        LottieTrim(
          name: name, start: try scalar("s"), end: try scalar("e"),
          offset: try c.decodeIfPresent(LottieProperty<Double>.self, forKey: "o") ?? .fixed(0),
          mode: try c.decodeIfPresent(Int.self, forKey: "m") ?? 1))
    case "tr": self = .transform(try LottieTransform(from: decoder))
    default: throw LottieFormatError.unknownShapeType(tag)
    }
  }
}

extension LottieLayer: Decodable {
  /// Reads a shape layer and the outlines of its masks.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: LottieKey.self)
    var masks: [LottieProperty<LottieBezier>] = []
    if c.contains("masksProperties") {
      var list = try c.nestedUnkeyedContainer(forKey: "masksProperties")
      while !list.isAtEnd {
        let mask = try list.nestedContainer(keyedBy: LottieKey.self)
        masks.append(try mask.decode(LottieProperty<LottieBezier>.self, forKey: "pt"))
      }
    }
    self.init(
      index: try c.decode(Int.self, forKey: "ind"),
      name: try c.decodeIfPresent(String.self, forKey: "nm") ?? "",
      inPoint: try c.decode(Double.self, forKey: "ip"),
      outPoint: try c.decode(Double.self, forKey: "op"),
      transform: try c.decode(LottieTransform.self, forKey: "ks"),
      shapes: try c.decode([LottieShape].self, forKey: "shapes"), masks: masks)
  }
}

extension LottieAnimation: Decodable {
  /// Reads a document: its header, layers, markers, the pull range Swell writes and its
  /// colour slots.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: LottieKey.self)
    self.init(
      version: try c.decode(String.self, forKey: "v"),
      frameRate: try c.decode(Double.self, forKey: "fr"),
      inPoint: try c.decode(Double.self, forKey: "ip"),
      outPoint: try c.decode(Double.self, forKey: "op"),
      width: try c.decode(Int.self, forKey: "w"), height: try c.decode(Int.self, forKey: "h"),
      name: try c.decodeIfPresent(String.self, forKey: "nm") ?? "",
      layers: try c.decode([LottieLayer].self, forKey: "layers"))
    if c.contains("markers") {
      var list = try c.nestedUnkeyedContainer(forKey: "markers")
      while !list.isAtEnd {
        let marker = try list.nestedContainer(keyedBy: LottieKey.self)
        markers.append(
          LottieAppDocument.Marker(
            name: try marker.decode(String.self, forKey: "cm"),
            start: try marker.decode(Int.self, forKey: "tm"),
            duration: try marker.decode(Int.self, forKey: "dr")))
      }
    }
    if c.contains("swell") {
      let range = try c.nestedContainer(keyedBy: LottieKey.self, forKey: "swell")
      pull = LottiePullRange(
        maxPull: try range.decode(Double.self, forKey: "maxPull"),
        triggerDistance: try range.decode(Double.self, forKey: "triggerDistance"),
        releasePull: try range.decodeIfPresent(Double.self, forKey: "releasePull"),
        refreshingHeight: try range.decodeIfPresent(Double.self, forKey: "refreshingHeight"),
        edge: try range.decode(String.self, forKey: "edge"))
    }
    if c.contains("slots") {
      let object = try c.nestedContainer(keyedBy: LottieKey.self, forKey: "slots")
      for id in object.allKeys {
        let slot = try object.nestedContainer(keyedBy: LottieKey.self, forKey: id)
        slots.append(
          LottieSlot(
            id: id.stringValue,
            color: try slot.decode(LottieProperty<LottieVector>.self, forKey: "p")))
      }
    }
  }
}
