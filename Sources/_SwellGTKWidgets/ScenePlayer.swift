internal import CGtk
import Swell
import SwellCairo
import SwellGTK

/// Plays scenes over time on the frame clock: a simulation replayed (the studio's recorded
/// gesture), drawn by SwellCairo at the widget's size, then held on its last frame.
@MainActor
package final class ScenePlayer: Widget {
  private var sceneAt: (@MainActor (Double) -> SwellScene?)?
  private var duration = 0.0
  private var startMicroseconds: Int?
  private var elapsed = 0.0
  private var tickID: UInt32 = 0
  private var onFinish: (@MainActor () -> Void)?

  /// Creates an empty player.
  package init() {
    super.init(sinking: gtk_drawing_area_new())
    typealias Box = CallbackBox<@MainActor (OpaquePointer) -> Void>
    let box = Box { [weak self] cairo in self?.draw(cairo) }
    gtk_drawing_area_set_draw_func(
      widget.cast(to: GtkDrawingArea.self),
      { _, cairo, _, _, data in
        guard let cairo, let data else { return }
        let box = Box.from(data)
        MainActor.assumeIsolated { box.body(cairo) }
      }, box.retainedPointer(), { data in if let data { Box.releaseRetained(data) } })
  }

  isolated deinit {
    if tickID != 0 { gtk_widget_remove_tick_callback(widget, tickID) }
  }

  /// Plays `duration` seconds of the scenes `scene(at:)` gives from time 0, then calls
  /// `finished`. Playing again starts over.
  package func play(
    duration: Double, scene: @escaping @MainActor (Double) -> SwellScene?,
    finished: @escaping @MainActor () -> Void = {}
  ) {
    sceneAt = scene
    self.duration = max(duration, 0)
    onFinish = finished
    startMicroseconds = nil
    elapsed = 0
    gtk_widget_queue_draw(widget)
    guard tickID == 0 else { return }
    tickID = FrameTicks.add(to: widget) { [weak self] frameTime in
      self?.tick(frameTime) ?? false
    }
  }

  private func tick(_ frameTime: Int) -> Bool {
    let start = startMicroseconds ?? frameTime
    startMicroseconds = start
    elapsed = min(Double(frameTime - start) / 1_000_000, duration)
    gtk_widget_queue_draw(widget)
    guard elapsed >= duration else { return true }
    tickID = 0
    onFinish?()
    return false
  }

  private func draw(_ cairo: OpaquePointer) {
    guard let scene = sceneAt?(elapsed) else { return }
    // Scaled to fit the widget, top-aligned and centred across.
    let width = Double(gtk_widget_get_width(widget))
    let height = Double(gtk_widget_get_height(widget))
    let scale = min(width / scene.size.width, height / scene.size.height)
    guard scale.isFinite, scale > 0 else { return }
    cairo_save(cairo)
    cairo_translate(cairo, (width - scene.size.width * scale) / 2, 0)
    cairo_scale(cairo, scale, scale)
    try? CairoRenderer(scale: 1).draw(scene, cairoContext: UnsafeMutableRawPointer(cairo))
    cairo_restore(cairo)
  }
}
