/// Reading style parameters from their `--set NAME=VALUE` text, with the errors every
/// style shares: a value that cannot be used throws `SwellError.invalidParameter` naming the
/// parameter, the text given and what is accepted.
enum ParameterParsing {
  /// A finite number in `range`.
  static func number(
    _ text: String, _ name: String, in range: ClosedRange<Double>
  ) throws -> Double {
    guard let value = Double(trimmed(text)), value.isFinite, range.contains(value) else {
      throw SwellError.invalidParameter(
        name: name, value: "\"\(text)\"", accepted: accepted(range))
    }
    return value
  }

  /// `true` or `false`.
  static func bool(_ text: String, _ name: String) throws -> Bool {
    switch trimmed(text).lowercased() {
    case "true", "yes", "1": return true
    case "false", "no", "0": return false
    default:
      throw SwellError.invalidParameter(
        name: name, value: "\"\(text)\"", accepted: "true|false")
    }
  }

  /// `#RRGGBB` or `#RRGGBBAA`.
  static func color(_ text: String, _ name: String) throws -> Color {
    do {
      return try Color(hex: trimmed(text))
    } catch {
      throw SwellError.invalidParameter(
        name: name, value: "\"\(text)\"", accepted: "#RRGGBB or #RRGGBBAA")
    }
  }

  /// One of the raw values of a string enumeration.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ text: String, _ name: String, as type: Choice.Type
  ) throws -> Choice where Choice.RawValue == String {
    guard let value = Choice(rawValue: trimmed(text)) else {
      throw SwellError.invalidParameter(
        name: name, value: "\"\(text)\"",
        accepted: Choice.allCases.map(\.rawValue).joined(separator: "|"))
    }
    return value
  }

  /// Four comma-separated numbers `x1,y1,x2,y2`: a timing curve's two control points, x in
  /// 0…1 and y in -10…10 (a y outside 0…1 overshoots).
  static func controlPoints(_ text: String, _ name: String) throws -> (Point, Point) {
    let numbers = trimmed(text).split(separator: ",").compactMap { Double(trimmed(String($0))) }
    guard numbers.count == 4, text.split(separator: ",").count == 4,
      (0...1).contains(numbers[0]), (0...1).contains(numbers[2]),
      (-10...10).contains(numbers[1]), (-10...10).contains(numbers[3])
    else {
      throw SwellError.invalidParameter(
        name: name, value: "\"\(text)\"",
        accepted: "x1,y1,x2,y2 with x1, x2 in 0…1 and y1, y2 in -10…10")
    }
    return (Point(x: numbers[0], y: numbers[1]), Point(x: numbers[2], y: numbers[3]))
  }

  /// The error for a parameter name the style does not have.
  static func unknown(_ name: String, value: String, known: [StyleParameter]) -> SwellError {
    SwellError.invalidParameter(
      name: name, value: "\"\(value)\"",
      accepted: "a parameter of this style: " + known.map(\.name).joined(separator: ", "))
  }

  /// `range` in words, as `accepted` texts print it.
  static func accepted(_ range: ClosedRange<Double>) -> String {
    "a number in \(format(range.lowerBound))…\(format(range.upperBound))"
  }

  /// A number as `--set` accepts it: whole numbers without a fraction (`96`, `0.8`).
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// Two control points as `x1,y1,x2,y2`.
  static func format(_ c1: Point, _ c2: Point) -> String {
    [c1.x, c1.y, c2.x, c2.y].map { format($0) }.joined(separator: ",")
  }

  private static func trimmed(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
