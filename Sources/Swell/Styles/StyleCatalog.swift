/// Every built-in style, by name, with a way to build one from text settings (the command
/// line's `--set NAME=VALUE`, a gallery, a test table) and to read one back from its JSON.
///
/// Each lookup takes the types to look among, the built-in ones by default: an app with a
/// style of its own passes `StyleCatalog.types + [DotStyle.self]` and gets the same
/// services for it.
public enum StyleCatalog {
  /// The JSON member that names a style (`"style": "wave"`), written first by every
  /// `TabulatedStyle`'s `encode(to:)`.
  public static let styleMember = "style"

  /// The `userInfo` key under which a decoder may list more style types (an
  /// `[any ConfigurableStyle.Type]`) for `DecodedStyle` to look among, besides the built-in
  /// ones.
  public static let typesKey: CodingUserInfoKey = {
    // The initializer fails for no string (it is failable for historical reasons only).
    guard let key = CodingUserInfoKey(rawValue: "swell.styleTypes") else {
      preconditionFailure("CodingUserInfoKey refused a constant name")
    }
    return key
  }()

  /// Which starting point `style(named:preset:settings:)` uses before the settings.
  public enum Preset: String, Sendable, CaseIterable {
    /// The numbers and behaviour of the seed article.
    case seed
    /// Swell's recommended configuration.
    case standard
  }

  /// The built-in style types: the five effects in the order the seeds number them, then the
  /// quiet spinner and the classic text header.
  public static let types: [any ConfigurableStyle.Type] = [
    WaveStyle.self, BendStyle.self, RippleStyle.self, BounceStyle.self, ElasticStyle.self,
    QuietStyle.self, ClassicStyle.self,
  ]

  /// The five effects' types, in the order the seeds number them.
  public static let effects: [any ConfigurableStyle.Type] = Array(types.prefix(5))

  /// The built-in styles' names: `wave`, `bend`, `ripple`, `bounce`, `elastic`, `quiet`,
  /// `classic`.
  public static var names: [String] { types.map { $0.styleName } }

  /// The type of the style called `name` among `types`, or nil.
  public static func type(
    named name: String, among types: [any ConfigurableStyle.Type] = types
  ) -> (any ConfigurableStyle.Type)? {
    types.first { $0.styleName == name }
  }

  /// The style called `name` among `types`, from `preset`, with each `(name, value)` setting
  /// applied in order.
  ///
  /// - Throws: `SwellError.invalidParameter` for an unknown style, an unknown parameter or a
  ///   value out of range.
  public static func style(
    named name: String, preset: Preset = .standard, settings: [(String, String)] = [],
    among types: [any ConfigurableStyle.Type] = types
  ) throws -> any ConfigurableStyle {
    guard let type = type(named: name, among: types) else {
      throw SwellError.invalidParameter(
        name: "style", value: SwellError.quote(name),
        accepted: types.map { $0.styleName }.joined(separator: ", "))
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

extension StyleCatalog {
  /// The style a JSON object describes: the type its `"style"` member names among `types`,
  /// decoded with that type's checks. An object without the member (saved before Swell 0.3)
  /// is read by the first of `types` that accepts all its members.
  ///
  /// - Throws: `SwellError.invalidParameter` for a name none of `types` has, or the chosen
  ///   type's complaint about a parameter.
  public static func decodeStyle(
    from decoder: any Decoder, among types: [any ConfigurableStyle.Type] = types
  ) throws -> any ConfigurableStyle {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let key = AnyCodingKey(styleMember)
    guard container.contains(key) else {
      var firstError: (any Error)?
      for type in types {
        do { return try type.init(from: decoder) } catch { firstError = firstError ?? error }
      }
      throw firstError
        ?? SwellError.invalidParameter(
          name: styleMember, value: "missing", accepted: "the name of a style")
    }
    let name = try? container.decode(String.self, forKey: key)
    guard let name, let type = type(named: name, among: types) else {
      throw SwellError.invalidParameter(
        name: styleMember, value: name.map { SwellError.quote($0) } ?? "not a string",
        accepted: types.map { $0.styleName }.joined(separator: ", "))
    }
    return try type.init(from: decoder)
  }
}

/// A style read from JSON whose `"style"` member says which it is: one of the built-in styles,
/// or of the types a decoder lists under `StyleCatalog.typesKey`.
///
///     let style = try JSONDecoder().decode(DecodedStyle.self, from: data).style
public struct DecodedStyle: Decodable {
  /// The style the JSON describes.
  public var style: any ConfigurableStyle

  /// Reads the style the object names (see `StyleCatalog.decodeStyle(from:among:)`).
  ///
  /// - Throws: `SwellError.invalidParameter` naming what is wrong.
  public init(from decoder: any Decoder) throws {
    let extra = decoder.userInfo[StyleCatalog.typesKey] as? [any ConfigurableStyle.Type] ?? []
    style = try StyleCatalog.decodeStyle(from: decoder, among: extra + StyleCatalog.types)
  }
}
