/// How a change of the refresh header's inset is animated: by time, never by frames.
public enum InsetTransition: Hashable, Sendable, Codable {
  /// The inset takes its new value at once.
  case immediate
  /// The inset moves along a timing curve for `duration` seconds (≥ 0).
  case timingCurve(TimingCurve, duration: Double)
  /// The inset follows a spring; a change in flight keeps the current velocity.
  case spring(SwellSpring)

  /// Throws unless the transition's numbers are usable (a finite duration ≥ 0).
  public func validate() throws {
    if case .timingCurve(_, let duration) = self {
      try SwellError.check(duration, "duration", in: 0 ... .greatestFiniteMagnitude)
    }
  }
}
