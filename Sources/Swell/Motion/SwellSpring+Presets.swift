extension SwellSpring {
  /// A spring with mass 1 for a duration (s) and a bounce already known to be valid.
  private static func preset(duration: Double, dampingRatio: Double) -> SwellSpring {
    let omega = 2 * Double.pi / duration
    return SwellSpring(
      uncheckedMass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
  }

  /// SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (critically damped, no overshoot).
  public static let smooth = preset(duration: 0.5, dampingRatio: 1)

  /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15 (a small overshoot).
  public static let snappy = preset(duration: 0.5, dampingRatio: 0.85)

  /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (a visible overshoot).
  public static let bouncy = preset(duration: 0.5, dampingRatio: 0.7)

  /// Response 0.4 s, damping ratio 1: the scroll view's bounce back to its resting offset,
  /// quick and without overshoot.
  public static let criticallyDamped = preset(duration: 0.4, dampingRatio: 1)
}
