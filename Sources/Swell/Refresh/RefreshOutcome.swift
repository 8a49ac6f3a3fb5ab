/// How a refresh ended: what the finishing animation shows and what a footer does next.
public enum RefreshOutcome: Hashable, Sendable, Codable {
  /// The work succeeded: new content is in place.
  case success
  /// The work failed; `message` is the error's description, for a style or an accessibility
  /// announcement. The refresh ends all the same.
  case failure(message: String)
  /// The work succeeded and there is nothing more to load: a footer stops loading until code
  /// resets it (`RefreshSession.resetNoMoreData(_:at:)`).
  case noMoreData

  /// A short lowercase name: `success`, `failure`, `noMoreData`.
  public var name: String {
    switch self {
    case .success: return "success"
    case .failure: return "failure"
    case .noMoreData: return "noMoreData"
    }
  }

  /// The outcome of work that threw `error`: a failure with the error's description.
  public init(error: any Error) {
    self = .failure(message: String(describing: error))
  }
}
