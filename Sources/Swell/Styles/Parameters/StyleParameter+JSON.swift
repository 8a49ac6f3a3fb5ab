// A style's JSON form: an object with one member per parameter, each in its natural JSON type
// (numbers, whole numbers, booleans, arrays of numbers; colours as "#RRGGBB[AA]"; choices and
// curves in their text form), read back through the same checks as `set(_:to:)`.

extension StyleParameter {
  /// Writes this parameter's value in `style` under its name.
  func encode(_ style: Style, into container: inout KeyedEncodingContainer<AnyCodingKey>) throws {
    let key = AnyCodingKey(name)
    switch kind {
    case .number(let path, _): try container.encode(style[keyPath: path], forKey: key)
    case .integer(let path, _): try container.encode(style[keyPath: path], forKey: key)
    case .flag(let path): try container.encode(style[keyPath: path], forKey: key)
    case .color(let path): try container.encode(style[keyPath: path].hexString, forKey: key)
    case .numbers(let path, _, _): try container.encode(style[keyPath: path], forKey: key)
    case .text(_, let print, _, _): try container.encode(print(style), forKey: key)
    }
  }

  /// Reads this parameter into `style` when the object has it; leaves `style` as it is when it
  /// has not.
  ///
  /// - Throws: `SwellError.invalidParameter` naming the parameter for a value of the wrong
  ///   JSON type or outside what it accepts.
  func decode(into style: inout Style, from container: KeyedDecodingContainer<AnyCodingKey>)
    throws
  {
    let key = AnyCodingKey(name)
    guard container.contains(key) else { return }
    func read<Value: Decodable>(_ type: Value.Type, _ what: String) throws -> Value {
      guard let value = try? container.decode(type, forKey: key) else {
        throw SwellError.invalidParameter(name: name, value: "not \(what)", accepted: accepted)
      }
      return value
    }
    switch kind {
    case .number(let path, let range):
      let value = try read(Double.self, "a number")
      try ParameterText.check(value, name, in: range)
      style[keyPath: path] = value
    case .integer(let path, let range):
      let value = try read(Int.self, "a whole number")
      guard range.contains(value) else {
        throw SwellError.invalidParameter(name: name, value: "\(value)", accepted: accepted)
      }
      style[keyPath: path] = value
    case .flag(let path):
      style[keyPath: path] = try read(Bool.self, "true or false")
    case .color(let path):
      style[keyPath: path] = try ParameterText.color(read(String.self, "a string"), name)
    case .numbers(let path, _, _):
      var copy = style
      copy[keyPath: path] = try read([Double].self, "an array of numbers")
      try validate(copy)
      style = copy
    case .text(_, _, let parse, _):
      try parse(&style, read(String.self, "a string"), name)
    }
  }
}
