internal import CGtk

// GTK's cast macros (GTK_WINDOW, GTK_BOX, G_OBJECT, …) are not imported. GObject instances
// start with their parent struct, so a pointer cast is what the macros do (minus their runtime
// type check). Types whose struct is public import as UnsafeMutablePointer<T>, private ones as
// OpaquePointer; these two helpers cover both.

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// The same instance as a type whose struct is private (`GtkBox`, `GtkOverlay`, `GtkStack`).
  var opaque: OpaquePointer { OpaquePointer(self) }

  /// The instance as `gpointer`, for `g_signal_connect_data` and `g_object_*`.
  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer {
  /// The same GObject instance seen as another public struct type (`GApplication`, `GtkBox`).
  func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
  }
}
