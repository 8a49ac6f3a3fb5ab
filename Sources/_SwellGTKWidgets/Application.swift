internal import CGtk
import SwellGTK

/// A GTK application: owns the main loop and the windows.
///
///     let app = Application(id: "org.example.Demo")
///     app.onActivate { app in Window(application: app, title: "Demo").present() }
///     exit(app.run())
///
/// While `run()` runs, `DispatchQueue.main` work and main-actor tasks run too (see
/// `MainQueueBridge`). Command-line arguments are not passed to GTK: the program parses its
/// own.
@MainActor
package final class Application {
  let application: UnsafeMutablePointer<GtkApplication>
  private var windows: [Window] = []

  /// Creates an application with a reverse-DNS identifier. Instances are not unique (several
  /// may run at once, as tests do) and need no D-Bus session.
  package init(id: String) {
    application = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(application))
  }

  /// Calls `body` once the application is ready for windows (GApplication's `activate`).
  package func onActivate(_ body: @escaping @MainActor (Application) -> Void) {
    GSignal.connect(UnsafeMutableRawPointer(application), "activate") { [weak self] in
      guard let self else { return }
      body(self)
    }
  }

  /// Adds an application action named `name` run by any of `accelerators` (GTK accelerator
  /// syntax, e.g. `"<Control>r"`).
  package func addAction(
    _ name: String, accelerators: [String], _ body: @escaping @MainActor () -> Void
  ) {
    guard let action = g_simple_action_new(name, nil) else { return }
    GSignal.connectIgnoringArgument(UnsafeMutableRawPointer(action), "activate") { body() }
    g_action_map_add_action(OpaquePointer(application), action)
    g_object_unref(UnsafeMutableRawPointer(action))
    var cStrings = accelerators.map { strdup($0) }
    cStrings.append(nil)
    cStrings.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { constBuffer in
        gtk_application_set_accels_for_action(application, "app.\(name)", constBuffer.baseAddress)
      }
    }
    for pointer in cStrings { free(pointer) }
  }

  /// Adds a style sheet for every window of the display (application priority).
  package func addCSS(_ css: String) {
    guard let display = gdk_display_get_default() else { return }
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(UnsafeMutableRawPointer(provider))
  }

  /// Turns GTK's animations on or off for the whole display (the `gtk-enable-animations`
  /// setting, which desktops set from their reduce-motion switch). Call after activation.
  package func setAnimationsEnabled(_ enabled: Bool) {
    guard let settings = gtk_settings_get_default() else { return }
    swell_gtk_settings_set_enable_animations(settings, enabled ? 1 : 0)
  }

  /// Sets the display's text size, as a multiple of the standard 96 dpi (the `gtk-xft-dpi`
  /// setting, which desktops raise for large text and `RefreshScrollView` follows). Call
  /// after activation.
  package func setTextScale(_ scale: Double) {
    guard let settings = gtk_settings_get_default() else { return }
    swell_gtk_settings_set_text_scale(settings, scale)
  }

  /// Asks GTK for the dark variant of the theme, or the light one, for the whole app (the
  /// `gtk-application-prefer-dark-theme` setting, which `RefreshScrollView` follows). Call
  /// after activation.
  package func setPrefersDarkTheme(_ dark: Bool) {
    guard let settings = gtk_settings_get_default() else { return }
    swell_gtk_settings_set_prefer_dark(settings, dark ? 1 : 0)
  }

  /// Runs the main loop until the last window closes or `quit()`; returns the exit status.
  package func run() -> Int32 {
    MainQueueBridge.install()
    let name = strdup(CommandLine.arguments.first ?? "swell")
    defer { free(name) }
    var argv: [UnsafeMutablePointer<CChar>?] = [name, nil]
    return argv.withUnsafeMutableBufferPointer { buffer in
      g_application_run(application.cast(to: GApplication.self), 1, buffer.baseAddress)
    }
  }

  /// Ends `run()` at the next turn of the main loop.
  package func quit() {
    g_application_quit(application.cast(to: GApplication.self))
  }

  /// Quits `seconds` seconds from now (`--quit-after`, for scripted runs), calling
  /// `announce` just before.
  package func quit(after seconds: Double, announce: @escaping @MainActor () -> Void = {}) {
    Task { [weak self] in
      try? await Task.sleep(for: .seconds(seconds))
      announce()
      self?.quit()
    }
  }

  func keep(_ window: Window) {
    windows.append(window)
  }
}
