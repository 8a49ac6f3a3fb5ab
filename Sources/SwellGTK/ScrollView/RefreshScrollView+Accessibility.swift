internal import CGtk
import Swell

extension RefreshScrollView {
  /// Tells assistive technologies whether the view is refreshing or loading: the ARIA busy
  /// state and a name that says what is happening, in the view's language ("List: Refreshing…",
  /// "List: Failed: Offline", "List: No more data"). GTK 4.8 has no announcements; screen
  /// readers speak the name as it changes.
  func updateAccessibleState() {
    let states = session.edges.map { session.state($0) }
    swell_gtk_accessible_set_busy(overlay, states.contains(.refreshing) ? 1 : 0)
    let texts = session.texts
    let busy = states.contains { $0 == .refreshing || $0 == .finishing }
    let detail: String?
    if busy, let announcement {
      detail = texts.text(for: announcement)
    } else if let armed = session.edges.first(where: { session.state($0) == .armed }) {
      detail = texts.string(armed == .top ? .releaseToRefresh : .releaseToLoadMore)
    } else if session.edges.contains(where: { session.loadState($0) == .noMoreData }) {
      detail = texts.string(.noMoreData)
    } else {
      detail = nil
    }
    let label = detail.map { "\(accessibleLabel): \($0)" } ?? accessibleLabel
    swell_gtk_accessible_set_label(overlay, label)
  }

  /// Follows GTK's `gtk-enable-animations` setting (the desktop's reduce-motion switch) and
  /// its dark theme (`gtk-application-prefer-dark-theme`, a dark `gtk-theme-name`): read now
  /// and whenever they change.
  func observeSettings() {
    guard let settings = gtk_widget_get_settings(overlay) else { return }
    readSettings(settings)
    let instance = UnsafeMutableRawPointer(settings)
    // The settings object outlives the view: `deinit` disconnects.
    let watched: [String] = [
      "gtk-enable-animations", "gtk-application-prefer-dark-theme", "gtk-theme-name",
      "gtk-xft-dpi", "gtk-interface-color-scheme",  // the last from GTK 4.20
    ]
    settingsHandlers = watched.filter { swell_gtk_settings_has(settings, $0) != 0 }.map {
      property in
      let id = GSignal.connectNotify(instance, property: property) { [weak self] in
        guard let self, let settings = gtk_widget_get_settings(self.overlay) else { return }
        self.readSettings(settings)
      }
      return (instance, id)
    }
  }

  private func readSettings(_ settings: OpaquePointer) {
    reduceMotion = swell_gtk_settings_enable_animations(settings) == 0
    platformAppearance = swell_gtk_settings_prefers_dark(settings) != 0 ? .dark : .light
    platformTextScale = swell_gtk_settings_text_scale(settings)
  }
}
