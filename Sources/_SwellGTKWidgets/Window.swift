internal import CGtk
import SwellGTK

/// A top-level window of an `Application`, with a header bar.
@MainActor
package final class Window: Widget {
  private let headerBar: UnsafeMutablePointer<GtkWidget>

  /// Creates a window of `width` × `height` points (its default size) titled `title`.
  /// The application keeps the window's wrapper until the application ends.
  package init(application: Application, title: String, width: Int = 420, height: Int = 720) {
    let window: UnsafeMutablePointer<GtkWidget> = gtk_application_window_new(
      application.application)
    headerBar = gtk_header_bar_new()
    super.init(sinking: window)
    gtk_window_set_title(widget.cast(to: GtkWindow.self), title)
    gtk_window_set_default_size(widget.cast(to: GtkWindow.self), Int32(width), Int32(height))
    gtk_window_set_titlebar(widget.cast(to: GtkWindow.self), headerBar)
    application.keep(self)
  }

  /// The window's content.
  package func setChild(_ child: Widget) {
    retain(child)
    gtk_window_set_child(widget.cast(to: GtkWindow.self), child.widget)
  }

  /// Shows the window and raises it.
  package func present() {
    gtk_window_present(widget.cast(to: GtkWindow.self))
  }
}
