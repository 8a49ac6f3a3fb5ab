/// One line of text in a scene: a string with its font, colour and anchor, drawn upright by the
/// renderer's own text engine (Pango under cairo and GTK, Core Text under UIKit and SwiftUI), so
/// Chinese, Arabic and emoji are shaped as the platform shapes them.
///
/// The text is one line; the renderer centres it vertically on `position.y` and places it
/// horizontally by `alignment`. A host that shows a scene mirrored (a footer) moves the anchor
/// with the mirror but keeps the glyphs upright.
public struct TextLayer: Hashable, Sendable, Codable {
  /// How heavy the strokes of the glyphs are, as the platforms name their font weights.
  public enum Weight: String, Hashable, Sendable, Codable, CaseIterable {
    /// The body weight (400).
    case regular
    /// Slightly heavier (500).
    case medium
    /// Between medium and bold (600).
    case semibold
    /// Bold (700).
    case bold

    /// The CSS / OpenType weight number, 400…700.
    public var numericValue: Int {
      switch self {
      case .regular: return 400
      case .medium: return 500
      case .semibold: return 600
      case .bold: return 700
      }
    }
  }

  /// Which side of the line `position.x` is.
  public enum Alignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// `position.x` is where the line starts in its writing direction: its left end for
    /// left-to-right text, its right end for right-to-left text.
    case leading
    /// `position.x` is the middle of the line.
    case center
    /// `position.x` is where the line ends in its writing direction.
    case trailing
  }

  /// The order characters run in.
  public enum Direction: String, Hashable, Sendable, Codable, CaseIterable {
    /// As the text's own characters say (Unicode's bidirectional algorithm): Arabic runs right
    /// to left, English left to right.
    case natural
    /// Left to right, whatever the characters.
    case leftToRight
    /// Right to left, whatever the characters.
    case rightToLeft
  }

  /// A name for debugging, exports and tests (`"classic.state"`); not drawn.
  public var name: String
  /// What to draw; an empty string draws nothing.
  public var string: String
  /// The font size (pt): the em square's height.
  public var fontSize: Double
  /// The font weight.
  public var weight: Weight
  /// The glyphs' colour.
  public var color: SwellColor
  /// The layer's opacity, 0…1, multiplied into `color`.
  public var opacity: Double
  /// The anchor in scene coordinates (pt): the line's vertical middle, and its start, middle or
  /// end by `alignment`.
  public var position: SwellPoint
  /// Which part of the line `position` anchors.
  public var alignment: Alignment
  /// The writing direction.
  public var direction: Direction

  /// Creates a text layer; by default 14 pt regular black text centred on `position`.
  public init(
    name: String = "",
    string: String,
    fontSize: Double = 14,
    weight: Weight = .regular,
    color: SwellColor = .black,
    opacity: Double = 1,
    position: SwellPoint,
    alignment: Alignment = .center,
    direction: Direction = .natural
  ) {
    self.name = name
    self.string = string
    self.fontSize = fontSize
    self.weight = weight
    self.color = color
    self.opacity = opacity
    self.position = position
    self.alignment = alignment
    self.direction = direction
  }

  /// Whether the layer's direction, resolved against its characters, runs right to left: an
  /// explicit direction, or for `.natural` the first strong character (Unicode's rule P2) —
  /// Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms.
  public var runsRightToLeft: Bool {
    switch direction {
    case .leftToRight: return false
    case .rightToLeft: return true
    case .natural: return Self.firstStrongIsRightToLeft(string)
    }
  }

  /// How much of the line lies left of `position.x`, 0…1: 0 when the anchor is the line's
  /// left end, 0.5 when it is the middle, 1 when it is the right end — from `alignment` and
  /// the resolved direction (a right-to-left line's leading end is its right end). Every
  /// renderer places the line with it.
  public var anchorFraction: Double {
    switch (alignment, runsRightToLeft) {
    case (.center, _): return 0.5
    case (.leading, false), (.trailing, true): return 0
    case (.leading, true), (.trailing, false): return 1
    }
  }

  static func firstStrongIsRightToLeft(_ string: String) -> Bool {
    for scalar in string.unicodeScalars {
      let value = scalar.value
      if (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value)
        || (0xFE70...0xFEFF).contains(value)
      {
        return true
      }
      if scalar.properties.isAlphabetic { return false }
    }
    return false
  }
}
