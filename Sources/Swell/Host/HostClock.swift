/// Turns a platform's clock readings (a frame clock's, a display link's, an event's, in seconds
/// from any origin) into a session's time: seconds since the first reading, never going
/// backwards.
///
/// A frame clock reports the *predicted* presentation time of a frame, which can be a little
/// ahead of the moment an input event is handled; a session takes an earlier time as the
/// latest anyway, and the clock holds such a reading at the last one so that the host's own
/// bookkeeping agrees. A non-finite reading counts as the last one.
public struct HostClock: Sendable {
  private var origin: Double?
  /// The latest time (s since the first reading).
  public private(set) var now: Double = 0

  /// A clock that starts at its first reading.
  public init() {}

  /// Advances to a platform reading (s) and returns the session time (s).
  public mutating func time(platformSeconds seconds: Double) -> Double {
    guard seconds.isFinite else { return now }
    let origin = self.origin ?? seconds
    self.origin = origin
    let elapsed = seconds - origin
    if elapsed.isFinite { now = max(now, elapsed) }
    return now
  }
}
