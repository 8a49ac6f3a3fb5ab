package import CGtk
import Swell
import SwellGTK

/// A GTK widget with one Swift owner.
///
/// The wrapper holds one strong GObject reference (the floating reference GTK creates widgets
/// with is sunk, so it is ours) and drops it in `deinit`; containers take their own references
/// when a child is added. Wrappers of containers keep their children's wrappers alive, so the
/// Swift side of a widget tree lives as long as its root wrapper.
@MainActor
package class Widget {
  let widget: UnsafeMutablePointer<GtkWidget>
  private var retainedChildren: [Widget] = []

  init(sinking widget: UnsafeMutablePointer<GtkWidget>) {
    g_object_ref_sink(widget.raw)
    self.widget = widget
  }

  /// Wraps a widget made elsewhere (a `RefreshScrollView`'s), taking a reference of its own.
  package convenience init(borrowing pointer: UnsafeMutablePointer<GtkWidget>) {
    self.init(sinking: pointer)
  }

  isolated deinit {
    g_object_unref(widget.raw)
  }

  /// Keeps a child's wrapper (and the closures its signals call) alive as long as this one.
  func retain(_ child: Widget) {
    retainedChildren.append(child)
  }

  /// Lets go of a child's wrapper once the child is removed.
  func release(_ child: Widget) {
    retainedChildren.removeAll { $0 === child }
  }

  /// The `GtkWidget *`, for APIs that take any widget (`RefreshScrollView(content:…)`).
  package var pointer: UnsafeMutablePointer<GtkWidget> { widget }

  /// Whether the widget is shown when its parent is; hidden widgets take no space.
  package var isVisible: Bool {
    get { gtk_widget_get_visible(widget) != 0 }
    set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
  }

  /// Space around the widget (pt): top, start, bottom, end.
  package func setMargins(top: Int, start: Int, bottom: Int, end: Int) {
    gtk_widget_set_margin_top(widget, Int32(top))
    gtk_widget_set_margin_start(widget, Int32(start))
    gtk_widget_set_margin_bottom(widget, Int32(bottom))
    gtk_widget_set_margin_end(widget, Int32(end))
  }

  /// Centres the widget horizontally in the space its parent gives it.
  package func centerHorizontally() {
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
  }

  /// Adds a CSS class name (for the application's style sheet, see `Application.addCSS`).
  package func addCSSClass(_ name: String) {
    gtk_widget_add_css_class(widget, name)
  }

  /// Removes a CSS class name; nothing happens when the widget does not have it.
  package func removeCSSClass(_ name: String) {
    gtk_widget_remove_css_class(widget, name)
  }

  /// Whether the widget takes input (insensitive widgets are greyed out).
  package var isSensitive: Bool {
    get { gtk_widget_get_sensitive(widget) != 0 }
    set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes the extra space of its parent, across and down.
  package func expand(horizontally: Bool, vertically: Bool) {
    gtk_widget_set_hexpand(widget, horizontally ? 1 : 0)
    gtk_widget_set_vexpand(widget, vertically ? 1 : 0)
  }

  /// The widget's rectangle in its window's surface (pt), or nil before it is on screen:
  /// where a script driving the app with a real pointer clicks.
  package var frameInWindow: SwellRect? { WindowFrame.of(widget) }

  /// The width and height the widget asks for at least (pt; -1 leaves it to the widget).
  package func setMinimumSize(width: Int, height: Int) {
    gtk_widget_set_size_request(widget, Int32(width), Int32(height))
  }
}
