/// A style whose parameters are one table of `StyleParameter`s: `parameters`, both `set` forms,
/// the JSON form and their checks all follow from it, so they can never disagree, and no
/// value a check would refuse can reach a style's drawing.
///
/// Every built-in style is one, and a style written outside Swell becomes one by listing its
/// parameters: it then gets what they get — values set and checked from text (`--set`) or as
/// typed values (an inspector's slider), a JSON form that names the style, and a parameter
/// list (`parameters`) for an inspector or `swell styles`. See <doc:WritingAStyle>.
///
///     extension DotStyle: TabulatedStyle {
///       static let styleName = "dot"
///       static var seed: DotStyle { DotStyle() }
///       static var parameterTable: [StyleParameter<DotStyle>] {
///         [StyleParameter(name: "radius", summary: "the dot's radius (pt)",
///                         kind: .number(\.radius, 2...40))]
///       }
///     }
public protocol TabulatedStyle: ConfigurableStyle {
  /// Every settable parameter, in display order.
  static var parameterTable: [StyleParameter<Self>] { get }
  /// Checks what single ranges cannot (two bounds in order, a curve's control points);
  /// throws `SwellError.invalidParameter` naming the offending parameter. None by default.
  func validateRelations() throws
  /// Restores a relation that setting the property at `key` broke, by moving the other side
  /// (a minimum set above its maximum raises the maximum, as `UISlider` does). None by
  /// default: a property whose new value breaks a relation keeps its old one.
  mutating func repairRelations(after key: PartialKeyPath<Self>)
}

extension TabulatedStyle {
  /// No relations between parameters to check.
  public func validateRelations() throws {}

  /// Nothing to repair.
  public mutating func repairRelations(after key: PartialKeyPath<Self>) {}

  /// Keeps `low ≤ high` after the property at `key` was set, by moving the other bound.
  public mutating func keepInOrder(
    _ low: WritableKeyPath<Self, Double>, _ high: WritableKeyPath<Self, Double>,
    after key: PartialKeyPath<Self>
  ) {
    guard self[keyPath: low] > self[keyPath: high] else { return }
    if key == low { self[keyPath: high] = self[keyPath: low] }
    if key == high { self[keyPath: low] = self[keyPath: high] }
  }

  /// What every parameter property does when set (`style.periods = 2`): a number outside its
  /// range is brought to the nearest end of it, a broken relation is repaired where the style
  /// knows how, and anything still unacceptable (NaN, a list of the wrong length) leaves the
  /// old value — so a style never holds a value its table refuses. `set(_:to:)` says why
  /// instead, by throwing. Call it from each parameter property's `didSet`, with the
  /// parameter's name: `didSet { keepValid(\.radius, "radius", oldValue: oldValue) }`.
  public mutating func keepValid<Value>(
    _ key: WritableKeyPath<Self, Value>, _ name: String, oldValue: Value
  ) {
    // The throwing setters and the decoder check values themselves, and must see them raw.
    guard !CheckedAssignment.isUnderWay,
      let spec = Self.parameterTable.first(where: { $0.name == name })
        ?? Self.parameterTable.first(where: { $0.fields.contains { $0.keyPath == key } })
    else { return }
    spec.clampIntoRange(&self)
    repairRelations(after: key)
    if (try? spec.validate(self)) == nil || (try? validateRelations()) == nil {
      self[keyPath: key] = oldValue
    }
  }

  /// The parameters `set(_:to:)` accepts, with the seed's and the default values.
  public static var parameters: [ParameterDescription] {
    parameterTable.map { $0.description(seed: .seed, defaults: Self()) }
  }

  /// The current value of the parameter called `name`, printed as `set(_:to:)` reads it.
  public func value(of name: String) -> String? {
    Self.parameterTable.first { $0.name == name }?.text(in: self)
  }

  /// Sets the parameter called `name` from its text form (`"amplitudeMax"`, `"10"`).
  ///
  /// - Throws: `SwellError.invalidParameter` for an unknown name, a value outside the range in
  ///   `parameters`, or a value that breaks a relation between parameters (a minimum above
  ///   its maximum); the style is then unchanged.
  public mutating func set(_ name: String, to value: String) throws {
    var style = self
    try CheckedAssignment.$isUnderWay.withValue(true) {
      try Self.parameterTable.set(name, to: value, in: &style) { try $0.validateRelations() }
    }
    self = style
  }

  /// The current value of the parameter called `name`, in its own type; nil for a name that is
  /// not one of `parameters`.
  public func parameterValue(of name: String) -> ParameterValue? {
    Self.parameterTable.first { $0.name == name }?.value(in: self)
  }

