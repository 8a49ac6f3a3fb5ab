extension TextLayer {
  /// About how wide `string` is at `fontSize` (pt), from each character's typical advance in
  /// the platforms' UI fonts: a full em for Chinese, Japanese and Korean, about half for Latin,
  /// Cyrillic and Arabic letters, nothing for combining marks.
  ///
  /// Styles lay text out with it, so a header's arrow sits beside its text the same way in
  /// every renderer, none of which measures for the core. The tests hold it to within 20 % of
  /// Pango's measured width for every built-in text.
  public static func estimatedWidth(of string: String, fontSize: Double) -> Double {
    var ems = 0.0
    for scalar in string.unicodeScalars {
      ems += advance(of: scalar)
    }
    return ems * max(fontSize, 0)
  }

  /// The estimated width of this layer's string at its size (pt).
  public var estimatedWidth: Double { Self.estimatedWidth(of: string, fontSize: fontSize) }

  /// `string`, cut at a character and ended with "…" so that its estimated width at `fontSize`
  /// is at most `width` (pt); unchanged when it already fits.
  public static func truncated(_ string: String, toWidth width: Double, fontSize: Double)
    -> String
  {
    guard estimatedWidth(of: string, fontSize: fontSize) > width else { return string }
    let ellipsis = estimatedWidth(of: "…", fontSize: fontSize)
    var kept = ""
    var used = 0.0
    for character in string {
      let next = estimatedWidth(of: String(character), fontSize: fontSize)
      guard used + next + ellipsis <= width else { break }
      kept.append(character)
      used += next
    }
    return kept + "…"
  }

  /// One character's advance (em).
  private static func advance(of scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    switch value {
    case 0x0300...0x036F, 0x064B...0x065F, 0x0670, 0x200B...0x200F, 0xFE00...0xFE0F:
      return 0  // combining marks, zero-width characters, variation selectors
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x1F300...0x1FAFF:
      return 1  // wide: CJK, kana, Hangul, full-width forms, emoji
    case 0x2026:
      return 1  // … is an em wide in the fonts the platforms use
    case 0x0600...0x06FF:
      return 0.45
    case 0x20:
      return 0.3
    default:
      if scalar.properties.isUppercase || ("0"..."9").contains(Character(scalar)) {
        return 0.66
      }
      if scalar.properties.isAlphabetic { return 0.56 }
      return 0.36  // punctuation
    }
  }
}
