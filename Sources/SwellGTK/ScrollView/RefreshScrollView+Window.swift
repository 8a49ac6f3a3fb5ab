package import CGtk
import Swell

extension RefreshScrollView {
  /// The view's rectangle in its window's surface (pt; the X11 window's coordinates), or nil
  /// before it is laid out in a window: where a script driving the demo must drag.
  package var frameInWindow: SwellRect? { WindowFrame.of(overlay) }
}

/// Where a widget is in its window's surface: the coordinates a script driving the app with
/// a real pointer (xdotool) clicks at.
package enum WindowFrame {
  /// The rectangle of `widget` in its window's surface (pt), or nil before it is mapped.
  @MainActor
  package static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> SwellRect? {
    guard let root = gtk_widget_get_root(widget), gtk_widget_get_mapped(widget) != 0 else {
      return nil
    }
    let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
    var origin = graphene_point_t(x: 0, y: 0)
    var point = graphene_point_t(x: 0, y: 0)
    guard gtk_widget_compute_point(widget, rootWidget, &origin, &point) != 0 else { return nil }
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(root, &surfaceX, &surfaceY)
    return SwellRect(
      x: Double(point.x) + surfaceX, y: Double(point.y) + surfaceY,
      width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
  }
}