  /// Sets the parameter called `name` to a value in its own type (`"periods"`, `.number(2)`):
  /// what an inspector's control hands over, checked as text would be.
  ///
  /// - Throws: `SwellError.invalidParameter` for an unknown name, a value of another kind, a
  ///   value outside the range in `parameters`, or one that breaks a relation between
  ///   parameters; the style is then unchanged.
  public mutating func set(_ name: String, to value: ParameterValue) throws {
    let spec = try Self.parameterTable.parameter(named: name, given: value.text)
    var copy = self
    try CheckedAssignment.$isUnderWay.withValue(true) {
      try spec.set(&copy, to: value)
      try copy.validateRelations()
    }
    self = copy
  }

  /// Sets the parameter stored at `parameter` to `value` (`\.ballSize`, `30`).
  ///
  /// - Throws: `SwellError.invalidParameter` for a property that is not a parameter, a value
  ///   outside the range in `parameters`, or one that breaks a relation between parameters;
  ///   the style is then unchanged.
  public mutating func set<Value>(_ parameter: KeyPath<Self, Value>, to value: Value) throws {
    for spec in Self.parameterTable {
      for field in spec.fields where field.keyPath == parameter {
        var copy = self
        let assigned = CheckedAssignment.$isUnderWay.withValue(true) {
          field.assign(&copy, value)
        }
        guard assigned else { break }
        try spec.validate(copy)
        try copy.validateRelations()
        self = copy
        return
      }
    }
    throw SwellError.invalidParameter(
      name: "\(parameter)", value: "\(value)",
      accepted: "a parameter of this style: "
        + Self.parameterTable.map(\.name).joined(separator: ", "))
  }

  /// Checks every parameter against its range and the relations between them.
  ///
  /// - Throws: `SwellError.invalidParameter` naming the first parameter out of its range, or
  ///   a broken relation.
  public func validate() throws {
    try Self.parameterTable.validate(self)
    try validateRelations()
  }

  /// Decodes the JSON object `encode(to:)` writes: Swell's defaults, with each parameter the
  /// object names set through the same checks as `set(_:to:)`. The `"style"` member, when
  /// there is one, must name this style (files saved before Swell 0.3 have none).
  ///
  /// - Throws: `SwellError.invalidParameter` naming an unknown member, another style's name, a
  ///   value of the wrong type or out of range, or a broken relation between parameters.
  public init(from decoder: any Decoder) throws {
    self = try CheckedAssignment.$isUnderWay.withValue(true) { try Self.decoded(from: decoder) }
  }

  /// The style `decoder` holds, its values assigned raw and checked here.
  private static func decoded(from decoder: any Decoder) throws -> Self {
    var style = Self()
    guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else {
      throw SwellError.invalidParameter(
        name: Self.styleName, value: "not an object",
        accepted: "an object of parameters such as {\"\(Self.parameterTable[0].name)\": …}")
    }
    let styleKey = AnyCodingKey(StyleCatalog.styleMember)
    if container.contains(styleKey) {
      let named = try? container.decode(String.self, forKey: styleKey)
      guard named == Self.styleName else {
        throw SwellError.invalidParameter(
          name: StyleCatalog.styleMember,
          value: named.map { SwellError.quote($0) } ?? "not a string",
          accepted: "\"\(Self.styleName)\"")
      }
    }
    let names = Set(Self.parameterTable.map(\.name) + [StyleCatalog.styleMember])
    for key in container.allKeys where !names.contains(key.stringValue) {
      throw SwellError.invalidParameter(
        name: key.stringValue, value: "an unknown parameter of \(Self.styleName)",
        accepted: "a parameter of this style: "
          + Self.parameterTable.map(\.name).joined(separator: ", "))
    }
    for spec in Self.parameterTable { try spec.decode(into: &style, from: container) }
    try style.validateRelations()
    return style
  }

  /// Encodes the style's name (`"style": "wave"`), then every parameter under its name, in its
  /// natural JSON type.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(Self.styleName, forKey: AnyCodingKey(StyleCatalog.styleMember))
    for spec in Self.parameterTable { try spec.encode(self, into: &container) }
  }
}

/// Whether a throwing setter or the decoder is assigning parameters now: they check each value
/// and say why it is refused, so the properties' own repairs stand aside (a task-local value, so
/// that concurrent work on other styles is unaffected).
enum CheckedAssignment {
  @TaskLocal static var isUnderWay = false
}
