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
  /// (with a row focused they move the focus, which the view then follows).
  func installKeyboard() {
    guard let keys = gtk_event_controller_key_new() else { return }
    GSignal.connectKey(UnsafeMutableRawPointer(keys), "key-pressed") {
      [weak self] keyval, _ in
      self?.keyPressed(Int32(bitPattern: keyval)) ?? false
    }
    gtk_widget_add_controller(overlay, keys)
  }

  private func keyPressed(_ key: Int32) -> Bool {
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
