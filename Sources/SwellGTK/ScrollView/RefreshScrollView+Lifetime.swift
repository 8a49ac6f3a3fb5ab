internal import CGtk
import Swell

extension RefreshScrollView {
  /// Keeps the view alive while its widget is in a container, as a GTK container keeps its
  /// child: an app may place `widget` (in a window, or in a box it puts in one later) and drop
  /// the view, and the list goes on scrolling and refreshing until the container lets the
  /// widget go. The view holds itself from the moment the widget gets a parent to the moment
  /// it loses one, checked on the next turn of the main loop, so that a widget moved from one
  /// container to another keeps it.
  ///
  /// So a closure the view keeps (its work, `onEffect`) must not hold the window strongly: the
  /// window would keep the widget, the widget the view, the view the window.
  func holdWhileInContainer() {
    GSignal.connectNotify(overlay.raw, property: "parent") { [weak self] in
      guard let self else { return }
      if gtk_widget_get_parent(self.overlay) != nil {
        self.heldWhileInContainer = self
      } else if self.heldWhileInContainer != nil {
        // Not during the unparenting GTK is in the middle of: letting go may free the view,
        // and with it the view's reference to this widget.
        Task { @MainActor [weak self] in
          guard let self, gtk_widget_get_parent(self.overlay) == nil else { return }
          self.heldWhileInContainer = nil
        }
      }
    }
    // A window is still alive while it lets the widget go, and may not be after: stop
    // following its focus now (the next window's is followed from the next map).
    GSignal.connectNotify(overlay.raw, property: "root") { [weak self] in
      guard let self, gtk_widget_get_root(self.overlay) == nil else { return }
      self.stopFollowingFocus()
    }
  }
}
