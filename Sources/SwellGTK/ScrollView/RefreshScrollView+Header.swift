internal import CGtk
import Swell
import SwellCairo

extension RefreshScrollView {
  /// The header is a GtkDrawingArea whose draw function paints the style's scene into the
  /// cairo context GTK hands it.
  func installHeaderDrawing() {
    typealias Box = CallbackBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>
    let box = Box { [weak self] cairo, width, height in
      self?.drawHeader(cairo, width: Double(width), height: Double(height))
    }
    gtk_drawing_area_set_draw_func(
      header.cast(to: GtkDrawingArea.self),
      { _, cairo, width, height, data in
        guard let cairo, let data else { return }
        let box = Box.from(data)
        MainActor.assumeIsolated { box.body(cairo, width, height) }
      }, box.retainedPointer(), { data in if let data { Box.releaseRetained(data) } })
  }

  /// Draws the header as `RefreshPreview` composes it (and as a table view shows its refresh
  /// control): the scene's bottom edge on the content's top edge, its background colour up to
  /// the viewport's top when pulled further than the header is tall. The drawing area covers
  /// exactly the uncovered band (see the layout), so nothing is drawn under the content.
  private func drawHeader(_ cairo: OpaquePointer, width: Double, height: Double) {
    let contentTop = -displayedOffset
    guard contentTop > 0, height > 0 else { return }
    model.headerWidth = width
    let context = model.context(at: timeline.now)
    let scene = model.style.scene(in: context)
    let headerTop = contentTop - scene.size.height
    if let background = scene.background, headerTop > 0 {
      // The whole band, not just the part above the scene: two antialiased edges meeting at
      // a fractional y would leave a light seam.
      cairo_set_source_rgba(
        cairo, background.red, background.green, background.blue, background.alpha)
      cairo_rectangle(cairo, 0, 0, width, height)
      cairo_fill(cairo)
    }
    cairo_save(cairo)
    cairo_translate(cairo, 0, headerTop)
    // GTK's context is already in points (its device scale covers HiDPI): draw at scale 1.
    do {
      try CairoRenderer(scale: 1).draw(scene, cairoContext: UnsafeMutableRawPointer(cairo))
    } catch {
      reportDrawingError(error)
    }
    cairo_restore(cairo)
  }

  /// A scene the renderer refuses (a style bug) is reported once, not once per frame.
  private func reportDrawingError(_ error: any Error) {
    guard !hasReportedDrawingError else { return }
    hasReportedDrawingError = true
    g_log_default_handler("SwellGTK", G_LOG_LEVEL_WARNING, "cannot draw the header: \(error)", nil)
  }
}
