internal import CGtk
import Swell

extension RefreshScrollView {
  /// Runs `tick(frameTime:)` once per frame of the widget's frame clock — GTK's
  /// CADisplayLink — until nothing moves. Calling it while ticking does nothing.
  func startTicking() {
    guard tickID == 0 else { return }
    tickID = FrameTicks.add(to: overlay) { [weak self] frameTime in
      self?.tick(frameTime: frameTime) ?? false
    }
  }

  /// One frame: present the model at the frame's time; keep ticking only while it moves.
  private func tick(frameTime: Int) -> Bool {
    if present(time: clock.time(platformSeconds: Double(frameTime) / 1_000_000)) { return true }
    tickID = 0  // returning false removes the callback; GTK then releases the box
    return false
  }
}
