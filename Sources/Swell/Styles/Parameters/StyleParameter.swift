/// One settable parameter of a style: its name, what it means, where it is stored and what it
/// accepts. A style lists these once (`TabulatedStyle.parameterTable`) and derives
/// `parameters`, every `set` form (by name and text, by name and typed value, by key path), its
/// JSON form and their checks from the list, so they can never disagree.
///
///     StyleParameter(name: "radius", summary: "the dot's radius at full pull (pt)",
///                    kind: .number(\.radius, 2...40))
public struct StyleParameter<Style> {
  /// Where the value lives and what it accepts.
  public enum Kind {
    /// A finite number in a range.
    case number(WritableKeyPath<Style, Double>, ClosedRange<Double>)
    /// A whole number in a range.
    case integer(WritableKeyPath<Style, Int>, ClosedRange<Int>)
    /// true or false.
    case flag(WritableKeyPath<Style, Bool>)
    /// A colour, `#RRGGBB[AA]`.
    case color(WritableKeyPath<Style, SwellColor>)
    /// A comma-separated list of numbers, each in a range, with a count in a range.
    case numbers(WritableKeyPath<Style, [Double]>, ClosedRange<Double>, count: ClosedRange<Int>)
    /// Any other value with a text form of its own (a choice of names, a timing curve's control
    /// points): what it accepts in words, how to print it, and how to read it — `read` gets the
    /// text and the parameter's name and throws `SwellError.invalidParameter` for text it
    /// cannot use — and the properties it stores into, which Swift code may set directly.
    /// `validate` leaves such a value to the style's relations.
    case text(
      accepted: String, print: (Style) -> String,
      read: (inout Style, _ text: String, _ name: String) throws -> Void,
      fields: [ParameterField<Style>])
  }

  /// The name `set(_:to:)` takes (`"radius"`).
  public var name: String
  /// One line saying what it changes, with its unit (`"the dot's radius at full pull (pt)"`).
  public var summary: String
  /// Storage and accepted values.
  public var kind: Kind
  /// The names a `.text` parameter accepts, when they are a fixed list.
  public var choices: [String]?
  /// For a colour of the dark palette, the light colour it replaces in a dark app.
  public var lightTwin: WritableKeyPath<Style, SwellColor>?

  /// A parameter called `name`, described by `summary` (with its unit), stored and checked as
  /// `kind` says; `choices` lists the names a `.text` parameter accepts when they are a fixed
  /// list, and `lightTwin` is the light colour a dark palette's colour replaces.
  public init(
    name: String, summary: String, kind: Kind, choices: [String]? = nil,
    lightTwin: WritableKeyPath<Style, SwellColor>? = nil
  ) {
    self.name = name
    self.summary = summary
    self.kind = kind
    self.choices = choices
    self.lightTwin = lightTwin
  }

  /// A parameter holding one case of a string enumeration, set and printed by its raw value.
  public static func choice<Choice: RawRepresentable & CaseIterable>(
    name: String, summary: String, _ key: WritableKeyPath<Style, Choice>
  ) -> StyleParameter where Choice.RawValue == String {
    StyleParameter(
      name: name, summary: summary,
      kind: .text(
        accepted: ParameterText.choices(Choice.self), print: { $0[keyPath: key].rawValue },
        read: { style, text, name in
          style[keyPath: key] = try ParameterText.choice(text, name, as: Choice.self)
        }, fields: [ParameterField(key)]),
      choices: Choice.allCases.map(\.rawValue))
  }

  /// The public kind: what an editor needs to know to offer the value.
  var publicKind: ParameterDescription.Kind {
    switch kind {
    case .number(_, let range): return .number(range)
    case .integer(_, let range): return .integer(range)
    case .flag: return .flag
    case .color: return .color
    case .numbers(_, let range, let count): return .numbers(range, count: count)
    case .text: return choices.map { .choice($0) } ?? .text
    }
  }

  /// The typed properties this parameter stores into.
  var fields: [ParameterField<Style>] {
    switch kind {
    case .number(let key, _): return [ParameterField(key)]
    case .integer(let key, _): return [ParameterField(key)]
    case .flag(let key): return [ParameterField(key)]
    case .color(let key): return [ParameterField(key)]
    case .numbers(let key, _, _): return [ParameterField(key)]
    case .text(_, _, _, let fields): return fields
    }
  }

  /// The accepted values in words.
  var accepted: String {
    switch kind {
    case .number(_, let range): return ParameterText.describe(range)
    case .integer(_, let range): return "\(range.lowerBound)…\(range.upperBound)"
    case .flag: return "true|false"
    case .color: return "#RRGGBB[AA]"
    case .numbers(_, let range, let count):
      return "\(count.lowerBound)…\(count.upperBound) numbers in \(ParameterText.describe(range)),"
        + " comma-separated"
    case .text(let accepted, _, _, _): return accepted
    }
  }

  /// The value in `style`, printed as `set(_:to:)` reads it.
  func text(in style: Style) -> String {
    switch kind {
    case .number(let key, _): return ParameterText.format(style[keyPath: key])
    case .integer(let key, _): return String(style[keyPath: key])
    case .flag(let key): return style[keyPath: key] ? "true" : "false"
    case .color(let key): return style[keyPath: key].hexString
    case .numbers(let key, _, _): return ParameterText.format(style[keyPath: key])
    case .text(_, let print, _, _): return print(style)
    }
  }

  /// The public description, with the seed's and the default's values.
  func description(seed: Style, defaults: Style) -> ParameterDescription {
    ParameterDescription(
      name: name, summary: summary, accepted: accepted, seedValue: text(in: seed),
      defaultValue: text(in: defaults), kind: publicKind)
  }

