internal import CGtk
import Swell
import SwellCairo

extension RefreshScrollView {
  /// Each control's area is a GtkDrawingArea whose draw function paints the control's scene
  /// into the cairo context GTK hands it.
  func installDrawing() {
    typealias Box = CallbackBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>
    for (edge, area) in areas {
      let box = Box { [weak self] cairo, width, height in
        self?.draw(edge, cairo, width: Double(width), height: Double(height))
      }
      gtk_drawing_area_set_draw_func(
        area.cast(to: GtkDrawingArea.self),
        { _, cairo, width, height, data in
          guard let cairo, let data else { return }
          let box = Box.from(data)
          MainActor.assumeIsolated { box.body(cairo, width, height) }
        }, box.retainedPointer(), { data in if let data { Box.releaseRetained(data) } })
    }
  }

  /// Draws the control at `edge` as the latest frame places it (`ControlPlacement`, as a
  /// table view shows its refresh control): the scene's content edge on the content's edge —
  /// mirrored for a footer — and its background colour over the whole uncovered band. The
  /// area covers exactly that band (see the layout), so nothing is drawn under the content.
  private func draw(_ edge: RefreshEdge, _ cairo: OpaquePointer, width: Double, height: Double) {
    let band = uncoveredBand(edge, viewportHeight: viewportSize.height)
    guard band.upperBound > band.lowerBound, height > 0,
      let control = lastFrame?.control(edge)
    else { return }
    let scene = control.scene
    // The area's own coordinates start at the band's (rounded-down) top.
    let areaTop = band.lowerBound.rounded(.down)
    if let background = scene.background {
      // The whole band, not just the part the scene covers: two antialiased edges meeting at
      // a fractional y would leave a light seam.
      cairo_set_source_rgba(
        cairo, background.red, background.green, background.blue, background.alpha)
      cairo_rectangle(cairo, 0, 0, width, height)
      cairo_fill(cairo)
    }
    cairo_save(cairo)
    let t = control.placement.inViewport(contentOffset: displayedOffset).sceneTransform
      .concatenating(.translation(x: 0, y: -areaTop))
    var matrix = cairo_matrix_t()
    cairo_matrix_init(&matrix, t.a, t.b, t.c, t.d, t.tx, t.ty)
    cairo_transform(cairo, &matrix)
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
    g_log_default_handler("SwellGTK", G_LOG_LEVEL_WARNING, "cannot draw: \(error)", nil)
  }
}
