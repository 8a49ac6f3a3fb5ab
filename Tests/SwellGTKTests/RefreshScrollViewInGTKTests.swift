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
}
