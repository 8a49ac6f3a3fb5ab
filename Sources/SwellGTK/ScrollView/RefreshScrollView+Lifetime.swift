internal import CGtk
import Swell

extension RefreshScrollView {
  /// Keeps the view alive while its widget is in a window, as a GTK container keeps its
  /// child: an app may place `widget` and drop the view, and the list goes on scrolling and
  /// refreshing until its window lets the widget go. The view holds itself from the moment
  /// the widget gets a root to the moment it loses one, checked on the next turn of the main
  /// loop, so that a widget moved from one window to another keeps it.
  func holdWhileInWindow() {
    GSignal.connectNotify(overlay.raw, property: "root") { [weak self] in
      guard let self else { return }
      if gtk_widget_get_root(self.overlay) != nil {
        self.heldWhileInWindow = self
        return
      }
      // The window is still alive while it lets the widget go, and may not be after: stop
      // following its focus now (the next window's is followed from the next map).
      self.stopFollowingFocus()
      if self.heldWhileInWindow != nil {
        // Not during the unparenting GTK is in the middle of: letting go may free the view,
        // and with it the view's reference to this widget.
        Task { @MainActor [weak self] in
          guard let self, gtk_widget_get_root(self.overlay) == nil else { return }
          self.heldWhileInWindow = nil
        }
      }
    }
  }
}
