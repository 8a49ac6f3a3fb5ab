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
  /// where the content uncovers the viewport beyond its edge. Sizes feed the session once per
  /// allocation, as the first child is placed: the overlay places the areas before the
  /// content, and an area placed from the last allocation's sizes would keep its old
  /// rectangle after a resize until something moved.
  private func place(
    _ child: UnsafeMutablePointer<GtkWidget>, in rectangle: UnsafeMutablePointer<GdkRectangle>
  ) -> Bool {
    let width = gtk_widget_get_width(overlay)
    let height = gtk_widget_get_height(overlay)
    if child == firstOverlayChild { syncSizes(width: width, height: height) }
    if child == content {
      rectangle.pointee = GdkRectangle(
        x: 0, y: Int32((-displayedOffset).rounded()), width: contentWidth,
        height: Int32(max(contentHeight, 0)))
      return true
    }
    if child == scrollbar {
      var minimumWidth: Int32 = 0
      var naturalWidth: Int32 = 0
      gtk_widget_measure(
        child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
      // At the end of the lines, as GtkScrolledWindow puts it: on the left in a right-to-left
      // language.
      let rightToLeft = gtk_widget_get_direction(overlay) == GTK_TEXT_DIR_RTL
      rectangle.pointee = GdkRectangle(
        x: rightToLeft ? 0 : width - naturalWidth, y: 0, width: naturalWidth, height: height)
      return true
    }
    guard let edge = areas.first(where: { $0.value == child })?.key else { return false }
    let band = uncoveredBand(edge, viewportHeight: Double(height))
    rectangle.pointee = GdkRectangle(
      x: 0, y: Int32(band.lowerBound.rounded(.down)), width: width,
      height: Int32((band.upperBound - band.lowerBound.rounded(.down)).rounded(.up)))
    return true
  }

  /// Measures the content at the overlay's width (never narrower than the content can be: a
  /// tiny window clips it instead) and, when the viewport or the content's height changed,
  /// resizes the session and follows the content where that moves it.
  private func syncSizes(width: Int32, height: Int32) {
    var minimumWidth: Int32 = 0
    var naturalWidth: Int32 = 0
    gtk_widget_measure(
      content, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
    contentWidth = max(width, minimumWidth)
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(
      content, GTK_ORIENTATION_VERTICAL, contentWidth, &minimum, &natural, nil, nil)
    let size = SwellSize(width: Double(width), height: Double(height))
    if size != viewportSize || Double(natural) != contentHeight {
      viewportSize = size
      contentHeight = Double(natural)
      let newContent = Double(natural)
      host.perform(time: now()) { session, time in
        session.resize(
          width: size.width, viewportHeight: size.height, contentHeight: newContent, time: time)
      }
      // A resize can move the content (rows added above while scrolled): follow it here,
      // inside the allocation, so that presenting does not ask for another one.
      displayedOffset = session.contentOffset(time: session.time)
      if present(time: session.time) { startTicking() }
    }
  }

  /// The part of the viewport (y range, pt, viewport coordinates) the content leaves
  /// uncovered beyond `edge` (`ControlPlacement`), within the viewport; empty at rest.
  func uncoveredBand(_ edge: RefreshEdge, viewportHeight: Double) -> ClosedRange<Double> {
    let band = ControlPlacement(
      edge: edge, sceneHeight: 0, contentOffset: displayedOffset, metrics: session.geometry
    ).inViewport(contentOffset: displayedOffset).band
    let lower = min(max(band.lowerBound, 0), viewportHeight)
    return lower...min(max(band.upperBound, lower), viewportHeight)
  }
}
