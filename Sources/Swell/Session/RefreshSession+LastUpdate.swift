extension RefreshSession.Effect {
  /// Whether this is the header closed and at rest after a refresh that ended well
  /// (`.backAtRest(.top)`): when a host shows the refresh's time in the last-updated line.
  /// Until then styles say "Just now" (`RefreshTexts.justUpdatedLine`), so the line never
  /// changes where it shows.
  public var isHeaderBackAtRest: Bool { self == .backAtRest(.top) }
}
