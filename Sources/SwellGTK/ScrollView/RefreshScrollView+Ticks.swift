internal import CGtk
import Swell

extension RefreshScrollView {
  /// Runs `tick(frameTime:)` once per frame of the widget's frame clock — GTK's
  /// CADisplayLink — until nothing moves. Calling it while ticking does nothing.
  func startTicking() {
    guard tickID == 0 else { return }
    typealias Box = CallbackBox<@MainActor (Int) -> Bool>
    let box = Box { [weak self] frameTime in self?.tick(frameTime: frameTime) ?? false }
    tickID = gtk_widget_add_tick_callback(
      overlay,
      { _, clock, data in
        guard let clock, let data else { return 0 }
        let box = Box.from(data)
        // Microseconds of the monotonic clock: the time the frame is expected on screen.
        let frameTime = Int(gdk_frame_clock_get_frame_time(clock))
        return MainActor.assumeIsolated { box.body(frameTime) } ? 1 : 0  // G_SOURCE_CONTINUE
      }, box.retainedPointer(), { data in if let data { Box.releaseRetained(data) } })
  }

  /// One frame: present the model at the frame's time; keep ticking only while it moves.
  private func tick(frameTime: Int) -> Bool {
    if present(at: timeline.seconds(fromMicroseconds: frameTime)) { return true }
    tickID = 0  // returning false removes the callback; GTK then releases the box
    return false
  }
}
