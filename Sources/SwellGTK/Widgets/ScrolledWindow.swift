internal import CGtk

/// A scrollable area around one child taller than the space it is given (the studio's
/// inspector); vertical only.
@MainActor
package final class ScrolledWindow: Widget {
  /// Creates a vertically scrolling frame around `child`.
  package init(_ child: Widget) {
    super.init(sinking: gtk_scrolled_window_new())
    retain(child)
    gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(widget.opaque, child.widget)
  }
}
