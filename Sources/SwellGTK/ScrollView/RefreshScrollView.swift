public import CGtk
import Foundation
import Swell

/// A GTK 4 adapter that puts any widget an app already has under a Swell refresh header (and
/// footer): the app's widget scrolls, Swell's `RefreshSession` moves it and draws the effect.
///
///     let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!  // your widget: a box of rows
///     let view = try RefreshScrollView(content: list, style: WaveStyle()) {
///       try await feed.reload()                             // refreshing lasts until it returns
///     }
///     gtk_window_set_child(window, view.widget)             // place it like any GtkWidget
///
/// Scrolling follows the session's `ScrollPhysics` (rubber band, deceleration, spring back),
/// driven by a drag (mouse or touch), the touchpad (kinetic) and the wheel. The content is laid
/// out at its natural height, full width, and moved by the offset; each control's `SwellScene` is
/// drawn by SwellCairo where the content uncovers it, on the widget's frame clock (GTK's
/// CADisplayLink), which stops as soon as nothing moves, so a view at rest uses no CPU. A
/// footer's scene is drawn mirrored below the content's end (see `RefreshContext`).
///
/// Creating a view also lets `DispatchQueue.main` work and main-actor tasks run inside GLib's
/// main loop (see `MainQueueBridge`, and `prepareMainLoop()` for work before any view), so an
/// `@MainActor` refresh action can update widgets. Once its widget is in a container the view
/// lives as long as the widget stays in one, so an app need not keep it (nor should the
/// view's closures hold the window strongly: the window would keep itself alive through it).
@MainActor
public final class RefreshScrollView {
  /// The view's `GtkWidget *` (a `GtkOverlay`): add it to a window or container. The view
  /// holds a reference until it goes away, and lives at least as long as the widget is in a
  /// container, so an app need not keep the view once it has placed the widget.
  public var widget: UnsafeMutablePointer<GtkWidget> { overlay }

  let overlay: UnsafeMutablePointer<GtkWidget>
  let content: UnsafeMutablePointer<GtkWidget>
  /// The overlay's main child: its size, and the view's own keyboard focus.
  /// A drawing area (that draws nothing) because it takes the focus itself, where a box only
  /// passes it to its children.
  let keyboardTarget: UnsafeMutablePointer<GtkWidget> = gtk_drawing_area_new()
  /// One drawing area per control, where the content uncovers its scene.
  var areas: [RefreshEdge: UnsafeMutablePointer<GtkWidget>] = [:]
  /// The host kit's loop around the session: effects delivered in order, frames to show.
  let host: RefreshHost
  var session: RefreshSession { host.session }
  let wake: WakeSignal
  var clock = HostClock()
  var fingerVelocity = VelocityTracker()
  /// What the latest frame showed: where each control draws.
  var lastFrame: HostFrame?
  var dragController: OpaquePointer?
  var scrollController: OpaquePointer?
  var dragStart = SwellPoint(x: 0, y: 0)
  var touchpadFinger: SwellPoint?
  var tickID: UInt32 = 0
  /// Whether the view keeps time without a frame clock (`keepTimeWhileNotDrawn()`).
  var isKeepingTimeWhileNotDrawn = false
  var settingsHandlers: [(settings: UnsafeMutableRawPointer, id: UInt)] = []
  var viewportSize = SwellSize(width: 0, height: 0)
  var contentHeight = -1.0
  /// The content's width as of the latest allocation (px): the overlay's, or the least the
  /// content can take.
  var contentWidth: Int32 = 0
  /// The overlay child GTK places first in each allocation, where the sizes are measured once
  /// for the pass (`RefreshScrollView+Layout`).
  var firstOverlayChild: UnsafeMutablePointer<GtkWidget>?
  /// The offset the content is placed at (pt), as of the latest update.
  var displayedOffset = 0.0
  var hasReportedDrawingError = false
  /// The gesture recording under way, if any (`startRecording()`).
  var recording: GestureRecording?
  /// The overlay scrollbar and the adjustment it shows (`RefreshScrollView+Scrollbar`).
  var scrollbar: UnsafeMutablePointer<GtkWidget>?
  var adjustment: UnsafeMutablePointer<GtkAdjustment>?
  /// True while the view itself writes the adjustment, whose `value-changed` then is no user's.
  var isUpdatingAdjustment = false
  /// When the content last moved (s, session time), and whether a hide of the scrollbar is
  /// pending.
  var scrollbarShownAt = -Double.infinity
  var isScrollbarHidePending = false
  var isPointerOnScrollbar = false
  /// The window whose focus the view follows (`notify::focus-widget`), and the handler's id.
  var focusHandler: (window: UnsafeMutableRawPointer, id: UInt)?
  /// The view itself while its widget is in a container (`holdWhileInContainer()`).
  var heldWhileInContainer: RefreshScrollView?

