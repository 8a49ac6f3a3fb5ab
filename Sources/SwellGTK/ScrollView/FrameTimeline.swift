/// Turns GLib's monotonic microseconds (frame clock times, `g_get_monotonic_time`) into the
/// engine's seconds since the view started, never going backwards.
///
/// The frame clock reports the *predicted* presentation time of a frame, which can be a little
/// ahead of the moment an input event is handled; the engine rejects time that runs backwards,
/// so a later reading that is earlier than the last one is held at the last one.
struct FrameTimeline {
  private var origin: Int?
  private(set) var now: Double = 0

  /// Advances to a reading in microseconds and returns the time in seconds.
  mutating func seconds(fromMicroseconds microseconds: Int) -> Double {
    let origin = self.origin ?? microseconds
    self.origin = origin
    now = max(now, Double(microseconds - origin) / 1_000_000)
    return now
  }
}
