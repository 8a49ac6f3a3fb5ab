internal import CGtk
import Swell

extension RefreshScrollView {
  /// The overlay asks where each positioned child goes, at every allocation.
  func connectLayout() {
    typealias Box = CallbackBox<
      @MainActor (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GdkRectangle>) -> Bool
    >
    let box = Box { [weak self] child, rectangle in
      self?.place(child, in: rectangle) ?? false
    }
    let trampoline:
      @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?,
        UnsafeMutableRawPointer?
      ) -> Int32 = { _, child, rectangle, data in
        guard let child, let rectangle, let data else { return 0 }
        let box = Box.from(data)
        return MainActor.assumeIsolated { box.body(child, rectangle) } ? 1 : 0
      }
    g_signal_connect_data(
      widget.raw, "get-child-position", unsafeBitCast(trampoline, to: GCallback.self),
      box.retainedPointer(), { data, _ in if let data { Box.releaseRetained(data) } },
      GConnectFlags(0))
  }

  /// Content full width at its natural height, its top edge at −offset; the header's area
  /// above it. Sizes feed the physics (viewport and content height).
  private func place(
    _ child: UnsafeMutablePointer<GtkWidget>, in rectangle: UnsafeMutablePointer<GdkRectangle>
  ) -> Bool {
    let width = gtk_widget_get_width(widget)
    let height = gtk_widget_get_height(widget)
    if child == content.widget {
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
      let size = Size(width: Double(width), height: Double(height))
      if size != viewportSize || Double(natural) != contentHeight {
        viewportSize = size
        contentHeight = Double(natural)
        model.headerWidth = size.width
        let time = now()
        model.resize(viewportHeight: size.height, contentHeight: Double(natural), at: time)
        // A resize can move the content (rows added above while scrolled): follow it.
        displayedOffset = model.contentOffset(at: time)
        if model.isMoving(at: time) { startTicking() }
      }
      rectangle.pointee = GdkRectangle(
        x: 0, y: Int32((-displayedOffset).rounded()), width: width, height: max(natural, 0))
      return true
    }
    if child == header {
      // The header draws only where the content has uncovered the viewport: from its top to
      // the content's top edge. Nothing (height 0) at rest.
      let uncovered = min(max(-displayedOffset, 0), Double(height))
      rectangle.pointee = GdkRectangle(
        x: 0, y: 0, width: width, height: Int32(uncovered.rounded(.up)))
      return true
    }
    return false
  }
}
