/// A style whose parameters are one table of `ParameterSpec`s: `parameters`, `set(_:to:)`,
/// the throwing initializer's checks and the drawing's clamps all follow from it, so they can
/// never disagree.
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
  public static var parameters: [StyleParameter] {
    specs.map { $0.description(seed: .seed, defaults: Self()) }
  }

  /// Sets the parameter called `name` from its text form (`"amplitudeMax"`, `"10"`).
  ///
  /// - Throws: `SwellError.invalidParameter` for an unknown name, a value outside the range in
  ///   `parameters`, or a value that breaks a relation between parameters (a minimum above
  ///   its maximum); the style is then unchanged.
  public mutating func set(_ name: String, to value: String) throws {
    try Self.specs.set(name, to: value, in: &self) { try $0.validateRelations() }
  }

  /// Checks every parameter against its range and the relations between them.
  func validate() throws {
    try Self.specs.validate(self)
    try validateRelations()
  }

  /// This style with every number clamped into its accepted range (NaN to the range's lower
  /// end), so that drawing never meets a value `set(_:to:)` would have rejected.
  var clampedToRanges: Self {
    var style = self
    for spec in Self.specs {
      guard case .number(let key, let range) = spec.kind else { continue }
      style[keyPath: key] = StyleNumbers.clamp(
        style[keyPath: key], range.lowerBound, range.upperBound)
    }
    return style
  }
}
