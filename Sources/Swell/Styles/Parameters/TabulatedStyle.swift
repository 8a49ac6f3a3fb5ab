/// A style whose parameters are one table of `ParameterSpec`s: `parameters`, both `set` forms,
/// the JSON form and their checks all follow from it, so they can never disagree, and no
/// value a check would refuse can reach a style's drawing.
protocol TabulatedStyle: ConfigurableStyle {
  /// Every settable parameter, in display order.
  static var specs: [ParameterSpec<Self>] { get }
  /// Checks what single ranges cannot (two bounds in order, a curve's control points);
  /// throws `SwellError.invalidParameter` naming the offending parameter. None by default.
  func validateRelations() throws
}

extension TabulatedStyle {
  /// No relations between parameters to check.
  func validateRelations() throws {}

  /// The parameters `set(_:to:)` accepts, with the seed's and the default values.
  public static var parameters: [ParameterDescription] {
    specs.map { $0.description(seed: .seed, defaults: Self()) }
  }

  /// The current value of the parameter called `name`, printed as `set(_:to:)` reads it.
  public func value(of name: String) -> String? {
    Self.specs.first { $0.name == name }?.text(in: self)
  }

  /// Sets the parameter called `name` from its text form (`"amplitudeMax"`, `"10"`).
  ///
  /// - Throws: `SwellError.invalidParameter` for an unknown name, a value outside the range in
  ///   `parameters`, or a value that breaks a relation between parameters (a minimum above
  ///   its maximum); the style is then unchanged.
  public mutating func set(_ name: String, to value: String) throws {
    try Self.specs.set(name, to: value, in: &self) { try $0.validateRelations() }
  }

  /// Sets the parameter stored at `parameter` to `value` (`\.ballSize`, `30`).
  ///
  /// - Throws: `SwellError.invalidParameter` for a property that is not a parameter, a value
  ///   outside the range in `parameters`, or one that breaks a relation between parameters;
  ///   the style is then unchanged.
  public mutating func set<Value>(_ parameter: KeyPath<Self, Value>, to value: Value) throws {
    for spec in Self.specs {
      for field in spec.fields where field.keyPath == parameter {
        var copy = self
        guard field.assign(&copy, value) else { break }
        try spec.validate(copy)
        try copy.validateRelations()
        self = copy
        return
      }
    }
    throw SwellError.invalidParameter(
      name: "\(parameter)", value: "\(value)",
      accepted: "a parameter of this style: " + Self.specs.map(\.name).joined(separator: ", "))
  }

  /// Checks every parameter against its range and the relations between them.
  func validate() throws {
    try Self.specs.validate(self)
    try validateRelations()
  }

  /// Decodes the JSON object `encode(to:)` writes: Swell's defaults, with each parameter the
  /// object names set through the same checks as `set(_:to:)`.
  ///
  /// - Throws: `SwellError.invalidParameter` naming an unknown member, a value of the wrong
  ///   type or out of range, or a broken relation between parameters.
  public init(from decoder: any Decoder) throws {
    self.init()
    guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else {
      throw SwellError.invalidParameter(
        name: Self.styleName, value: "not an object",
        accepted: "an object of parameters such as {\"\(Self.specs[0].name)\": …}")
    }
    let names = Set(Self.specs.map(\.name))
    for key in container.allKeys where !names.contains(key.stringValue) {
      throw SwellError.invalidParameter(
        name: key.stringValue, value: "an unknown parameter of \(Self.styleName)",
        accepted: "a parameter of this style: " + Self.specs.map(\.name).joined(separator: ", "))
    }
    for spec in Self.specs { try spec.decode(into: &self, from: container) }
    try validateRelations()
  }

  /// Encodes every parameter under its name, in its natural JSON type.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    for spec in Self.specs { try spec.encode(self, into: &container) }
  }
}
