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
      overlay.raw, "get-child-position", unsafeBitCast(trampoline, to: GCallback.self),
      box.retainedPointer(), { data, _ in if let data { Box.releaseRetained(data) } },
      GConnectFlags(0))
  }

  /// Content full width at its natural height, its top edge at −offset; each control's area
  /// where the content uncovers the viewport beyond its edge. Sizes feed the session.
  private func place(
    _ child: UnsafeMutablePointer<GtkWidget>, in rectangle: UnsafeMutablePointer<GdkRectangle>
  ) -> Bool {
    let width = gtk_widget_get_width(overlay)
    let height = gtk_widget_get_height(overlay)
    if child == content {
      // Never narrower than the content can be: a tiny window clips it instead.
      var minimumWidth: Int32 = 0
      var naturalWidth: Int32 = 0
      gtk_widget_measure(
        child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
      let contentWidth = max(width, minimumWidth)
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(
        child, GTK_ORIENTATION_VERTICAL, contentWidth, &minimum, &natural, nil, nil)
      let size = SwellSize(width: Double(width), height: Double(height))
      if size != viewportSize || Double(natural) != contentHeight {
        viewportSize = size
        contentHeight = Double(natural)
        let time = now()
        let effects = session.resize(
          width: size.width, viewportHeight: size.height, contentHeight: Double(natural),
          time: time)
        // A resize can move the content (rows added above while scrolled): follow it.
        displayedOffset = session.contentOffset(time: time)
        update(effects, time: time)
      }
      rectangle.pointee = GdkRectangle(
        x: 0, y: Int32((-displayedOffset).rounded()), width: contentWidth,
        height: max(natural, 0))
      return true
    }
    guard let edge = areas.first(where: { $0.value == child })?.key else { return false }
    let band = uncoveredBand(edge, viewportHeight: Double(height))
    rectangle.pointee = GdkRectangle(
      x: 0, y: Int32(band.lowerBound.rounded(.down)), width: width,
      height: Int32((band.upperBound - band.lowerBound.rounded(.down)).rounded(.up)))
    return true
  }

  /// The part of the viewport (y range, pt) the content leaves uncovered beyond `edge`: from
  /// the viewport's top to the content's top, or from the content's end to the viewport's
  /// bottom; empty at rest.
  func uncoveredBand(_ edge: RefreshEdge, viewportHeight: Double) -> ClosedRange<Double> {
    switch edge {
    case .top:
      return 0...min(max(-displayedOffset, 0), viewportHeight)
    case .bottom:
      let end = min(max(contentHeight - displayedOffset, 0), viewportHeight)
      return end...viewportHeight
    }
  }
}