  /// Parses `text` into `style`.
  ///
  /// - Throws: `SwellError.invalidParameter` when the text is not an accepted value.
  func set(_ style: inout Style, from text: String) throws {
    switch kind {
    case .number(let key, let range):
      style[keyPath: key] = try ParameterText.double(text, name, in: range)
    case .integer(let key, let range):
      style[keyPath: key] = try ParameterText.integer(text, name, in: range)
    case .flag(let key):
      style[keyPath: key] = try ParameterText.bool(text, name)
    case .color(let key):
      style[keyPath: key] = try ParameterText.color(text, name)
    case .numbers(let key, let range, let count):
      style[keyPath: key] = try ParameterText.doubles(text, name, in: range, count: count)
    case .text(_, _, let read, _):
      try read(&style, text, name)
    }
  }

  /// Brings a finite number (or each of a list's) into the parameter's range, and a colour's
  /// components into 0…1; other values are left for `validate` to judge.
  func clampIntoRange(_ style: inout Style) {
    // Written only when it changes: the write runs the property's observer again.
    func store<Value: Equatable>(_ key: WritableKeyPath<Style, Value>, _ value: Value) {
      if style[keyPath: key] != value { style[keyPath: key] = value }
    }
    func clamp(_ x: Double, _ range: ClosedRange<Double>) -> Double {
      x.isFinite ? min(max(x, range.lowerBound), range.upperBound) : x
    }
    switch kind {
    case .number(let key, let range):
      // NaN and infinities are not brought anywhere (NaN never equals itself: storing it
      // would run the observer for ever); `validate` refuses them.
      guard style[keyPath: key].isFinite else { return }
      store(key, clamp(style[keyPath: key], range))
    case .integer(let key, let range):
      store(key, min(max(style[keyPath: key], range.lowerBound), range.upperBound))
    case .color(let key):
      let c = style[keyPath: key]
      let unit = { (x: Double) in x.isFinite ? min(max(x, 0), 1) : 0 }
      store(
        key,
        SwellColor(red: unit(c.red), green: unit(c.green), blue: unit(c.blue), alpha: unit(c.alpha))
      )
    case .numbers(let key, let range, _):
      let old = style[keyPath: key]
      let new = old.map { clamp($0, range) }
      if zip(old, new).contains(where: { $0.isFinite && $0 != $1 }) { style[keyPath: key] = new }
    case .flag, .text:
      return
    }
  }

  /// Checks the value currently in `style`.
  ///
  /// - Throws: `SwellError.invalidParameter` naming this parameter when the value is outside
  ///   what it accepts.
  func validate(_ style: Style) throws {
    switch kind {
    case .number(let key, let range):
      try ParameterText.check(style[keyPath: key], name, in: range)
    case .integer(let key, let range):
      let value = style[keyPath: key]
      guard range.contains(value) else {
        throw SwellError.invalidParameter(name: name, value: "\(value)", accepted: accepted)
      }
    case .flag:
      return
    case .color(let key):
      // Colours clamp on creation, but their fields are settable: check them too.
      let c = style[keyPath: key]
      guard [c.red, c.green, c.blue, c.alpha].allSatisfy({ (0...1).contains($0) }) else {
        throw SwellError.invalidParameter(
          name: name, value: "(\(c.red), \(c.green), \(c.blue), \(c.alpha))",
          accepted: "components in 0…1")
      }
    case .numbers(let key, let range, let count):
      let values = style[keyPath: key]
      guard count.contains(values.count),
        values.allSatisfy({ $0.isFinite && range.contains($0) })
      else {
        throw SwellError.invalidParameter(
          name: name, value: ParameterText.format(values), accepted: accepted)
      }
    case .text:
      return
    }
  }
}

extension Array {
  /// Sets the parameter called `name` in `style` from text, then runs `relations` (checks
  /// between parameters) on the result; `style` is unchanged when anything throws.
  func set<Style>(
    _ name: String, to text: String, in style: inout Style,
    relations: (Style) throws -> Void
  ) throws where Element == StyleParameter<Style> {
    let spec = try parameter(named: name, given: text)
    var copy = style
    try spec.set(&copy, from: text)
    try relations(copy)
    style = copy
  }

  /// The parameter called `name`.
  ///
  /// - Throws: `SwellError.invalidParameter` naming `name`, the value `given` for it, and the
  ///   parameters there are, when the list has none of that name.
  func parameter<Style>(named name: String, given value: String) throws -> StyleParameter<Style>
  where Element == StyleParameter<Style> {
    guard let spec = first(where: { $0.name == name }) else {
      throw SwellError.invalidParameter(
        name: name, value: SwellError.quote(value),
        accepted: "a parameter of this style: " + map(\.name).joined(separator: ", "))
    }
    return spec
  }

  /// Checks every parameter of `style`, in list order.
  func validate<Style>(_ style: Style) throws where Element == StyleParameter<Style> {
    for spec in self { try spec.validate(style) }
  }
}

/// A property a parameter stores into, settable with a value of its own type: what a `.text`
/// parameter lists so that Swift code may set those properties by key path.
public struct ParameterField<Style> {
  /// The property.
  let keyPath: PartialKeyPath<Style>
  /// Stores `value` when it has the property's type; returns whether it did.
  let assign: (inout Style, Any) -> Bool

  /// The property at `key`.
  public init<Value>(_ key: WritableKeyPath<Style, Value>) {
    keyPath = key
    assign = { style, value in
      guard let typed = value as? Value else { return false }
      style[keyPath: key] = typed
      return true
    }
  }
}
