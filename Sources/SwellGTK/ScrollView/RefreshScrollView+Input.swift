internal import CGtk
import Swell

extension RefreshScrollView {
  /// Drag (mouse and touch) and scroll (wheel and touchpad) controllers on the view.
  func installInput() {
    guard let drag = gtk_gesture_drag_new() else { return }
    dragController = drag
    Signal.connect(UnsafeMutableRawPointer(drag), "drag-begin") {
      [weak self] (_: Double, y: Double) in
      self?.dragBegan(y: y)
    }
    Signal.connect(UnsafeMutableRawPointer(drag), "drag-update") {
      [weak self] (_: Double, dy: Double) in
      self?.dragMoved(translation: dy)
    }
    Signal.connect(UnsafeMutableRawPointer(drag), "drag-end") {
      [weak self] (_: Double, dy: Double) in
      self?.dragEnded(translation: dy)
    }
    gtk_widget_add_controller(widget, drag)
  }

  private func eventSeconds() -> Double {
    guard let dragController else { return 0 }
    return Double(gtk_event_controller_get_current_event_time(dragController)) / 1000
  }

  private func now() -> Double {
    timeline.seconds(fromMicroseconds: Int(g_get_monotonic_time()))
  }

  private func dragBegan(y: Double) {
    velocity.reset()
    velocity.add(position: 0, time: eventSeconds())
    dragStartY = offset
  }

  private func dragMoved(translation: Double) {
    velocity.add(position: translation, time: eventSeconds())
    offset = dragStartY - translation
    offsetDidChange()
  }

  private func dragEnded(translation: Double) {
    velocity.add(position: translation, time: eventSeconds())
    offset = dragStartY - translation
    offsetDidChange()
  }
}