  /// Called on the main thread with every effect of the session, in order: state changes,
  /// the pull arming and disarming (a good moment for a haptic), refreshes starting and
  /// ending with their outcome (a failure carries the error's description). Calls back into
  /// the view from here (`resetNoMoreData()` when a refresh ends, say) wait until every effect
  /// of the current call is delivered, then run.
  public var onEffect: (@MainActor (RefreshSession.Effect) -> Void)?

  /// The name assistive technologies announce for the view; the refresh state is appended
  /// while a refresh is under way.
  public var accessibleLabel = "List" {
    didSet { updateAccessibleState() }
  }

  /// The language of the view's words (state texts, announcements), or nil to follow the
  /// user's (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`). Settable at any time.
  public var language: SwellLanguage? {
    didSet { applyTexts() }
  }

  /// The app's own wording for any text, in every language (`[.releaseToRefresh: "Let go"]`).
  public var textOverrides: [RefreshText: String] = [:] {
    didSet { applyTexts() }
  }

  /// The name under which the view remembers when its header last refreshed, across launches
  /// (one file in the user's state directory); nil (the default) remembers it only while the
  /// view lives, and the last-updated line says "Never" until the first. Lists with their own
  /// keys keep their own times.
  public var lastUpdatedKey: String? {
    didSet { applyTexts() }
  }

  /// When the header last refreshed well while this view lived, shown without a key.
  var lastRefreshed: Date?
  /// When the refresh that ended well and is finishing now ended: shown once the header is
  /// back at rest.
  var pendingUpdate: Date?

  /// How large the styles' words are, as a multiple of the standard size, or nil (the
  /// default) to follow the desktop's text size: GTK's `gtk-xft-dpi` over the standard 96 dpi
  /// (GNOME's Large Text makes it 1.25), switching live. Styles grow their words as far as
  /// their layout has room (`RefreshTexts.scale`).
  public var textScale: Double? {
    didSet { applyTexts() }
  }

  /// The text size GTK's settings ask for, kept up to date by `observeSettings()`.
  var platformTextScale = 1.0 {
    didSet { if platformTextScale != oldValue { applyTexts() } }
  }

  /// The words the view's styles show and its accessible name uses, as resolved now.
  public var texts: RefreshTexts { session.texts }

  /// The latest announcement, which the accessible name carries until the control rests.
  var announcement: RefreshAnnouncement?

  /// Whether the view follows reduced motion: true when GTK's `gtk-enable-animations` is off.
  /// Styles get it in their context and calm down.
  public internal(set) var reduceMotion = false {
    didSet {
      session.reduceMotion = reduceMotion
      if reduceMotion != oldValue { queueDrawAreas() }
    }
  }

  /// The palette the view's styles draw with, or nil (the default) to follow GTK's: dark
  /// while the app prefers the dark theme or the theme is a dark one, switching live.
  public var appearance: SwellAppearance? {
    didSet { applyAppearance() }
  }

  /// The appearance GTK's settings ask for, kept up to date by `observeSettings()`.
  var platformAppearance = SwellAppearance.light {
    didSet { applyAppearance() }
  }

  /// The palette the styles draw with now: the app's choice, or GTK's.
  public var resolvedAppearance: SwellAppearance { appearance ?? platformAppearance }

  func applyAppearance() {
    guard session.appearance != resolvedAppearance else { return }
    session.appearance = resolvedAppearance
    queueDrawAreas()
  }

  /// Creates a view that scrolls `content` (a `GtkWidget *`) under the given controls: a
  /// header (`.top`) and/or a footer (`.bottom`), each with its style, behaviour and work.
  ///
  /// - Throws: `SwellError.invalidParameter` for controls the session refuses (two at one
  ///   edge, a style distance or configuration out of range).
  public init(content: UnsafeMutablePointer<GtkWidget>, controls: [RefreshSession.Control]) throws {
    MainQueueBridge.install()
    let wake = WakeSignal()
    self.wake = wake
    host = try RefreshHost(controls: controls, onNeedsUpdate: { [wake] in wake.fire() })
    self.content = content
    g_object_ref_sink(content.raw)
    overlay = swell_gtk_overlay_new_group()
    g_object_ref_sink(overlay.raw)
    for edge in session.edges { areas[edge] = gtk_drawing_area_new() }
    // An action's end takes effect now, not at the next frame: a view that is not drawn (a
    // hidden page, a window not yet shown) has no frame clock to tick it.
    wake.handler = { [weak self] in self?.run { session, time in session.advance(to: time) } }
    host.onEffect = { [weak self] effect in self?.report(effect) }
    buildWidgetTree()
    installDrawing()
    installInput()
    installKeyboard()
    installScrollbar()
    followFocus()
    observeSettings()
    holdWhileInContainer()
    applyTexts()
  }

