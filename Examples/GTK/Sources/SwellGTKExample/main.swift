import CGtk
import Swell
import SwellGTK

// A window with a list of 40 rows under a wave header and a quiet footer: pull to refresh, scroll
// to the end to load more (three pages, then "no more"), Page Up/Down, Home/End and Tab scroll,
// and the switch in the title bar turns the dark theme on and off. Each event is printed.

/// Builds the window around `feed` and shows it. Nothing here is kept: the window owns its
/// widgets, and the refresh view lives as long as its widget is in a container.
@MainActor
func showWindow(application: UnsafeMutablePointer<GtkApplication>, feed: Feed) throws {
  let list = feed.list
  let view = try RefreshScrollView(
    content: list, header: WaveStyle(), footer: QuietStyle(),
    refresh: { try await feed.reload() },
    loadMore: { try await feed.loadNextPage() ? .success : .noMoreData })
  view.onEffect = { [weak view] effect in
    switch effect {
    case .stateChanged(let edge, _, let state):
      say("\(edge) \(state)")
    case .refreshEnded(let edge, _, let outcome):
      say("\(edge) ended \(outcome) rows=\(feed.rowCount)")
      // A refresh replaced the list: its end can load again.
      if edge == .top { view?.resetNoMoreData() }
    default:
      break
    }
  }

  let (bar, darkSwitch) = makeHeaderBar(view: view)
  let window = gtk_application_window_new(application).cast(to: GtkWindow.self)
  gtk_window_set_title(window, "Swell GTK example")
  gtk_window_set_default_size(window, 400, 640)
  gtk_window_set_titlebar(window, bar)
  gtk_window_set_child(window, view.widget)
  gtk_window_present(window)
  say("ready rows=\(feed.rowCount)")

  // Where the list and the switch are on the screen, for the check that drives the example
  // under Xvfb.
  let widget = view.widget
  Task { @MainActor in
    try await Task.sleep(for: .seconds(0.5))
    printFrame(of: widget, as: "list")
    printFrame(of: darkSwitch, as: "switch")
  }
}

/// A title bar with a "Top" button (scrolls from code) and the dark theme switch, and the
/// switch.
@MainActor
func makeHeaderBar(view: RefreshScrollView) -> (
  bar: UnsafeMutablePointer<GtkWidget>, darkSwitch: UnsafeMutablePointer<GtkWidget>
) {
  let bar: UnsafeMutablePointer<GtkWidget> = gtk_header_bar_new()
  let top: UnsafeMutablePointer<GtkWidget> = gtk_button_new_with_label("Top")
  GSignal.connect(top, "clicked") { [weak view] in view?.scrollToTop() }
  gtk_header_bar_pack_start(bar.opaque, top)
  let dark: UnsafeMutablePointer<GtkWidget> = gtk_switch_new()
  gtk_widget_set_valign(dark, GTK_ALIGN_CENTER)
  gtk_widget_set_tooltip_text(dark, "Dark theme")
  GSignal.connectNotify(dark, property: "active") {
    let on = gtk_switch_get_active(dark.opaque) != 0
    setDarkTheme(on)
    say("dark \(on)")
  }
  gtk_header_bar_pack_end(bar.opaque, dark)
  return (bar, dark)
}

/// Asks GTK for the dark variant of the theme (Adwaita's dark colours), or the light one.
@MainActor
func setDarkTheme(_ on: Bool) {
  guard let settings = gtk_settings_get_default() else { return }
  var value = GValue()
  g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN (a macro Swift does not import)
  g_value_set_boolean(&value, on ? 1 : 0)
  g_object_set_property(
    UnsafeMutablePointer<GObject>(settings), "gtk-application-prefer-dark-theme", &value)
  g_value_unset(&value)
}

/// The rows' look: a line between them, and the keyboard focus shown as the theme's accent.
let css = """
  .feed row { padding: 14px 16px; border-bottom: 1px solid alpha(currentColor, 0.12); }
  .feed row:focus { background: #3584e4; color: white; }
  """

/// Prints where `widget` is on the screen once it is (for the Xvfb check): `name=x,y,w,h`.
@MainActor
func printFrame(of widget: UnsafeMutablePointer<GtkWidget>, as name: String) {
  guard let root = gtk_widget_get_root(widget) else { return }
  var origin = graphene_point_t(x: 0, y: 0)
  var point = graphene_point_t(x: 0, y: 0)
  let window = UnsafeMutablePointer<GtkWidget>(root)
  guard gtk_widget_compute_point(widget, window, &origin, &point) != 0 else { return }
  var surfaceX = 0.0
  var surfaceY = 0.0
  gtk_native_get_surface_transform(root, &surfaceX, &surfaceY)
  let x = Int(Double(point.x) + surfaceX)
  let y = Int(Double(point.y) + surfaceY)
  say("\(name)=\(x),\(y),\(gtk_widget_get_width(widget)),\(gtk_widget_get_height(widget))")
}

MainActor.assumeIsolated {
  let app: UnsafeMutablePointer<GtkApplication> = gtk_application_new(
    "org.swell.GTKExample", G_APPLICATION_NON_UNIQUE)
  GSignal.connect(app, "activate") {
    let provider: UnsafeMutablePointer<GtkCssProvider> = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    // 600 is GTK_STYLE_PROVIDER_PRIORITY_APPLICATION.
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), OpaquePointer(provider), 600)
    // The first page comes in before the window shows: main-actor work before any view
    // exists, which runs inside GTK's loop once it is prepared. The hold keeps the app running
    // while it has no window.
    RefreshScrollView.prepareMainLoop()
    let application = app.cast(to: GApplication.self)
    g_application_hold(application)
    Task { @MainActor in
      defer { g_application_release(application) }
      do {
        try showWindow(application: app, feed: await Feed.firstPages())
      } catch {
        say("Error: \(error)")
      }
    }
  }
  exit(g_application_run(app.cast(to: GApplication.self), CommandLine.argc, CommandLine.unsafeArgv))
}

/// Prints a line at once, also into a pipe or a file (where `print` alone would buffer it).
func say(_ line: String) {
  print(line)
  fflush(nil)
}
