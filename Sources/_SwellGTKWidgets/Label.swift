internal import CGtk
import SwellGTK

/// A line (or paragraph) of text.
@MainActor
package final class Label: Widget {
  /// Creates a label showing `text`, aligned to the start of its space.
  package init(_ text: String = "", wraps: Bool = false) {
    super.init(sinking: gtk_label_new(text))
    gtk_label_set_xalign(widget.opaque, 0)
    if wraps {
      gtk_label_set_wrap(widget.opaque, 1)
      gtk_label_set_max_width_chars(widget.opaque, 40)
    }
  }

  /// The text shown.
  package var text: String {
    get { String(cString: gtk_label_get_text(widget.opaque)) }
    set { gtk_label_set_text(widget.opaque, newValue) }
  }

  /// Lets a person select and copy the text (an error message, a path).
  package func makeSelectable() {
    gtk_label_set_selectable(widget.opaque, 1)
  }
}
