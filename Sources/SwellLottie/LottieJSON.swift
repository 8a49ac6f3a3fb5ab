/// A JSON value as a Lottie document is written: every object's keys in the order given,
/// numbers in their shortest round-trip form (integers without a fraction, −0 as 0).
///
/// The model types say how they are written (`json`), each key once, where it is written.
/// Order matters: rlottie reads a shape item's fields by its `"ty"` tag and ignores an item
/// whose tag does not come first, and Foundation's `JSONEncoder` on Linux orders keys by hash
/// or alphabetically (and the portable core has no Foundation).
enum LottieJSON: Sendable, Equatable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case array([LottieJSON])
  case object([Member])

  /// One key and its value.
  struct Member: Sendable, Equatable {
    var key: String
    var value: LottieJSON
  }

  /// Why a value could not be written.
  enum Failure: Error, Equatable {
    /// JSON has no spelling for NaN or infinity; the payload is the path to the number
    /// (`layers.3.ks.p.x.k`).
    case nonFiniteNumber(String)
  }

  /// An object of the members whose values are present, in the order given: an optional
  /// field that is nil is left out.
  static func object(_ members: KeyValuePairs<String, LottieJSON?>) -> LottieJSON {
    .object(members.compactMap { key, value in value.map { Member(key: key, value: $0) } })
  }

  /// An integer, written without a fraction.
  static func integer(_ value: Int) -> LottieJSON { .number(Double(value)) }

  /// Numbers, each written as a number.
  static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map(LottieJSON.number)) }

  /// The compact JSON text.
  ///
  /// - Throws: `Failure.nonFiniteNumber` for a NaN or infinite number.
  func text() throws -> String {
    var text = ""
    text.reserveCapacity(1 << 16)
    var path: [String] = []
    try write(to: &text, path: &path)
    return text
  }

  private func write(to text: inout String, path: inout [String]) throws {
    switch self {
    case .number(let value):
      guard value.isFinite else {
        throw Failure.nonFiniteNumber(path.joined(separator: "."))
      }
      text += value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    case .string(let string): text += Self.quoted(string)
    case .bool(let flag): text += flag ? "true" : "false"
    case .array(let items):
      text += "["
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        path.append(String(index))
        try item.write(to: &text, path: &path)
        path.removeLast()
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        text += Self.quoted(member.key) + ":"
        path.append(member.key)
        try member.value.write(to: &text, path: &path)
        path.removeLast()
      }
      text += "}"
    }
  }

  private static func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

extension LottieJSON: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
  init(integerLiteral value: Int) { self = .number(Double(value)) }
  init(floatLiteral value: Double) { self = .number(value) }
  init(stringLiteral value: String) { self = .string(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(arrayLiteral elements: LottieJSON...) { self = .array(elements) }
}
