internal import CGtk
import Swell

/// A vertical scroll view with a Swell refresh header, for GTK 4.
///
/// Scrolling follows Swell's `ScrollPhysics` (rubber band at the top, deceleration, spring
/// back), driven by a drag (mouse or touch), the touchpad (with kinetic deceleration) and the
/// wheel. The header is the style's `Scene`, drawn by SwellCairo and animated by the widget's
/// frame clock; ticks stop when nothing moves.
@MainActor
public final class RefreshScrollView: Widget {
  let header: UnsafeMutablePointer<GtkWidget>
  let content: Widget
  var timeline = FrameTimeline()
  var velocity = VelocityTracker()
  var dragController: OpaquePointer?
  var dragStartY = 0.0
  var tickID: UInt32 = 0
  var viewportSize = Size(width: 0, height: 0)
  var contentHeight = 0.0

  // Placeholder model until the engine lands.
  var offset = 0.0

  /// Creates a view that scrolls `content` under a header drawn by `style`.
  public init(style: any RefreshStyle, content: Widget) {
    self.content = content
    header = gtk_drawing_area_new()
    let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
    super.init(sinking: overlay)
    retain(content)
    addCSSClass("swell-scroll-view")
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    gtk_widget_set_hexpand(widget, 1)
    gtk_widget_set_vexpand(widget, 1)
    // The main child only gives the overlay a size; header and content are positioned freely.
    let background: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_hexpand(background, 1)
    gtk_widget_set_vexpand(background, 1)
    gtk_overlay_set_child(widget.opaque, background)
    gtk_overlay_add_overlay(widget.opaque, header)
    gtk_overlay_add_overlay(widget.opaque, content.widget)
    gtk_overlay_set_clip_overlay(widget.opaque, header, 1)
    gtk_overlay_set_clip_overlay(widget.opaque, content.widget, 1)
    connectLayout()
    installHeaderDrawing()
    installInput()
  }

  /// Where the content's top edge is in the view (pt): the negated content offset.
  var contentTop: Double { -offset }

  private func connectLayout() {
    typealias Box = CallbackBox<
      @MainActor (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GdkRectangle>) -> Bool
    >
    let box = Box { [weak self] child, rectangle in
      self?.place(child, in: rectangle) ?? false
    }
    let trampoline:
      @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?,
        UnsafeMutableRawPointer?
      ) -> Int32 = { _, child, rectangle, data in
        guard let child, let rectangle, let data else { return 0 }
        let box = Box.from(data)
        return MainActor.assumeIsolated { box.body(child, rectangle) } ? 1 : 0
      }
    g_signal_connect_data(
      widget.raw, "get-child-position", unsafeBitCast(trampoline, to: GCallback.self),
      box.retainedPointer(), { data, _ in if let data { Box.releaseRetained(data) } },
      GConnectFlags(0))
  }

  /// The overlay asks where each positioned child goes, at every allocation.
  private func place(
    _ child: UnsafeMutablePointer<GtkWidget>, in rectangle: UnsafeMutablePointer<GdkRectangle>
  ) -> Bool {
    let width = Int32(gtk_widget_get_width(widget))
    let height = Int32(gtk_widget_get_height(widget))
    viewportSize = Size(width: Double(width), height: Double(height))
    if child == content.widget {
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
      contentHeight = Double(max(natural, height))
      rectangle.pointee = GdkRectangle(
        x: 0, y: Int32(contentTop.rounded()), width: width, height: Int32(contentHeight))
      return true
    }
    if child == header {
      rectangle.pointee = GdkRectangle(x: 0, y: 0, width: width, height: Int32(headerHeight))
      return true
    }
    return false
  }

  var headerHeight: Double { 120 }

  /// Offset changed: reposition children and redraw the header.
  func offsetDidChange() {
    gtk_widget_queue_allocate(widget)
    gtk_widget_queue_draw(header)
  }
}
