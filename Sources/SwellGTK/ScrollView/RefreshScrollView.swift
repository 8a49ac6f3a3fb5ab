internal import CGtk
import Swell

/// A vertical scroll view with a Swell pull-to-refresh header, for GTK 4.
///
///     let list = TextList()
///     let view = try RefreshScrollView(style: WaveStyle(), content: list) {
///       try await feed.reload()      // refreshing lasts until this returns or throws
///     }
///     window.setChild(view)
///
/// Scrolling follows Swell's `ScrollPhysics` (rubber band at the top, deceleration, spring
/// back), driven by a drag (mouse or touch), the touchpad (with kinetic deceleration) and the
/// wheel. A `RefreshController` runs the state machine and the action. The header is the
/// style's `Scene`, drawn by SwellCairo and animated by the widget's frame clock; the tick
/// callback is removed as soon as nothing moves, so a view at rest uses no CPU.
///
/// The header is composed as `RefreshPreview` shows it and a table view shows its refresh
/// control: the scene (`style.headerHeight` points tall, as wide as the view) has its bottom
/// edge on the content's top edge, and the content, drawn over it, uncovers it as it moves down.
@MainActor
public final class RefreshScrollView: Widget {
  /// The drawing area of the header; the overlay (`widget`) holds its reference.
  let header: UnsafeMutablePointer<GtkWidget>
  let content: Widget
  let model: LiveRefreshModel
  var timeline = FrameTimeline()
  var fingerVelocity = VelocityTracker()
  var dragController: OpaquePointer?
  var scrollController: OpaquePointer?
  var dragStart = Point(x: 0, y: 0)
  var touchpadFinger: Point?
  var tickID: UInt32 = 0
  var settingsHandler: (settings: UnsafeMutableRawPointer, id: UInt)?
  var viewportSize = Size(width: 0, height: 0)
  var contentHeight = -1.0
  /// The offset the children are placed at (pt), as of the latest update.
  var displayedOffset = 0.0
  var lastState: RefreshState = .idle
  var hasReportedDrawingError = false

  /// Called on the main thread after each change of state (`pulling` once per pull, not for
  /// every change of its progress).
  public var onStateChange: (@MainActor (RefreshState) -> Void)?

  /// Called on the main thread when a refresh action threw; the header ends all the same.
  public var onActionError: (@MainActor (RefreshActionFailure) -> Void)? {
    didSet {
      let handler = onActionError
      model.controller.onActionError = { failure in handler?(failure) }
    }
  }

  /// The name assistive technologies announce for the view; the refresh state is appended
  /// while a refresh is under way.
  public var accessibleLabel = "List" {
    didSet { updateAccessibleState(lastState) }
  }

  /// Whether the view follows reduced motion: true when GTK's `gtk-enable-animations` is off.
  /// Styles get it in their context and calm down.
  public internal(set) var reduceMotion = false {
    didSet {
      model.reduceMotion = reduceMotion
      if reduceMotion != oldValue { gtk_widget_queue_draw(header) }
    }
  }

  /// Creates a view that scrolls `content` under a header drawn by `style`; pulling past the
  /// style's trigger distance and releasing runs `action`.
  ///
  /// - Parameters:
  ///   - style: draws the header and gives the trigger distance and refreshing height.
  ///   - content: the scrolled widget, as wide as the view and as tall as it wants.
  ///   - configuration: trigger mode, minimum refreshing time, inset transitions.
  ///   - action: one refresh's work; refreshing lasts until it returns or throws. It runs in
  ///     a task of its own (mark it `@MainActor` to touch widgets) and is cancelled when the
  ///     view goes away or `endRefreshing()` is called first.
  /// - Throws: `SwellError.invalidParameter` for a configuration or style whose numbers the
  ///   engine rejects (a negative minimum refreshing time, a trigger distance of 0).
  public init(
    style: any RefreshStyle, content: Widget,
    configuration: RefreshConfiguration = RefreshConfiguration(),
    action: @escaping @Sendable () async throws -> Void
  ) throws {
    let model = try LiveRefreshModel(style: style, configuration: configuration, action: action)
    self.model = model
    self.content = content
    header = gtk_drawing_area_new()
    let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
    super.init(sinking: overlay)
    retain(content)
    model.wake.handler = { [weak self] in self?.startTicking() }
    model.onStateChange = { [weak self] state in self?.stateChanged(to: state) }
    buildWidgetTree()
    installHeaderDrawing()
    installInput()
    observeAnimationSetting()
    updateAccessibleState(.idle)
  }

