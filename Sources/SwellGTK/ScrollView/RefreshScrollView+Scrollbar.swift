internal import CGtk
import Swell

// An overlay scrollbar like GtkScrolledWindow's: a GtkScrollbar over the content's right edge
// (GTK's `overlay-indicator` style), shown while the content moves and for a second after,
// and while the pointer is on it. Dragging it scrolls the content.
extension RefreshScrollView {
  /// How long the scrollbar stays after the content stops (s), as GTK's own.
  static var scrollbarLinger: Double { 1 }

  func installScrollbar() {
    guard let adjustment = gtk_adjustment_new(0, 0, 1, 40, 1, 1) else { return }
    g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
    self.adjustment = adjustment
    guard let bar = gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, adjustment) else { return }
    scrollbar = bar
    gtk_widget_add_css_class(bar, "overlay-indicator")
    gtk_widget_set_halign(bar, GTK_ALIGN_END)
    setScrollbarShown(false)
    gtk_overlay_add_overlay(overlay.opaque, bar)
    GSignal.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self] in
      self?.scrollbarMoved()
    }
    if let motion = gtk_event_controller_motion_new() {
      GSignal.connect(UnsafeMutableRawPointer(motion), "enter") {
        [weak self] (_: Double, _: Double) in
        self?.isPointerOnScrollbar = true
      }
      GSignal.connect(UnsafeMutableRawPointer(motion), "leave") { [weak self] in
        guard let self else { return }
        self.isPointerOnScrollbar = false
        self.scheduleScrollbarHide()
      }
      gtk_widget_add_controller(bar, motion)
    }
  }

  /// Brings the adjustment in line with the latest frame and shows the scrollbar when the
  /// content moved. Called by `present(time:)`.
  func updateScrollbar() {
    guard let adjustment, scrollbar != nil else { return }
    let metrics = session.geometry
    let lower = -metrics.userInsetTop
    let upper = metrics.contentHeight + metrics.userInsetBottom
    let page = metrics.viewportHeight
    let value = min(max(displayedOffset, lower), max(upper - page, lower))
    let moved = value != gtk_adjustment_get_value(adjustment)
    let top = max(upper, lower + page)
    // Called every frame: the adjustment (and the scrollbar's relayout) only when it changed.
    if moved || gtk_adjustment_get_lower(adjustment) != lower
      || gtk_adjustment_get_upper(adjustment) != top
      || gtk_adjustment_get_page_size(adjustment) != page
    {
      isUpdatingAdjustment = true
      gtk_adjustment_configure(adjustment, value, lower, top, 40, page * 0.9, page)
      isUpdatingAdjustment = false
    }
    guard upper - lower > page + 0.5 else {
      setScrollbarShown(false)
      return
    }
    if moved || displayedOffset != value {
      scrollbarShownAt = session.time
      setScrollbarShown(true)
      scheduleScrollbarHide()
    }
  }

  /// A hidden scrollbar takes no input: a drag near the right edge moves the content.
  private func setScrollbarShown(_ shown: Bool) {
    guard let scrollbar else { return }
    gtk_widget_set_opacity(scrollbar, shown ? 1 : 0)
    gtk_widget_set_can_target(scrollbar, shown ? 1 : 0)
  }

  /// A drag on the scrollbar (or its trough) moved the adjustment: the content follows.
  private func scrollbarMoved() {
    guard !isUpdatingAdjustment, let adjustment else { return }
    let value = gtk_adjustment_get_value(adjustment)
    scrollbarShownAt = session.time
    run { session, time in session.scroll(to: value, animated: false, time: time) }
  }

  /// Hides the scrollbar once the content has been still for `scrollbarLinger` and the
  /// pointer is not on it; one pending check at a time, which looks again when it wakes.
  func scheduleScrollbarHide() {
    guard !isScrollbarHidePending else { return }
    isScrollbarHidePending = true
    let wait = max(scrollbarShownAt + Self.scrollbarLinger - now(), 0.05)
    Task { @MainActor [weak self] in
      try? await Task.sleep(for: .seconds(wait))
      guard let self else { return }
      self.isScrollbarHidePending = false
      if self.isPointerOnScrollbar { return }
      if self.now() - self.scrollbarShownAt < Self.scrollbarLinger {
        self.scheduleScrollbarHide()
      } else {
        self.setScrollbarShown(false)
      }
    }
  }
}
