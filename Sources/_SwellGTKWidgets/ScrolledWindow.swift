internal import CGtk
import SwellGTK

/// A scrollable area around one child larger than the space it is given: the studio's
/// inspector (vertical), the demo's row of tabs (horizontal).
@MainActor
package final class ScrolledWindow: Widget {
  /// Creates a vertically scrolling frame around `child`.
  package init(_ child: Widget) {
    super.init(sinking: gtk_scrolled_window_new())
    retain(child)
    gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(widget.opaque, child.widget)
  }

  /// Creates a frame around a row (`child`) that is as wide as the row when there is room and
  /// can be narrower than it, scrolling sideways without a scrollbar: a squeezed window then
  /// never asks the row for less than its minimum width.
  package init(row child: Widget) {
    super.init(sinking: gtk_scrolled_window_new())
    retain(child)
    gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
    gtk_scrolled_window_set_propagate_natural_width(widget.opaque, 1)
    gtk_scrolled_window_set_propagate_natural_height(widget.opaque, 1)
    gtk_scrolled_window_set_child(widget.opaque, child.widget)
  }
}
