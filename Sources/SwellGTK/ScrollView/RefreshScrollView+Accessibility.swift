internal import CGtk
import Swell

extension RefreshScrollView {
  /// Tells assistive technologies whether the view is refreshing or loading: the ARIA busy
  /// state and a label that says so.
  func updateAccessibleState() {
    let states = session.edges.map { session.state($0) }
    swell_gtk_accessible_set_busy(overlay, states.contains(.refreshing) ? 1 : 0)
    let state =
      states.first { $0 == .refreshing || $0 == .finishing || $0 == .armed } ?? .idle
    let label: String
    switch state {
    case .idle, .pulling: label = accessibleLabel
    case .armed: label = "\(accessibleLabel): release to refresh"
    case .refreshing: label = "\(accessibleLabel): refreshing"
    case .finishing: label = "\(accessibleLabel): refreshed"
    }
    swell_gtk_accessible_set_label(overlay, label)
  }

  /// Follows GTK's `gtk-enable-animations` setting (the desktop's reduce-motion switch):
  /// read now and whenever it changes.
  func observeAnimationSetting() {
    guard let settings = gtk_widget_get_settings(overlay) else { return }
    reduceMotion = swell_gtk_settings_enable_animations(settings) == 0
    let instance = UnsafeMutableRawPointer(settings)
    let id = GSignal.connectNotify(instance, property: "gtk-enable-animations") {
      [weak self] in
      guard let self, let settings = gtk_widget_get_settings(self.overlay) else { return }
      self.reduceMotion = swell_gtk_settings_enable_animations(settings) == 0
    }
    // The settings object outlives the view: `deinit` disconnects.
    settingsHandler = (instance, id)
  }
}
