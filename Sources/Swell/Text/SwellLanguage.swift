/// A language Swell's built-in texts are written in.
///
/// The raw value is the language's BCP 47 tag. `preferred(from:)` picks one from the
/// platform's preferred languages (a host passes `Locale.preferredLanguages` or the POSIX
/// locale variables).
public enum SwellLanguage: String, Hashable, Sendable, Codable, CaseIterable {
  /// English.
  case english = "en"
  /// Chinese in simplified characters (mainland China, Singapore).
  case simplifiedChinese = "zh-Hans"
  /// Chinese in traditional characters (Taiwan, Hong Kong, Macao).
  case traditionalChinese = "zh-Hant"
  /// Japanese.
  case japanese = "ja"
  /// Korean.
  case korean = "ko"
  /// Spanish.
  case spanish = "es"
  /// French.
  case french = "fr"
  /// German.
  case german = "de"
  /// Russian.
  case russian = "ru"
  /// Arabic, written right to left.
  case arabic = "ar"

  /// The BCP 47 tag (`"zh-Hant"`).
  public var tag: String { rawValue }

  /// Whether the language is written right to left, so layouts mirror.
  public var isRightToLeft: Bool { self == .arabic }

  /// The language a tag names, or nil when Swell has no texts in it. Accepts BCP 47 tags
  /// (`"zh-Hant-TW"`, `"pt-BR"`) and POSIX locale names (`"zh_TW.UTF-8"`, `"de_DE@euro"`);
  /// Chinese without a script follows its region (Taiwan, Hong Kong and Macao write
  /// traditional characters).
  public init?(tag: String) {
    // "zh_TW.UTF-8@euro" → ["zh", "tw"]
    let bare = tag.split(separator: ".").first.map(String.init) ?? ""
    let subtags = (bare.split(separator: "@").first.map(String.init) ?? "")
      .split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
    guard let language = subtags.first else { return nil }
    switch language {
    case "en": self = .english
    case "zh":
      let rest = Set(subtags.dropFirst())
      if rest.contains("hant") {
        self = .traditionalChinese
      } else if rest.contains("hans") {
        self = .simplifiedChinese
      } else {
        self = rest.isDisjoint(with: ["tw", "hk", "mo"]) ? .simplifiedChinese : .traditionalChinese
      }
    case "ja": self = .japanese
    case "ko": self = .korean
    case "es": self = .spanish
    case "fr": self = .french
    case "de": self = .german
    case "ru": self = .russian
    case "ar": self = .arabic
    default: return nil
    }
  }

  /// The first of `tags` (most preferred first) Swell has texts in, or English. `"C"` and
  /// `"POSIX"` (no language chosen) are skipped.
  public static func preferred(from tags: [String]) -> SwellLanguage {
    tags.lazy.compactMap(SwellLanguage.init(tag:)).first ?? .english
  }
}
