package import CGtk

/// GTK's CADisplayLink: a callback once per frame of a widget's frame clock.
@MainActor
package enum FrameTicks {
  /// Calls `body` with each frame's time (microseconds of the monotonic clock: when the frame
  /// is expected on screen) until it returns false; GTK then removes the callback and
  /// releases `body`. Returns the callback's id, for `gtk_widget_remove_tick_callback`.
  package static func add(
    to widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor (Int) -> Bool
  ) -> UInt32 {
    typealias Box = CallbackBox<@MainActor (Int) -> Bool>
    return gtk_widget_add_tick_callback(
      widget,
      { _, clock, data in
        guard let clock, let data else { return 0 }
        let box = Box.from(data)
        let frameTime = Int(gdk_frame_clock_get_frame_time(clock))
        return MainActor.assumeIsolated { box.body(frameTime) } ? 1 : 0  // G_SOURCE_CONTINUE
      }, Box(body).retainedPointer(), { data in if let data { Box.releaseRetained(data) } })
  }
}
