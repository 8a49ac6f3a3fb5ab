import CGtk
import Foundation
import Swell
import Testing

@testable import SwellGTK

/// The GTK view in a real GTK, which needs a display: `make test-gtk` runs these under Xvfb
/// (`SWELL_GTK_DISPLAY_TESTS=1`); elsewhere they are skipped. What keeps a view alive, and a
/// refresh that ends while the view is not drawn.
@MainActor
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["SWELL_GTK_DISPLAY_TESTS"] == "1"))
struct RefreshScrollViewInGTKTests {
  init() throws {
    try #require(gtk_init_check() != 0, "no display: run under xvfb-run")
    // A GLib critical (a call on a freed object) ends the run rather than scroll past.
    _ = g_log_set_always_fatal(
      GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_ERROR.rawValue))
  }

  /// Turns of the main actor, where the view's deferred work runs.
  private func turns(_ count: Int = 20) async {
    for _ in 0..<count { await Task.yield() }
  }

  /// An app that places the widget and drops the view (GTK's way: the container owns its
  /// child) keeps a working view as long as the widget is in a window, and frees it with the
  /// window; shown, the view follows the window's focus, and lets the window go first.
  @Test func aViewLivesAsLongAsItsWidgetIsInAWindow() async throws {
    weak var gone: RefreshScrollView?
    let window = gtk_window_new().cast(to: GtkWindow.self)
    do {
      let view = try RefreshScrollView(content: gtk_label_new("rows"), style: WaveStyle()) {}
      gone = view
      gtk_window_set_child(window, view.widget)
      gtk_window_present(window)
      #expect(view.focusHandler != nil, "mapped: it follows the window's focus")
    }
    await turns()
    #expect(gone != nil, "the window's widget keeps its view")
    gtk_window_destroy(window)
    await turns()
    #expect(gone == nil, "and lets it go with the window")
  }

  /// A view the app keeps stops following a window's focus as its widget leaves the window:
  /// a destroyed window is freed long before the view goes.
  @Test func aViewLetsItsWindowGoAsItLeavesIt() async throws {
    let window = gtk_window_new().cast(to: GtkWindow.self)
    let view = try RefreshScrollView(content: gtk_label_new("rows"), style: WaveStyle()) {}
    gtk_window_set_child(window, view.widget)
    gtk_window_present(window)
    #expect(view.focusHandler != nil)
    gtk_window_destroy(window)
    await turns()
    #expect(view.focusHandler == nil)
  }

  /// Built from the bottom up, as GTK apps often are: the widget goes into a box before the
  /// box goes into a window. The box keeps the view as a container keeps its child.
  @Test func aViewLivesAsLongAsItsWidgetIsInAContainer() async throws {
    weak var gone: RefreshScrollView?
    let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    g_object_ref_sink(box.raw)
    do {
      let view = try RefreshScrollView(content: gtk_label_new("rows"), style: WaveStyle()) {}
      gone = view
      gtk_box_append(box.cast(to: GtkBox.self), view.widget)
    }
    await turns()
    #expect(gone != nil, "the box keeps its child's view")
    g_object_unref(box.raw)
    await turns()
    #expect(gone == nil, "and lets it go with the box")
  }

  /// A widget moved from one window to another keeps its view through the move.
  @Test func aViewMovedBetweenWindowsStays() async throws {
    weak var gone: RefreshScrollView?
    let first = gtk_window_new().cast(to: GtkWindow.self)
    let second = gtk_window_new().cast(to: GtkWindow.self)
    do {
      let view = try RefreshScrollView(content: gtk_label_new("rows"), style: WaveStyle()) {}
      gone = view
      gtk_window_set_child(first, view.widget)
      g_object_ref(view.widget.raw)
      gtk_window_set_child(first, nil)
      gtk_window_set_child(second, view.widget)
      g_object_unref(view.widget.raw)
    }
    await turns()
    #expect(gone != nil)
    gtk_window_destroy(first)
    gtk_window_destroy(second)
    await turns()
    #expect(gone == nil)
  }

  /// A view never placed goes with the app's last reference, as before.
  @Test func aViewNeverPlacedGoesWithItsLastReference() throws {
    weak var gone: RefreshScrollView?
    do {
      let view = try RefreshScrollView(content: gtk_label_new("rows"), style: WaveStyle()) {}
      gone = view
    }
    #expect(gone == nil)
  }

  /// A refresh under way when its widget leaves the window (unrealized on the way, its frame
  /// callback still waiting) still ends when its work does.
  @Test func aRefreshEndsAfterItsWidgetLeftTheWindow() async throws {
    let window = gtk_window_new().cast(to: GtkWindow.self)
    defer { gtk_window_destroy(window) }
    let view = try RefreshScrollView(content: gtk_label_new("rows"), style: WaveStyle()) {
      try await Task.sleep(for: .seconds(0.2))
    }
    var ended: RefreshOutcome?
    view.onEffect = { effect in
      if case .refreshEnded(.top, _, let outcome) = effect { ended = outcome }
    }
    gtk_window_set_child(window, view.widget)
    gtk_window_present(window)
    view.beginRefreshing()
    #expect(view.tickID != 0, "it moves: a frame callback waits")
    gtk_window_set_child(window, nil)
    #expect(gtk_widget_get_realized(view.widget) == 0)
    for _ in 0..<300 where ended == nil { try await Task.sleep(for: .milliseconds(10)) }
    #expect(ended == .success)
  }

  /// A resize moves a control's area in the same allocation: GTK's overlay places the areas
  /// before the content, whose placement used to be where the new sizes reached the session,
  /// so the footer's area kept its old rectangle until something moved.
  @Test func aResizeMovesTheFootersAreaAtOnce() throws {
    let content: UnsafeMutablePointer<GtkWidget> = gtk_label_new("rows")
    gtk_widget_set_size_request(content, -1, 1000)
    let view = try RefreshScrollView(
      content: content, header: WaveStyle(), refresh: {},
      loadMore: {
        try await Task.sleep(for: .seconds(30))
        return .success
      })
    func allocate(height: Int32) {
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(view.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, 390, &minimum, &natural, nil, nil)
      var allocation = GtkAllocation(x: 0, y: 0, width: 390, height: height)
      gtk_widget_size_allocate(view.widget, &allocation, -1)
    }
    func areaRows() throws -> ClosedRange<Double> {
      let area = try #require(view.areas[.bottom])
      var bounds = graphene_rect_t()
      try #require(gtk_widget_compute_bounds(area, view.widget, &bounds) != 0)
      let top = Double(bounds.origin.y)
      return top...(top + Double(bounds.size.height))
    }
    allocate(height: 600)
    view.scrollToEnd(animated: false)  // the footer comes into view and loads
    allocate(height: 600)
    #expect(view.state(.bottom) == .refreshing)
    let tall = try areaRows()
    #expect(tall.upperBound == 600 && tall.upperBound - tall.lowerBound > 20, "\(tall)")
    // A taller window uncovers more below the content's end (which then springs back): the
    // area covers what the session says is uncovered now, down to the new viewport's foot.
    allocate(height: 800)
    let taller = try areaRows()
    let uncovered = view.uncoveredBand(.bottom, viewportHeight: 800)
    #expect(taller.upperBound == 800, "at the new viewport's foot: \(taller)")
    #expect(taller.lowerBound == uncovered.lowerBound.rounded(.down), "\(taller), \(uncovered)")
  }

  /// The scrollbar sits at the end of the lines, as GtkScrolledWindow's does: on the right,
  /// and on the left in a right-to-left language.
  @Test func theScrollbarSitsAtTheEndOfTheLines() throws {
    for (direction, expectedLeft) in [(GTK_TEXT_DIR_LTR, false), (GTK_TEXT_DIR_RTL, true)] {
      let view = try RefreshScrollView(content: gtk_label_new("rows"), style: WaveStyle()) {}
      gtk_widget_set_direction(view.widget, direction)
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(view.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, 390, &minimum, &natural, nil, nil)
      var allocation = GtkAllocation(x: 0, y: 0, width: 390, height: 600)
      gtk_widget_size_allocate(view.widget, &allocation, -1)
      let bar = try #require(view.scrollbar)
      var bounds = graphene_rect_t()
      try #require(gtk_widget_compute_bounds(bar, view.widget, &bounds) != 0)
      let left = bounds.origin.x == 0
      let right = Double(bounds.origin.x + bounds.size.width) == 390
      #expect(expectedLeft ? left : right, "direction \(direction.rawValue): \(bounds)")
    }
  }

  /// A refresh begun on a view that is not drawn (a hidden page, a window not yet shown) ends
  /// when its work does: the effects do not wait for a frame clock the view does not have.
  @Test func aRefreshEndsWhileTheViewIsNotDrawn() async throws {
    let view = try RefreshScrollView(content: gtk_label_new("rows"), style: WaveStyle()) {
      try await Task.sleep(for: .seconds(0.2))
    }
    var ended: RefreshOutcome?
    view.onEffect = { effect in
      if case .refreshEnded(.top, _, let outcome) = effect { ended = outcome }
    }
    view.beginRefreshing(animated: false)
    #expect(view.state() == .refreshing)
    for _ in 0..<300 where ended == nil { try await Task.sleep(for: .milliseconds(10)) }
    #expect(ended == .success)
  }

  /// The time of a refresh that ended well shows once the header is back at rest, not as it
  /// starts to finish: until then the style says "Just now", so the line never changes where
  /// it shows.
  @Test func theLastUpdateShowsOnceTheHeaderIsBackAtRest() async throws {
    let view = try RefreshScrollView(content: gtk_label_new("rows"), style: ClassicStyle()) {
      try await Task.sleep(for: .seconds(0.1))
    }
    var atEnd: String??
    var atRest: String??
    view.onEffect = { effect in
      if case .refreshEnded(.top, _, .success) = effect { atEnd = view.texts.lastUpdated }
      if effect.isHeaderBackAtRest { atRest = view.texts.lastUpdated }
    }
    view.beginRefreshing(animated: false)
    for _ in 0..<500 where atRest == nil { try await Task.sleep(for: .milliseconds(10)) }
    #expect(atEnd == .some(nil), "the time showed as the header began to finish")
    let shown = try #require(atRest ?? nil, "no time once back at rest")
    #expect(shown.contains(":"))
  }
}
