internal import CGtk
import SwellGTK

/// A one-line text field that reports the text a person commits (Enter, or leaving the
/// field after a change).
@MainActor
package final class Entry: Widget {
  private var onCommit: (@MainActor (String) -> Void)?
  /// The text as last set or committed, so that leaving an unchanged field commits nothing.
  private var committed = ""

  /// Creates an empty field, `width` characters wide.
  package init(width: Int = 12) {
    super.init(sinking: gtk_entry_new())
    gtk_editable_set_width_chars(widget.opaque, Int32(width))
    GSignal.connect(widget.raw, "activate") { [weak self] in self?.commit() }
    let focus = gtk_event_controller_focus_new()
    if let focus {
      GSignal.connect(UnsafeMutableRawPointer(focus), "leave") { [weak self] in
        guard let self, self.text != self.committed else { return }
        self.commit()
      }
      gtk_widget_add_controller(widget, focus)
    }
  }

  /// The text in the field. Setting it does not commit it.
  package var text: String {
    get { String(cString: gtk_editable_get_text(widget.opaque)) }
    set {
      committed = newValue
      gtk_editable_set_text(widget.opaque, newValue)
    }
  }

  /// Calls `body` with the text each time a person commits it.
  package func onCommit(_ body: @escaping @MainActor (String) -> Void) {
    onCommit = body
  }

  /// Marks the field as holding a refused value (the theme's `error` style), or clears it.
  package func showsError(_ isError: Bool) {
    if isError {
      addCSSClass("error")
    } else {
      removeCSSClass("error")
    }
  }

  private func commit() {
    committed = text
    onCommit?(committed)
  }
}
