/// Every built-in style, by name, with a way to build one from text settings (the command
/// line's `--set NAME=VALUE`, a gallery, a test table).
public enum StyleCatalog {
  /// Which starting point `style(named:preset:settings:)` uses before the settings.
  public enum Preset: String, Sendable, CaseIterable {
    /// The numbers and behaviour of the seed article.
    case seed
    /// Swell's recommended configuration.
    case standard
  }

  /// The built-in style types: the five effects in the order the seeds number them, then the
  /// quiet ring and the classic text header.
  public static let types: [any ConfigurableStyle.Type] = [
    WaveStyle.self, BendStyle.self, RippleStyle.self, BounceStyle.self, ElasticStyle.self,
    QuietStyle.self, ClassicStyle.self,
  ]

  /// The five effects' types, in the order the seeds number them.
  public static let effects: [any ConfigurableStyle.Type] = Array(types.prefix(5))

  /// The built-in styles' names: `wave`, `bend`, `ripple`, `bounce`, `elastic`, `quiet`,
  /// `classic`.
  public static var names: [String] { types.map { $0.styleName } }

  /// The type of the style called `name`, or nil.
  public static func type(named name: String) -> (any ConfigurableStyle.Type)? {
    types.first { $0.styleName == name }
  }

  /// The style called `name`, from `preset`, with each `(name, value)` setting applied in order.
  ///
  /// - Throws: `SwellError.invalidParameter` for an unknown style, an unknown parameter or a
  ///   value out of range.
  public static func style(
    named name: String, preset: Preset = .standard, settings: [(String, String)] = []
  ) throws -> any ConfigurableStyle {
    guard let type = type(named: name) else {
      throw SwellError.invalidParameter(
        name: "style", value: SwellError.quote(name), accepted: names.joined(separator: ", "))
    }
    return try make(type, preset: preset, settings: settings)
  }

  private static func make<S: ConfigurableStyle>(
    _ type: S.Type, preset: Preset, settings: [(String, String)]
  ) throws -> any ConfigurableStyle {
    var style = preset == .seed ? S.seed : S()
    for (name, value) in settings { try style.set(name, to: value) }
    return style
  }
}
