internal import CGtk
import Swell

// Scrolling from code and from the keyboard, and keeping the focused widget in view: what a
// GtkScrolledWindow does for its child, on Swell's physics.
extension RefreshScrollView {
  /// The content's offset as of the latest frame (pt, UIKit convention: 0 shows the content's
  /// top at the view's top, more shows later content; below `-contentInsets.top` while a
  /// header is pulled or refreshing).
  public var contentOffset: Double { displayedOffset }

  /// Space the app keeps clear above and below the content (pt, ≥ 0; a toolbar floating over
  /// the list, say): the content rests below the top inset and scrolls to above the bottom
  /// one, and the controls appear beyond them. Out-of-range values are ignored.
  public var contentInsets: (top: Double, bottom: Double) {
    get { (session.geometry.userInsetTop, session.geometry.userInsetBottom) }
    set {
      let insets = newValue
      run { session, time in
        session.setUserInsets(top: insets.top, bottom: insets.bottom, time: time)
      }
    }
  }

  /// Scrolls the content to `offset` (pt, as `contentOffset`; clamped into the bounds), along
  /// the bounce spring unless `animated` is false or motion is reduced. Ignored while a finger
  /// is on the content.
  public func scroll(to offset: Double, animated: Bool = true) {
    let animate = animated && !reduceMotion
    run { session, time in session.scroll(to: offset, animated: animate, time: time) }
  }

  /// Scrolls to the content's top (below the top inset), as a tap on the status bar does.
  public func scrollToTop(animated: Bool = true) {
    scroll(to: -session.geometry.userInsetTop, animated: animated)
  }

  /// Scrolls to the content's end (above the bottom inset), with an automatic footer in
  /// view, which then loads.
  public func scrollToEnd(animated: Bool = true) {
    let footer = session.refreshInset(.bottom, time: session.time)
    scroll(to: session.geometry.endOffset + footer, animated: animated)
  }

  // MARK: - Keyboard

  /// Page Up and Page Down move by nine tenths of the view, Home and End (with or without
  /// Ctrl) go to the top and the end; the arrow keys step while the view itself has the focus
  /// (with a row focused they move the focus, which the view then follows). Ctrl+R and F5
  /// refresh, as in a browser: the keyboard's (and a screen reader's) way to the action a
  /// pull starts, which assistive technologies learn from the view's key shortcuts.
  func installKeyboard() {
    guard let keys = gtk_event_controller_key_new() else { return }
    GSignal.connectKey(UnsafeMutableRawPointer(keys), "key-pressed") {
      [weak self] keyval, modifiers in
      guard let self else { return false }
      let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
      return self.keyPressed(Int32(bitPattern: keyval), control: control)
    }
    gtk_widget_add_controller(overlay, keys)
    guard session.edges.contains(.top) else { return }
    swell_gtk_accessible_set_key_shortcuts(overlay, Self.refreshShortcuts)
    installRefreshAction()
  }

  /// The refresh keys in ARIA's notation, as assistive technologies read them.
  static let refreshShortcuts = "Control+R F5"

  /// `list.refresh`, an action of the view's own: GTK lists a widget's own actions in its
  /// AT-SPI Action interface, so a screen reader can start a refresh as a pull would (GTK 4.8
  /// has no named accessible actions of another kind).
  private func installRefreshAction() {
    guard let group = g_simple_action_group_new() else { return }
    if let action = g_simple_action_new("refresh", nil) {
      GSignal.connectIgnoringArgument(UnsafeMutableRawPointer(action), "activate") {
        [weak self] in self?.beginRefreshing(.top)
      }
      g_action_map_add_action(OpaquePointer(group), action)
      g_object_unref(UnsafeMutableRawPointer(action))
    }
    gtk_widget_insert_action_group(overlay, "list", OpaquePointer(group))
    g_object_unref(UnsafeMutableRawPointer(group))
  }

  private func keyPressed(_ key: Int32, control: Bool) -> Bool {
    let refreshKey = key == GDK_KEY_F5 || (control && (key == GDK_KEY_r || key == GDK_KEY_R))
    guard refreshKey else { return scrollKeyPressed(key) }
    guard session.edges.contains(.top) else { return false }
    beginRefreshing(.top)
    return true
  }

  private func scrollKeyPressed(_ key: Int32) -> Bool {
    let page = viewportSize.height * 0.9
    let step = 40.0
    let target = session.targetContentOffset ?? displayedOffset
    let viewHasFocus = gtk_widget_has_focus(keyboardTarget) != 0
    switch key {
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: scroll(to: target + page)
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: scroll(to: target - page)
    case GDK_KEY_Home, GDK_KEY_KP_Home: scrollToTop()
    case GDK_KEY_End, GDK_KEY_KP_End: scrollToEnd()
    case GDK_KEY_Down where viewHasFocus, GDK_KEY_KP_Down where viewHasFocus:
      scroll(to: target + step)
    case GDK_KEY_Up where viewHasFocus, GDK_KEY_KP_Up where viewHasFocus:
      scroll(to: target - step)
    default: return false
    }
    return true
  }

  // MARK: - Focus

  /// Keeps the focused widget in view: when the window's focus moves to a widget inside the
  /// content (Tab, the arrow keys, a click), the content scrolls just enough to show it whole,
  /// with a small margin. The window is known once the view is mapped.
  func followFocus() {
    GSignal.connect(overlay.raw, "map") { [weak self] in
      guard let self, self.focusHandler == nil, let root = gtk_widget_get_root(self.overlay)
      else { return }
      let window = UnsafeMutableRawPointer(root)
      let id = GSignal.connectNotify(window, property: "focus-widget") { [weak self] in
        self?.focusMoved()
      }
      self.focusHandler = (window, id)
    }
  }

  /// Disconnects from the window whose focus the view followed.
  func stopFollowingFocus() {
    guard let focusHandler else { return }
    g_signal_handler_disconnect(focusHandler.window, gulong(focusHandler.id))
    self.focusHandler = nil
  }

  private func focusMoved() {
    guard let root = gtk_widget_get_root(overlay), let focus = gtk_root_get_focus(root),
      focus != content, gtk_widget_is_ancestor(focus, content) != 0
    else { return }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(focus, content, &bounds) != 0 else { return }
    let top = Double(bounds.origin.y)
    let bottom = top + Double(bounds.size.height)
    let visible = displayedOffset...(displayedOffset + viewportSize.height)
    let margin = 8.0
    if bottom >= session.geometry.contentHeight - 1 {
      // The last widget shows the end, and a footer beyond it, as End does.
      scrollToEnd()
    } else if top < visible.lowerBound {
      scroll(to: top - margin)
    } else if bottom > visible.upperBound {
      // A widget taller than the view shows its top.
      scroll(to: min(bottom + margin - viewportSize.height, top - margin))
    }
  }
}
