internal import CGtk
import SwellGTK

/// Widgets in a column (or a row), each at its natural size unless it expands.
@MainActor
package final class Box: Widget {
  /// Creates an empty column (`vertical`) or row, with `spacing` points between children.
  package init(vertical: Bool = true, spacing: Int = 0) {
    super.init(
      sinking: gtk_box_new(
        vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, Int32(spacing)))
  }

  /// Adds `child` at the end.
  package func append(_ child: Widget) {
    retain(child)
    gtk_box_append(widget.cast(to: GtkBox.self), child.widget)
  }

  /// Removes `child`, which must have been appended, and lets its wrapper go.
  package func remove(_ child: Widget) {
    gtk_box_remove(widget.cast(to: GtkBox.self), child.widget)
    release(child)
  }
}