  isolated deinit {
    if let settingsHandler {
      g_signal_handler_disconnect(settingsHandler.settings, gulong(settingsHandler.id))
    }
    if tickID != 0 { gtk_widget_remove_tick_callback(widget, tickID) }
  }

  /// The refresh state as of the latest frame.
  public var state: RefreshState { model.state }

  /// Starts a refresh from code: the header comes into view (animated unless `animated` is
  /// false or motion is reduced) and the action runs. Does nothing while refreshing.
  public func beginRefreshing(animated: Bool = true) {
    let time = now()
    model.beginRefreshing(animated: animated && !reduceMotion, at: time)
    update(at: time)
  }

  /// Ends the refresh from code, cancelling the action if it still runs. Harmless when idle.
  public func endRefreshing() {
    let time = now()
    model.endRefreshing(at: time)
    update(at: time)
  }

  /// The view's rectangle in its window's surface (pt; the X11 window's coordinates), or nil
  /// before it is laid out in a window.
  public var frameInWindow: Rect? {
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
    return Rect(
      x: Double(point.x) + surfaceX, y: Double(point.y) + surfaceY,
      width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
  }

  // MARK: - Widgets

  private func buildWidgetTree() {
    addCSSClass("swell-scroll-view")
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    gtk_widget_set_hexpand(widget, 1)
    gtk_widget_set_vexpand(widget, 1)
    gtk_widget_set_focusable(widget, 1)
    // The main child only gives the overlay its size; the header and the content are
    // overlays placed by `get-child-position`, the content above (later than) the header.
    let background: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_hexpand(background, 1)
    gtk_widget_set_vexpand(background, 1)
    gtk_overlay_set_child(widget.opaque, background)
    gtk_overlay_add_overlay(widget.opaque, header)
    gtk_overlay_add_overlay(widget.opaque, content.widget)
    gtk_overlay_set_clip_overlay(widget.opaque, header, 1)
    gtk_overlay_set_clip_overlay(widget.opaque, content.widget, 1)
    gtk_widget_set_can_target(header, 0)
    connectLayout()
  }

  // MARK: - Time and updates

  /// The engine's time for an input event handled now (s).
  func now() -> Double {
    timeline.seconds(fromMicroseconds: Int(g_get_monotonic_time()))
  }

  /// Brings the model to `time` for an input event or a call from code, and starts the frame
  /// clock if anything moves.
  func update(at time: Double) {
    if present(at: time) { startTicking() }
  }

  /// Brings the model to `time`, moves the content, fades it for styles that ask, and
  /// redraws the header. Returns whether anything still moves after `time`.
  func present(at time: Double) -> Bool {
    model.advance(to: time)
    let offset = model.contentOffset(at: time)
    if offset != displayedOffset {
      displayedOffset = offset
      gtk_widget_queue_allocate(widget)
    }
    // Only fading styles need a context here: the others leave the list opaque.
    if model.style is any ContentFadingStyle {
      let opacity = model.style.displayedContentOpacity(in: model.context(at: time))
      gtk_widget_set_opacity(content.widget, opacity)
    }
    gtk_widget_queue_draw(header)
    return model.isMoving(at: time)
  }

  private func stateChanged(to state: RefreshState) {
    guard state.name != lastState.name else { return }
    lastState = state
    updateAccessibleState(state)
    onStateChange?(state)
  }
}