  /// Lets `DispatchQueue.main` work and main-actor tasks run inside GLib's main loop, where
  /// nothing would run them otherwise: an app that awaits on the main actor before it makes
  /// any view (loading its first page, say) calls this first. Creating a view does it too;
  /// later calls do nothing.
  public static func prepareMainLoop() {
    MainQueueBridge.install()
  }

  /// A view with one header drawn by `style` whose refresh runs `action`.
  ///
  /// - Parameters:
  ///   - content: the scrolled `GtkWidget *`, as wide as the view and as tall as it wants.
  ///   - style: draws the header and gives the trigger distance and refreshing height.
  ///   - configuration: trigger mode, minimum refreshing time, inset transitions.
  ///   - action: one refresh's work; refreshing lasts until it returns or throws. It runs in
  ///     a task of its own (mark it `@MainActor` to touch widgets) and is cancelled when the
  ///     view goes away or `endRefreshing()` is called first.
  /// - Throws: as `init(content:controls:)`.
  public convenience init(
    content: UnsafeMutablePointer<GtkWidget>, style: any RefreshStyle,
    configuration: RefreshConfiguration = RefreshConfiguration(),
    action: @escaping @Sendable () async throws -> Void
  ) throws {
    try self.init(
      content: content,
      controls: [
        RefreshSession.Control(
          .top, style: style, configuration: configuration, action: .run(action))
      ])
  }

  /// A view with a header drawn by `header` that refreshes and a footer drawn by `footer`
  /// (the quiet spinner by default) that loads more as the end of the content comes into view.
  ///
  ///     let view = try RefreshScrollView(
  ///       content: list, header: WaveStyle(),
  ///       refresh: { try await feed.reload() },
  ///       loadMore: { try await feed.loadNextPage() ? .success : .noMoreData })
  ///
  /// - Parameters:
  ///   - content: the `GtkWidget *` to scroll (the view takes a reference).
  ///   - header: what the header draws.
  ///   - footer: what the footer draws.
  ///   - refresh: the header's work; refreshing lasts until it returns or throws.
  ///   - loadMore: the footer's work, returning how it ended: `.noMoreData` stops further
  ///     loads until `resetNoMoreData()` (call it when the header's refresh replaces the
  ///     content).
  /// - Throws: as `init(content:controls:)`.
  public convenience init(
    content: UnsafeMutablePointer<GtkWidget>, header: any RefreshStyle,
    footer: any RefreshStyle = QuietStyle(),
    refresh: @escaping @Sendable () async throws -> Void,
    loadMore: @escaping @Sendable () async throws -> RefreshOutcome
  ) throws {
    try self.init(
      content: content,
      controls: [
        RefreshSession.Control(.top, style: header, action: .run(refresh)),
        RefreshSession.Control(.bottom, style: footer, action: .perform(loadMore)),
      ])
  }

  isolated deinit {
    for handler in settingsHandlers {
      g_signal_handler_disconnect(handler.settings, gulong(handler.id))
    }
    stopFollowingFocus()
    if tickID != 0 { gtk_widget_remove_tick_callback(overlay, tickID) }
    if let adjustment { g_object_unref(UnsafeMutableRawPointer(adjustment)) }
    g_object_unref(overlay.raw)
    g_object_unref(content.raw)
  }

  /// The state of the control at `edge` as of the latest frame (`.idle` when there is none).
  public func state(_ edge: RefreshEdge = .top) -> RefreshState { session.state(edge) }

  /// Where the control at `edge` stands as a loader (a footer between loads: idle, loading,
  /// failed, no more data).
  public func loadState(_ edge: RefreshEdge = .bottom) -> RefreshSession.LoadState {
    session.loadState(edge)
  }

  /// There is data to load again at `edge` after a load said there was no more (call it when
  /// the content is replaced, e.g. after the header's refresh).
  public func resetNoMoreData(_ edge: RefreshEdge = .bottom) {
    callFromCode { view, time in view.session.resetNoMoreData(edge, time: time) }
  }

  /// There is no more data to load: the footer says so and loads nothing until
  /// `resetNoMoreData()`, as if its last load had returned `.noMoreData`. Call it when the
  /// first page is the last.
  public func markNoMoreData(_ edge: RefreshEdge = .bottom) {
    callFromCode { view, time in view.session.markNoMoreData(edge, time: time) }
  }

