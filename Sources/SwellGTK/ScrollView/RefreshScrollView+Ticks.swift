internal import CGtk
import Swell

extension RefreshScrollView {
  /// Runs `tick(frameTime:)` once per frame of the widget's frame clock — GTK's
  /// CADisplayLink — until nothing moves. Calling it while ticking does nothing. A widget that
  /// is not drawn has no frame clock yet: the view keeps time without one meanwhile.
  func startTicking() {
    if tickID == 0 {
      tickID = FrameTicks.add(to: overlay) { [weak self] frameTime in
        self?.tick(frameTime: frameTime) ?? false
      }
    }
    // Also when a callback already waits: a widget taken out of its window while it moved
    // (unrealized on the way) keeps its callback but loses its frame clock.
    if gtk_widget_get_realized(overlay) == 0 { keepTimeWhileNotDrawn() }
  }

  /// One frame: present the model at the frame's time; keep ticking only while it moves.
  private func tick(frameTime: Int) -> Bool {
    if present(time: clock.time(platformSeconds: Double(frameTime) / 1_000_000)) { return true }
    tickID = 0  // returning false removes the callback; GTK then releases the box
    return false
  }

  /// Brings the session on ten times a second while the widget is not drawn (a hidden page, a
  /// window not yet shown), so that a refresh's deadlines pass (its shortest time, its finish)
  /// and its effects reach the app; the frame clock takes over once the widget is drawn. Not
  /// every frame: nothing shows.
  private func keepTimeWhileNotDrawn() {
    guard !isKeepingTimeWhileNotDrawn else { return }
    isKeepingTimeWhileNotDrawn = true
    Task { @MainActor [weak self] in
      while true {
        try? await Task.sleep(for: .milliseconds(100))
        guard let self else { return }
        guard gtk_widget_get_realized(self.overlay) == 0, self.tickID != 0 else { break }
        if !self.present(time: self.now()) {
          // At rest: no callback waits for a frame clock, so the next start starts afresh.
          gtk_widget_remove_tick_callback(self.overlay, self.tickID)
          self.tickID = 0
          break
        }
      }
      self?.isKeepingTimeWhileNotDrawn = false
    }
  }
}
