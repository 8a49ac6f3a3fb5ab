/// How a `RefreshMachine` behaves, beside the distances its style gives.
public struct RefreshConfiguration: Hashable, Sendable, Codable {
  /// When a pull starts a refresh.
  public var triggerMode: RefreshTriggerMode
  /// The shortest time the header stays refreshing (s, ≥ 0), so that a fast action does not
  /// make it flash.
  public var minimumRefreshingDuration: Double
  /// How the refresh inset appears when a refresh begins.
  public var showTransition: InsetTransition
  /// The curve along which the refresh inset goes back to 0 while finishing; it lasts the
  /// style's `finishingDuration`.
  public var hideCurve: TimingCurve

  /// Creates a configuration; the defaults behave like UIRefreshControl with a 0.5 s minimum.
  public init(
    triggerMode: RefreshTriggerMode = .onRelease, minimumRefreshingDuration: Double = 0.5,
    showTransition: InsetTransition = .timingCurve(.easeOut, duration: 0.25),
    hideCurve: TimingCurve = .easeInEaseOut
  ) {
    self.triggerMode = triggerMode
    self.minimumRefreshingDuration = minimumRefreshingDuration
    self.showTransition = showTransition
    self.hideCurve = hideCurve
  }

  /// Throws unless every number is usable.
  public func validate() throws {
    try SwellError.check(
      minimumRefreshingDuration, "minimumRefreshingDuration", in: 0 ... .greatestFiniteMagnitude)
    try showTransition.validate()
  }
}
