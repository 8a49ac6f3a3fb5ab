internal import CCairo
internal import CPango
import Swell

extension CairoContext {
  /// Draws one text layer with Pango: shaped by HarfBuzz, laid out in its direction by
  /// FriBidi, with fontconfig's fallback for scripts the first family lacks (Chinese,
  /// Japanese from Droid Sans Fallback, Korean from NanumGothic). The glyphs stay upright under a mirroring
  /// transform (a footer drawn flipped): the anchor moves with the mirror, the text does not.
  /// Its opacity and colour are in range (`SwellScene.clamped`).
  func draw(_ text: TextLayer) {
    let (opacity, color) = (text.opacity, text.color)
    guard opacity > 0, color.alpha > 0, text.fontSize > 0, !text.string.isEmpty else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }

    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_translate(cr, text.position.x, text.position.y)
    cairo_scale(cr, matrix.xx < 0 ? -1 : 1, matrix.yy < 0 ? -1 : 1)

    let laidOut = TextLayout(text, cr: cr)
    cairo_move_to(cr, -laidOut.width * text.anchorFraction, -laidOut.height / 2)
    setSource(color, alpha: opacity)
    pango_cairo_show_layout(cr, laidOut.layout)
  }
}

/// One text layer laid out by Pango for a cairo context: the layout and its logical size.
final class TextLayout {
  /// The font families asked for, in order; fontconfig adds its fallbacks after them.
  static let families = "DejaVu Sans, Droid Sans Fallback, NanumGothic, sans-serif"

  let layout: OpaquePointer
  /// The logical width and height of the line (user units, pt).
  let width: Double
  let height: Double

  init(_ text: TextLayer, cr: OpaquePointer) {
    layout = pango_cairo_create_layout(cr)
    // Unhinted outlines at fractional positions: the same line at every scale and in every
    // output (PNG, SVG, PDF), as Core Text lays it out.
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    let context = pango_layout_get_context(layout)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)

    let font = pango_font_description_new()
    pango_font_description_set_family(font, Self.families)
    pango_font_description_set_absolute_size(font, text.fontSize * Double(PANGO_SCALE))
    pango_font_description_set_weight(font, PangoWeight(UInt32(text.weight.numericValue)))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)

    switch text.direction {
    case .natural:
      pango_layout_set_auto_dir(layout, 1)
    case .leftToRight, .rightToLeft:
      pango_layout_set_auto_dir(layout, 0)
      pango_context_set_base_dir(
        context, text.direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
      pango_layout_context_changed(layout)
    }
    // One line: a newline or NUL in the string would start another or end it early.
    let line = String(text.string.map { $0.isNewline || $0 == "\0" ? " " : $0 })
    pango_layout_set_text(layout, line, Int32(clamping: line.utf8.count))

    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    width = Double(logical.width) / Double(PANGO_SCALE)
    height = Double(logical.height) / Double(PANGO_SCALE)
  }

  /// How many characters no font had a glyph for (drawn as boxes).
  var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
