/// Reading and printing style parameters in the text form `--set NAME=VALUE` uses, with the
/// validation every style shares: a value that cannot be used throws
/// `SwellError.invalidParameter` naming the parameter, the text and what is accepted.
package enum ParameterText {
  /// A number in `range`.
  static func double(
    _ text: String, _ name: String, in range: ClosedRange<Double>
  ) throws -> Double {
    guard let value = decimal(text.trimmingSpaces), range.contains(value) else {
      throw SwellError.invalidParameter(
        name: name, value: SwellError.quote(text), accepted: "a number in \(describe(range))")
    }
    return value
  }

  /// A whole number in `range`.
  static func integer(_ text: String, _ name: String, in range: ClosedRange<Int>) throws -> Int {
    guard let value = Int(text.trimmingSpaces), range.contains(value) else {
      throw SwellError.invalidParameter(
        name: name, value: SwellError.quote(text),
        accepted: "a whole number in \(range.lowerBound)…\(range.upperBound)")
    }
    return value
  }

  /// `true` or `false`, as the help says: nothing else.
  static func bool(_ text: String, _ name: String) throws -> Bool {
    switch text.trimmingSpaces {
    case "true": return true
    case "false": return false
    default:
      throw SwellError.invalidParameter(
        name: name, value: SwellError.quote(text), accepted: "true or false")
    }
  }

  /// A colour `#RRGGBB` or `#RRGGBBAA`.
  static func color(_ text: String, _ name: String) throws -> SwellColor {
    do {
      return try SwellColor(hex: text.trimmingSpaces)
    } catch {
      throw SwellError.invalidParameter(
        name: name, value: SwellError.quote(text), accepted: "#RRGGBB or #RRGGBBAA")
    }
  }

  /// Comma-separated numbers, each in `range`, between `count.lowerBound` and
  /// `count.upperBound` of them.
  static func doubles(
    _ text: String, _ name: String, in range: ClosedRange<Double>, count: ClosedRange<Int>
  ) throws -> [Double] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { decimal(String($0).trimmingSpaces) }
    guard values.count == parts.count, count.contains(values.count),
      values.allSatisfy({ $0.isFinite && range.contains($0) })
    else {
      throw SwellError.invalidParameter(
        name: name, value: SwellError.quote(text),
        accepted:
          "\(count.lowerBound)…\(count.upperBound) comma-separated numbers in \(describe(range))")
    }
    return values
  }

  /// A finite number written in decimal (`-12`, `0.25`, `1e-3`), as the help promises: not
  /// hexadecimal (`0x10`), `nan` or `inf`, which `Double(_:)` would also read.
  package static func decimal(_ text: String) -> Double? {
    let allowed = Set("0123456789+-.eE")
    guard !text.isEmpty, text.allSatisfy(allowed.contains), let value = Double(text),
      value.isFinite
    else { return nil }
    return value
  }

  /// Throws unless `value` is finite and inside `range`; for the typed initializers.
  static func check(_ value: Double, _ name: String, in range: ClosedRange<Double>) throws {
    try SwellError.check(value, name, in: range, accepted: "a number in \(describe(range))")
  }

  /// `range` as `lower…upper`, shortest form of each bound (`0…100`).
  package static func describe(_ range: ClosedRange<Double>) -> String {
    "\(format(range.lowerBound))…\(format(range.upperBound))"
  }

  /// A number as `set(_:to:)` reads it back, without a trailing `.0` (`12`, `0.25`).
  package static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// Numbers joined by commas, as `doubles` reads them.
  static func format(_ values: [Double]) -> String {
    values.map(format).joined(separator: ",")
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
