public import CGtk

// GTK's cast macros (GTK_WINDOW, GTK_BOX, G_OBJECT, …) are not imported into Swift. A GObject
// instance starts with its parent's struct, so a pointer cast is what the macros do (minus
// their run-time type check). GTK types whose struct is public import as
// `UnsafeMutablePointer<T>` (`GtkWidget`, `GtkWindow`, `GtkBox`), those whose struct is
// private as `OpaquePointer` (`GtkOverlay`, `GtkHeaderBar`); these helpers cover both:
//
//     gtk_window_set_child(window.cast(to: GtkWindow.self), view.widget)
//     gtk_header_bar_pack_start(bar.opaque, button)

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// The same instance as a type whose struct is private (`GtkOverlay`, `GtkHeaderBar`,
  /// `GtkStack`): GTK's functions for those take an `OpaquePointer`.
  public var opaque: OpaquePointer { OpaquePointer(self) }

  /// The instance as `gpointer`, for `GSignal`, `g_object_*` and `g_signal_*`.
  public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer {
  /// The same GObject instance seen as another GTK type whose struct is public, as GTK's cast
  /// macros do (`GTK_WINDOW (widget)` is `widget.cast(to: GtkWindow.self)`). Only cast to a
  /// type the instance is: there is no run-time check.
  public func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
  }
}
