/// How a `RefreshMachine` behaves, beside the distances its style gives.
///
/// A header refreshes when pulled (`start: .pull`); a footer by default loads on its own when
/// the content's end comes into view (`.automatic`, infinite scroll), or when pulled up like a
/// header (`.pull`):
///
///     let header = RefreshConfiguration()                          // pull and release
///     let footer = RefreshConfiguration.automaticLoading           // load as the end shows
///     let early = RefreshConfiguration(start: .automatic(.ahead(points: 400)))   // prefetch
public struct RefreshConfiguration: Hashable, Sendable, Codable {
  /// What starts a refresh from scrolling.
  public enum Start: Hashable, Sendable, Codable {
    /// Pulling past the edge: `triggerMode` says when (a header; a pull-up footer).
    case pull
    /// Reaching the edge: the control rests in place past the content, at its refreshing
    /// height, like a last row, and loading starts when it comes within `Lead` while the
    /// content moves toward it — finger or not, once per approach. Infinite scroll.
    case automatic(Lead)
  }

  /// How early an automatic control starts loading.
  public enum Lead: Hashable, Sendable, Codable {
    /// When this fraction (0…1) of the control's resting height is in view: 1, the whole
    /// control (the default); 0, the moment the content's end reaches the viewport's edge.
    case visible(fraction: Double)
    /// This many points (≥ 0) before the content's end reaches the viewport's edge: rows
    /// load before the user gets there.
    case ahead(points: Double)
  }

  /// When a pull starts a refresh (for `start: .pull`).
  public var triggerMode: RefreshTriggerMode
  /// The shortest time the header stays refreshing (s, ≥ 0), so that a fast action does not
  /// make it flash.
  public var minimumRefreshingDuration: Double
  /// How the refresh inset appears when a refresh begins.
  public var showTransition: InsetTransition
  /// The curve along which the refresh inset goes back to 0 while finishing; it lasts the
  /// style's `finishingDuration`.
  public var hideCurve: TimingCurve
  /// What starts a refresh from scrolling: a pull (the default) or reaching the edge.
  public var start: Start
  /// Whether a footer shows, and loads, under content shorter than the viewport (false: it
  /// stays hidden and never loads on its own there, as the content has no end to reach). An
  /// automatic footer shown there is in view at rest: it loads at once, and again each time
  /// rows arrive and the list stays short.
  public var showsUnderShortContent: Bool

  /// Creates a configuration; the defaults behave like UIRefreshControl with a 0.5 s minimum.
  public init(
    triggerMode: RefreshTriggerMode = .onRelease, minimumRefreshingDuration: Double = 0.5,
    showTransition: InsetTransition = .timingCurve(.easeOut, duration: 0.25),
    hideCurve: TimingCurve = .easeInEaseOut, start: Start = .pull,
    showsUnderShortContent: Bool = false
  ) {
    self.triggerMode = triggerMode
    self.minimumRefreshingDuration = minimumRefreshingDuration
    self.showTransition = showTransition
    self.hideCurve = hideCurve
    self.start = start
    self.showsUnderShortContent = showsUnderShortContent
  }

  /// A footer that loads on its own once it is wholly in view: infinite scroll.
  public static let automaticLoading = RefreshConfiguration(
    start: .automatic(.visible(fraction: 1)))

  /// What a control at `edge` gets when none is given: a pull for a header,
  /// `automaticLoading` for a footer.
  public static func standard(for edge: RefreshEdge) -> RefreshConfiguration {
    edge == .top ? RefreshConfiguration() : automaticLoading
  }

  /// Throws unless every number is usable.
  public func validate() throws {
    try SwellError.check(
      minimumRefreshingDuration, "minimumRefreshingDuration", in: 0 ... .greatestFiniteMagnitude)
    try showTransition.validate()
    if case .automatic(let lead) = start {
      switch lead {
      case .visible(let fraction): try SwellError.check(fraction, "lead.fraction", in: 0...1)
      case .ahead(let points):
        try SwellError.check(points, "lead.points", in: 0 ... .greatestFiniteMagnitude)
      }
    }
  }

  private enum CodingKeys: String, CodingKey {
    case triggerMode, minimumRefreshingDuration, showTransition, hideCurve, start
    case showsUnderShortContent
  }

  /// Decodes a configuration; every key may be missing and keeps its default.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = RefreshConfiguration()
    self.init(
      triggerMode: try c.decodeIfPresent(RefreshTriggerMode.self, forKey: .triggerMode)
        ?? defaults.triggerMode,
      minimumRefreshingDuration: try c.decodeIfPresent(
        Double.self, forKey: .minimumRefreshingDuration) ?? defaults.minimumRefreshingDuration,
      showTransition: try c.decodeIfPresent(InsetTransition.self, forKey: .showTransition)
        ?? defaults.showTransition,
      hideCurve: try c.decodeIfPresent(TimingCurve.self, forKey: .hideCurve)
        ?? defaults.hideCurve,
      start: try c.decodeIfPresent(Start.self, forKey: .start) ?? defaults.start,
      showsUnderShortContent: try c.decodeIfPresent(Bool.self, forKey: .showsUnderShortContent)
        ?? defaults.showsUnderShortContent)
  }
}
