internal import CCairo
import Swell

/// How Pango lays out one text layer: its line's logical size and whether every character
/// found a glyph. For hosts that lay text out around measured lines, and for tests that check
/// text is shaped, not drawn as boxes.
public struct TextMeasurement: Hashable, Sendable {
  /// The line's logical width (pt): the sum of its glyphs' advances.
  public var width: Double
  /// The line's logical height (pt): the font's ascent plus descent.
  public var height: Double
  /// How many characters no installed font has a glyph for (drawn as boxes); 0 when the text
  /// is fully covered.
  public var missingGlyphs: Int
}

extension CairoRenderer {
  /// How `text` is laid out when this renderer draws it (in points; the scale does not change
  /// the layout, which is unhinted).
  ///
  /// - Throws: `SwellError.invalidParameter` for a text drawing refuses (a font size outside
  ///   0…10000, a non-finite position or opacity); `RenderError` when cairo cannot make a
  ///   context to measure in.
  public static func measure(_ text: TextLayer) throws -> TextMeasurement {
    try text.validateForDrawing(as: "text")
    let surface = try CairoSurface(
      adopting: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1),
      operation: "create a surface to measure text in")
    let context = try CairoContext(surface: surface.surface)
    let layout = TextLayout(text, cr: context.cr)
    return TextMeasurement(
      width: layout.width, height: layout.height, missingGlyphs: layout.unknownGlyphs)
  }
}
