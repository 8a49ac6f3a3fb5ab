/// What a host tells assistive technologies (VoiceOver, AT-SPI) as a refresh goes: one
/// announcement per state, derived from the session's effects so every host says the same
/// thing at the same moment.
public enum RefreshAnnouncement: Hashable, Sendable {
  /// A header started refreshing.
  case refreshing
  /// A header's refresh ended well.
  case refreshed
  /// A footer started loading more.
  case loadingMore
  /// A footer's load ended well.
  case loaded
  /// A refresh or load failed; the message is the error's description.
  case failed(message: String)
  /// A refresh said there is nothing more to load.
  case noMoreData

  /// The announcement `effect` calls for, nil for effects that say nothing new (pulling,
  /// arming, insets, cancelled work).
  public init?(_ effect: RefreshSession.Effect) {
    switch effect {
    case .stateChanged(let edge, _, .refreshing):
      self = edge == .top ? .refreshing : .loadingMore
    case .refreshEnded(let edge, _, let outcome):
      switch outcome {
      case .success: self = edge == .top ? .refreshed : .loaded
      case .failure(let message): self = .failed(message: message)
      case .noMoreData: self = .noMoreData
      }
    case .stateChanged, .armed, .disarmed, .refreshInsetChanged, .actionStarted,
      .actionCancelled, .backAtRest:
      return nil
    }
  }

  /// The announcement in English (`RefreshTexts.text(for:)` words it in any language).
  public var englishText: String { RefreshTexts().text(for: self) }
}
