/// The words of one session: the language its texts are in, the app's own wording for any of
/// them, when the content was last updated, and how large the reader wants text. A host sets
/// it on its `RefreshSession` (`session.texts`); styles that show words read it from
/// `RefreshContext.texts`, and hosts word their accessibility announcements with it.
///
///     session.texts.language = .japanese
///     session.texts.overrides[.releaseToRefresh] = "Let go!"
public struct RefreshTexts: Hashable, Sendable {
  /// The language of every text not overridden. Hosts set it from the platform's preferred
  /// languages (`SwellLanguage.preferred(from:)`) unless the app chose one.
  public var language: SwellLanguage
  /// The app's wording, by text; it wins over the built-in translation in every language.
  /// A `%@` in `lastUpdated` and `failedWithMessage` is filled in as in the built-in texts.
  public var overrides: [RefreshText: String]
  /// When the content was last updated, already formatted for the reader by the host (the
  /// platform's locale-aware date formatting: "Today 10:30"), or nil before any refresh. A
  /// host sets it once the header has closed after a refresh that ended well
  /// (`RefreshSession.Effect.backAtRest`), not as it starts or ends its finish: until then
  /// styles say "Just now" (`justUpdatedLine`), so the line never changes where it shows.
  public var lastUpdated: String?
  /// How large the reader wants text, as a multiple of the standard size: 1 by default. Hosts
  /// set it from the platform's text size (Dynamic Type on Apple platforms, GNOME's Large
  /// Text on GTK) unless the app chose one. A value outside `scaleRange` is kept at its
  /// nearest end, and one that is not a number is taken as 1. Styles scale their font sizes
  /// by it as far as their layout has room (`fontSize(_:upTo:)`).
  public var scale: Double {
    didSet { scale = Self.valid(scale: scale) }
  }

  /// The text sizes styles can be asked for: from half the standard size to four times it
  /// (Dynamic Type's largest accessibility size is about 3.1 times its standard).
  public static let scaleRange = 0.5...4.0

  /// English, no overrides, never updated, at the standard text size.
  public init(
    language: SwellLanguage = .english, overrides: [RefreshText: String] = [:],
    lastUpdated: String? = nil, scale: Double = 1
  ) {
    self.language = language
    self.overrides = overrides
    self.lastUpdated = lastUpdated
    self.scale = Self.valid(scale: scale)
  }

  private static func valid(scale: Double) -> Double {
    scale.isNaN ? 1 : StyleMath.clamp(scale, scaleRange.lowerBound, scaleRange.upperBound)
  }

  /// A font size of `standard` points at the reader's text size, but no larger than `largest`
  /// points, the most the style's layout has room for (never below `standard`: a style that
  /// has no room to grow keeps its standard size). Smaller text sizes are always followed.
  /// `largest` is worked out only when the reader wants text larger than standard, so a
  /// style's layout arithmetic costs nothing per frame at the standard size.
  public func fontSize(_ standard: Double, upTo largest: @autoclosure () -> Double) -> Double {
    guard scale > 1 else { return standard * scale }
    return min(standard * scale, max(largest(), standard))
  }

  /// The text as this session words it: the override, or the built-in translation.
  public func string(_ text: RefreshText) -> String {
    overrides[text] ?? text.string(in: language)
  }

  /// `text` with its `%@` replaced by `value`.
  public func string(_ text: RefreshText, filling value: String) -> String {
    // The standard library has no substring search; the template is short.
    let template = Array(string(text))
    guard
      let at = template.indices.dropLast().first(where: {
        template[$0] == "%" && template[$0 + 1] == "@"
      })
    else { return String(template) }
    return String(template[..<at]) + value + String(template[(at + 2)...])
  }

  /// "Last updated: …", with "Never" before any refresh.
  public var lastUpdatedLine: String {
    string(.lastUpdated, filling: lastUpdated ?? string(.neverUpdated))
  }

  /// "Last updated: Just now": what the line says as a refresh that ended well finishes.
  public var justUpdatedLine: String {
    string(.lastUpdated, filling: string(.justNow))
  }

  /// What a header (`edge == .top`) or footer says in `state` after `outcome`: nil while a
  /// header is idle with nothing to report.
  public func stateText(edge: RefreshEdge, state: RefreshState, outcome: RefreshOutcome?)
    -> String?
  {
    let header = edge == .top
    switch state {
    case .pulling:
      return string(header ? .pullToRefresh : .pullToLoadMore)
    case .armed:
      return string(header ? .releaseToRefresh : .releaseToLoadMore)
    case .refreshing:
      return string(header ? .refreshing : .loadingMore)
    case .finishing:
      return outcomeText(outcome, header: header)
    case .idle:
      // A footer keeps saying what its last load found until the next one.
      guard !header else { return string(.pullToRefresh) }
      switch outcome {
      case .failure?, .noMoreData?: return outcomeText(outcome, header: false)
      case .success?, nil: return string(.pullToLoadMore)
      }
    }
  }

  private func outcomeText(_ outcome: RefreshOutcome?, header: Bool) -> String {
    switch outcome {
    case .failure(let message)?:
      return message.isEmpty
        ? string(header ? .refreshFailed : .loadFailed)
        : string(.failedWithMessage, filling: message)
    case .noMoreData?: return string(.noMoreData)
    case .success?, nil: return string(header ? .refreshed : .loaded)
    }
  }

  /// The words for `announcement`, in this session's language.
  public func text(for announcement: RefreshAnnouncement) -> String {
    switch announcement {
    case .refreshing: return string(.refreshing)
    case .refreshed: return string(.refreshed)
    case .loadingMore: return string(.loadingMore)
    case .loaded: return string(.loaded)
    case .failed(let message):
      return message.isEmpty ? string(.refreshFailed) : string(.failedWithMessage, filling: message)
    case .noMoreData: return string(.noMoreData)
    }
  }
}