  /// Starts a refresh at `edge` from code: the control comes into view (animated unless
  /// `animated` is false or motion is reduced) and its action runs. Does nothing while it
  /// refreshes.
  public func beginRefreshing(_ edge: RefreshEdge = .top, animated: Bool = true) {
    callFromCode { view, time in
      view.session.beginRefreshing(edge, animated: animated && !view.reduceMotion, time: time)
    }
  }

  /// Ends the refresh at `edge` from code with `outcome`, cancelling its action if it still
  /// runs. Harmless when idle.
  public func endRefreshing(_ edge: RefreshEdge = .top, outcome: RefreshOutcome = .success) {
    callFromCode { view, time in view.session.endRefreshing(edge, outcome: outcome, time: time) }
  }

  /// Runs an app's call on the session now and shows its effects (from inside `onEffect`,
  /// once the current call's effects are all delivered: the host kit queues it).
  private func callFromCode(
    _ call: @escaping @MainActor (RefreshScrollView, Double) -> [RefreshSession.Effect]
  ) {
    run { [unowned self] _, time in call(self, time) }
  }

  // MARK: - Widgets

  private func buildWidgetTree() {
    gtk_widget_add_css_class(overlay, "swell-scroll-view")
    gtk_widget_set_overflow(overlay, GTK_OVERFLOW_HIDDEN)
    gtk_widget_set_hexpand(overlay, 1)
    gtk_widget_set_vexpand(overlay, 1)
    // The main child gives the overlay its size and takes the keyboard focus for the view
    // (Tab reaches it before the content's own widgets; the arrow keys scroll while it has
    // the focus). A focusable overlay would keep Tab from reaching the content. The drawing
    // areas and the content are overlays placed by `get-child-position`, the content above
    // (later than) the areas.
    let background = keyboardTarget
    gtk_widget_set_focusable(background, 1)
    gtk_widget_add_css_class(background, "swell-keyboard-target")
    gtk_widget_set_hexpand(background, 1)
    gtk_widget_set_vexpand(background, 1)
    gtk_overlay_set_child(overlay.opaque, background)
    // GTK places overlay children in the order they were added.
    firstOverlayChild = areas.values.first ?? content
    for area in areas.values {
      gtk_overlay_add_overlay(overlay.opaque, area)
      gtk_overlay_set_clip_overlay(overlay.opaque, area, 1)
      gtk_widget_set_can_target(area, 0)
    }
    gtk_overlay_add_overlay(overlay.opaque, content)
    gtk_overlay_set_clip_overlay(overlay.opaque, content, 1)
    connectLayout()
  }

  // MARK: - Time and updates

  /// The session's time for an input event handled now (s).
  func now() -> Double {
    clock.time(platformSeconds: Double(g_get_monotonic_time()) / 1_000_000)
  }

  /// Makes a call on the session now, shows its effects, and starts the frame clock if
  /// anything moves.
  func run(_ call: @escaping (RefreshSession, Double) -> [RefreshSession.Effect]) {
    host.perform(time: now(), call)
    if present(time: session.time) { startTicking() }
  }

  /// Shows the frame at `time`: moves the content, fades it for styles that ask, and redraws
  /// the controls. Returns whether anything still moves after `time`.
  func present(time: Double) -> Bool {
    let frame = host.frame(time: time)
    lastFrame = frame
    if frame.contentOffset != displayedOffset {
      displayedOffset = frame.contentOffset
      gtk_widget_queue_allocate(overlay)
    }
    gtk_widget_set_opacity(content, frame.contentOpacity)
    updateScrollbar()
    queueDrawAreas()
    return frame.needsNextFrame
  }

  /// Hands an effect to the app and keeps the accessible state current (and the recording,
  /// if any).
  private func report(_ effect: RefreshSession.Effect) {
    let said = RefreshAnnouncement(effect)
    if let said { announcement = said }
    noteRefreshEnded(effect)
    // A new announcement (a refresh's outcome comes after the state it finishes in) or a new
    // state changes what the view is called.
    if case .stateChanged = effect {
      updateAccessibleState()
    } else if said != nil {
      updateAccessibleState()
    }
    record(effect, time: session.time)
    onEffect?(effect)
  }

  func queueDrawAreas() {
    for area in areas.values { gtk_widget_queue_draw(area) }
  }
}

/// Carries "an action ended" from the action's task to the main actor, where the GLib loop
/// runs it (through `MainQueueBridge`). The session needs the callback before the view that
/// handles it exists; the view installs its handler afterwards.
@MainActor
final class WakeSignal {
  /// What to do on the main actor; the view brings its session to now.
  var handler: (@MainActor () -> Void)?

  /// Callable from any thread.
  nonisolated func fire() {
    Task { @MainActor in self.handler?() }
  }
}
