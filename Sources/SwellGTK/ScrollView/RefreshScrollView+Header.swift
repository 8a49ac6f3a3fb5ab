internal import CGtk
import Swell

extension RefreshScrollView {
  /// The header is a GtkDrawingArea whose draw function paints the style's scene.
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

  private func drawHeader(_ cairo: OpaquePointer, width: Double, height: Double) {
    // Only the part above the content's top edge is uncovered.
    let visible = min(height, contentTop)
    guard visible > 0 else { return }
    cairo_rectangle(cairo, 0, 0, width, visible)
    cairo_clip(cairo)
    cairo_set_source_rgb(cairo, 0.3, 0.5, 0.9)
    cairo_paint(cairo)
  }
}
