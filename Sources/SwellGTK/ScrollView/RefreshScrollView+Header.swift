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

  private func drawHeader(_ cairo: OpaquePointer, width: Double, height: Double) {
    // Only the part above the content's top edge is uncovered; at rest nothing is.
    let visible = min(height, -displayedOffset)
    guard visible > 0, let model else { return }
    let context = model.context(at: timeline.now, width: width, reduceMotion: reduceMotion)
    let scene = model.style.scene(in: context)
    cairo_save(cairo)
    cairo_rectangle(cairo, 0, 0, width, visible)
    cairo_clip(cairo)
    // GTK's context is already in points (its device scale covers HiDPI): draw at scale 1.
    try? CairoRenderer(scale: 1).draw(scene, cairoContext: UnsafeMutableRawPointer(cairo))
    cairo_restore(cairo)
  }
}
