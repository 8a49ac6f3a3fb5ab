internal import CGtk
import SwellGTK

/// A push button with a text label.
@MainActor
package final class Button: Widget {
  private var onClick: (@MainActor () -> Void)?

  /// Creates a button labelled `label`.
  package init(_ label: String) {
    super.init(sinking: gtk_button_new_with_label(label))
    GSignal.connect(widget.raw, "clicked") { [weak self] in self?.onClick?() }
  }

  /// The button's text.
  package var label: String {
    get { gtk_button_get_label(widget.cast(to: GtkButton.self)).map { String(cString: $0) } ?? "" }
    set { gtk_button_set_label(widget.cast(to: GtkButton.self), newValue) }
  }

  /// Calls `body` each time the button is pressed.
  package func onClick(_ body: @escaping @MainActor () -> Void) {
    onClick = body
  }
}
