/// A parameter's value in its own type: what an inspector's slider, switch or colour chooser
/// hands a style (`set(_:to:)` with a `ParameterValue`), so that numbers stay numbers from the
/// control to the style, with no trip through text.
public enum ParameterValue: Hashable, Sendable {
  /// A number (a `.number` parameter; a `.integer` one takes it when it is whole).
  case number(Double)
  /// A whole number.
  case integer(Int)
  /// true or false.
  case flag(Bool)
  /// A colour.
  case color(SwellColor)
  /// A list of numbers.
  case numbers([Double])
  /// Text in the parameter's own form: any parameter reads it as `set(_:to:)` reads text.
  case text(String)

  /// The value as `--set NAME=VALUE` writes it (`12`, `true`, `#FF8800`, `1,2,3`).
  public var text: String {
    switch self {
    case .number(let value): return ParameterText.format(value)
    case .integer(let value): return String(value)
    case .flag(let value): return value ? "true" : "false"
    case .color(let value): return value.hexString
    case .numbers(let values): return ParameterText.format(values)
    case .text(let text): return text
    }
  }
}

extension StyleParameter {
  /// The value in `style`, in its own type.
  func value(in style: Style) -> ParameterValue {
    switch kind {
    case .number(let key, _): return .number(style[keyPath: key])
    case .integer(let key, _): return .integer(style[keyPath: key])
    case .flag(let key): return .flag(style[keyPath: key])
    case .color(let key): return .color(style[keyPath: key])
    case .numbers(let key, _, _): return .numbers(style[keyPath: key])
    case .text(_, let print, _, _): return .text(print(style))
    }
  }

  /// Stores `value` into `style`, checked against the parameter's range as its text would be.
  ///
  /// - Throws: `SwellError.invalidParameter` naming the parameter for a value of another kind
  ///   or outside what it accepts.
  func set(_ style: inout Style, to value: ParameterValue) throws {
    switch (kind, value) {
    case (_, .text(let text)):
      try set(&style, from: text)
    case (.number(let key, let range), .number(let number)):
      try ParameterText.check(number, name, in: range)
      style[keyPath: key] = number
    case (.number(let key, let range), .integer(let number)):
      try ParameterText.check(Double(number), name, in: range)
      style[keyPath: key] = Double(number)
    case (.integer(let key, let range), .integer(let number)):
      guard range.contains(number) else { throw refusal(String(number)) }
      style[keyPath: key] = number
    case (.integer(let key, let range), .number(let number)):
      guard number.isFinite, number == number.rounded(), let whole = Int(exactly: number),
        range.contains(whole)
      else { throw refusal(value.text) }
      style[keyPath: key] = whole
    case (.flag(let key), .flag(let flag)):
      style[keyPath: key] = flag
    case (.color(let key), .color(let color)):
      var copy = style
      copy[keyPath: key] = color
      try validate(copy)
      style = copy
    case (.numbers(let key, _, _), .numbers(let numbers)):
      var copy = style
      copy[keyPath: key] = numbers
      try validate(copy)
      style = copy
    default:
      throw refusal(value.text)
    }
  }

  /// The error for `text`, a value this parameter does not accept.
  private func refusal(_ text: String) -> SwellError {
    .invalidParameter(name: name, value: SwellError.quote(text), accepted: accepted)
  }
}
