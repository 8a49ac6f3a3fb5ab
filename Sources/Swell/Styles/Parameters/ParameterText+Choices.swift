extension ParameterText {
  /// One of the raw values of a string enumeration (`easeIn`, `swing`).
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ text: String, _ name: String, as type: Choice.Type
  ) throws -> Choice where Choice.RawValue == String {
    guard let value = Choice(rawValue: trimmed(text)) else {
      throw SwellError.invalidParameter(
        name: name, value: SwellError.quote(text), accepted: choices(Choice.self))
    }
    return value
  }

  /// The raw values of a string enumeration in words, as `choice` accepts them (`a|b`).
  static func choices<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> String
  where Choice.RawValue == String {
    Choice.allCases.map(\.rawValue).joined(separator: "|")
  }

  /// What `controlPoints` accepts, in words.
  static let controlPointsAccepted = "x1,y1,x2,y2 with x1, x2 in 0…1 and y1, y2 in -10…10"

  /// Four comma-separated numbers `x1,y1,x2,y2`: a timing curve's two control points, x in
  /// 0…1 (so that time runs forward) and y in -10…10 (outside 0…1 it overshoots).
  static func controlPoints(_ text: String, _ name: String) throws -> (SwellPoint, SwellPoint) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { decimal(trimmed(String($0))) }
    guard parts.count == 4, numbers.count == 4,
      (0...1).contains(numbers[0]), (0...1).contains(numbers[2]),
      (-10...10).contains(numbers[1]), (-10...10).contains(numbers[3])
    else {
      throw SwellError.invalidParameter(
        name: name, value: SwellError.quote(text), accepted: controlPointsAccepted)
    }
    return (SwellPoint(x: numbers[0], y: numbers[1]), SwellPoint(x: numbers[2], y: numbers[3]))
  }

  /// Two control points as `x1,y1,x2,y2`, as `controlPoints` reads them.
  static func format(_ c1: SwellPoint, _ c2: SwellPoint) -> String {
    format([c1.x, c1.y, c2.x, c2.y])
  }

  /// `text` without leading and trailing spaces and tabs.
  private static func trimmed(_ text: String) -> String {
    var s = Substring(text)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
