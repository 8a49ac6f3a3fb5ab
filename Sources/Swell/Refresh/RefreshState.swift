/// The phase of a pull-to-refresh header.
///
///     idle → pulling(progress) → armed → refreshing → finishing → idle
///
/// Pulling back under the threshold turns `armed` into `pulling` again.
public enum RefreshState: Hashable, Sendable, Codable {
  /// Nothing is happening: the header is hidden.
  case idle
  /// The user pulls; `progress` is pull distance / trigger distance, in 0..<1.
  case pulling(progress: Double)
  /// Pulled past the trigger distance: releasing now starts a refresh.
  case armed
  /// The refresh action runs; the header stays in view.
  case refreshing
  /// The action has ended; the header animates away.
  case finishing

  /// A short lowercase name: `idle`, `pulling`, `armed`, `refreshing`, `finishing`.
  public var name: String {
    switch self {
    case .idle: return "idle"
    case .pulling: return "pulling"
    case .armed: return "armed"
    case .refreshing: return "refreshing"
    case .finishing: return "finishing"
    }
  }
}
