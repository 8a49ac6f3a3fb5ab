/// A user-settable parameter of a style, described for `swell styles`, `--set NAME=VALUE` and
/// the gallery's captions.
public struct ParameterDescription: Hashable, Sendable, Codable {
  /// The name used with `--set` (`"amplitudeMin"`).
  public var name: String
  /// One line saying what it changes, with its unit (`"smallest breathing amplitude (pt)"`).
  public var summary: String
  /// The accepted values, in words (`"0…100"`, `"#RRGGBB[AA]"`, `"true|false"`).
  public var accepted: String
  /// The value in the `seed` preset, printed as `--set` would accept it.
  public var seedValue: String
  /// The value in the default configuration, printed as `--set` would accept it.
  public var defaultValue: String
  /// What kind of value it is, for an editor to choose its control (a slider, a switch, a
  /// colour chooser, a list of choices).
  public var kind: Kind

  /// What a parameter holds, with the range or choices its checks accept.
  public enum Kind: Hashable, Sendable, Codable {
    /// A number in a range (the unit is in `summary`).
    case number(ClosedRange<Double>)
    /// A whole number in a range.
    case integer(ClosedRange<Int>)
    /// true or false.
    case flag
    /// A colour, `#RRGGBB[AA]`.
    case color
    /// A comma-separated list of numbers, each in `range`, `count` of them.
    case numbers(ClosedRange<Double>, count: ClosedRange<Int>)
    /// One of these names.
    case choice([String])
    /// Text of its own form, described by `accepted` (a timing curve's control points).
    case text
  }

  /// Creates a parameter description.
  public init(
    name: String, summary: String, accepted: String, seedValue: String, defaultValue: String,
    kind: Kind = .text
  ) {
    self.name = name
    self.summary = summary
    self.accepted = accepted
    self.seedValue = seedValue
    self.defaultValue = defaultValue
    self.kind = kind
  }
}

/// A style with a seed preset, Swell's defaults, parameters settable by name or key path, and a
/// JSON form; every change is checked, so a style never holds a value its table refuses.
///
///     var style = WaveStyle()                         // Swell's defaults
///     style.periods = 2                               // a plain property, kept in range
///     try style.set("phaseGap", to: "1.2")            // by name, from text (`--set`)
///     let calm = try BounceStyle().setting(\.bounceDuration, to: 1.2)
///     let faithful = WaveStyle.seed                   // the numbers of the seed article
///     let data = try JSONEncoder().encode(style)      // {"backColor": "#A0C4EC", …}
public protocol ConfigurableStyle: RefreshStyle, Codable {
  /// The style's name on the command line (`"wave"`).
  static var styleName: String { get }
  /// The preset carrying the seed article's numbers and behaviour.
  static var seed: Self { get }
  /// Swell's recommended configuration.
  init()
  /// The parameters `set(_:to:)` accepts, in display order.
  static var parameters: [ParameterDescription] { get }
  /// Sets the parameter called `name` from its text form.
  ///
  /// - Throws: `SwellError.invalidParameter` for an unknown name or a value outside its range.
  mutating func set(_ name: String, to value: String) throws
  /// Sets the parameter called `name` to a value in its own type (an inspector's slider).
  ///
  /// - Throws: `SwellError.invalidParameter` for an unknown name, a value of another kind or
  ///   outside its range.
  mutating func set(_ name: String, to value: ParameterValue) throws
  /// The current value of the parameter called `name`, in its own type; nil for a name that is
  /// not one of `parameters`.
  func parameterValue(of name: String) -> ParameterValue?
  /// Sets the parameter stored at `parameter` to `value`.
  ///
  /// - Throws: `SwellError.invalidParameter` for a property that is not a parameter or a
  ///   value outside its range; the style is then unchanged.
  mutating func set<Value>(_ parameter: KeyPath<Self, Value>, to value: Value) throws
  /// The current value of the parameter called `name`, printed as `set(_:to:)` reads it; nil
  /// for a name that is not one of `parameters`.
  func value(of name: String) -> String?
}

extension ConfigurableStyle {
  /// The style's name: `styleName`, said once per style.
  public var name: String { Self.styleName }

  /// No parameter's value is known: a style that keeps its parameters in a table of its own
  /// says how to print them.
  public func value(of name: String) -> String? { nil }

  /// The value `value(of:)` prints, as text.
  public func parameterValue(of name: String) -> ParameterValue? {
    value(of: name).map { .text($0) }
  }

  /// Sets the parameter from `value`'s text form, through `set(_:to:)` with text.
  ///
  /// - Throws: as `set(_:to:)` with text.
  public mutating func set(_ name: String, to value: ParameterValue) throws {
    try set(name, to: value.text)
  }

  /// A copy with the parameter at `parameter` set to `value`, for building a style in one
  /// expression: `try WaveStyle().setting(\.periods, to: 2).setting(\.flowSpeed, to: 4)`.
  ///
  /// - Throws: as `set(_:to:)`.
  public func setting<Value>(_ parameter: KeyPath<Self, Value>, to value: Value) throws -> Self {
    var copy = self
    try copy.set(parameter, to: value)
    return copy
  }
}
