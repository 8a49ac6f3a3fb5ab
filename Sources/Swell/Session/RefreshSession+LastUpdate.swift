extension RefreshSession.Effect {
  /// Whether this is the header coming back to rest after it finished: when a host shows the
  /// time of a refresh that ended well in the last-updated line. Until then styles say "Just
  /// now" (`RefreshTexts.justUpdatedLine`), so the line never changes where it shows.
  public var isHeaderBackAtRest: Bool {
    if case .stateChanged(.top, .finishing, .idle) = self { return true }
    return false
  }
}
