// The model's controls for tests: its clock, the frames it runs, and what UIKit was asked to
// do (haptics, announcements, reduce motion). Nothing here exists in Apple's UIKit.

/// Drives and reads the UIKit model.
@MainActor public enum UIKitModel {
  /// Impacts played, in order.
  public static var impacts: [UIImpactFeedbackGenerator.FeedbackStyle] = []
  /// `prepare()` calls.
  public static var preparedHaptics = 0
  /// Accessibility notifications posted, with their string argument.
  public static var posted: [(UIAccessibility.Notification, String?)] = []
  /// The announcements posted, in order.
  public static var announcements: [String] {
    posted.compactMap { $0.0 == .announcement ? $0.1 : nil }
  }
  /// The Reduce Motion setting; setting it posts its change notification, as iOS does.
  public static var reduceMotion = false {
    didSet {
      NotificationCenter.default.post(
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }
  }
  /// The model's clock (s).
  public static var now: Double { CADisplayLink._now }

  /// Forgets what was recorded and sets the clock to `time`.
  public static func reset(time: Double = 1000) {
    impacts = []
    preparedHaptics = 0
    posted = []
    CADisplayLink._now = time
  }

  /// Runs display frames at `rate` Hz until `time` (s): at each, every scroll view's physics
  /// moves on, every running display link fires, then views that need layout are laid out
  /// (UIKit lays out as the frame's transaction commits).
  public static func run(_ scrollViews: [UIScrollView], until time: Double, rate: Double = 120) {
    let dt = 1 / rate
    while now + dt <= time + 1e-9 {
      let t = now + dt
      CADisplayLink._now = t
      for view in scrollViews { view._step(dt) }
      CADisplayLink._advance(to: t, rate: rate)
      for view in scrollViews { view.layoutIfNeeded() }
    }
  }

  /// Moves the clock to `time` without a frame (an event arriving between frames).
  public static func setTime(_ time: Double) { CADisplayLink._now = max(time, now) }
}
