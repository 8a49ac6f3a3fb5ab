extension RefreshStyle {
  /// How long (s) the finish at `context` waits with the failure showing still and the band
  /// open before the style's own finish plays: `failureHold` after a failed refresh, else 0.
  func failureHoldTime(in context: RefreshContext) -> Double {
    context.showsFailure ? max(failureHold, 0) : 0
  }

  /// How long (s) finishing lasts at `context`: the failure's hold, then `finishingDuration`.
  func finishingLength(in context: RefreshContext) -> Double {
    failureHoldTime(in: context) + finishingDuration
  }

  /// How far (s) the style's own finish has run at `context`: the time into finishing, less
  /// the failure's hold (`failureHoldTime(in:)`); 0 outside finishing.
  func settlingTime(in context: RefreshContext) -> Double {
    guard context.state == .finishing else { return 0 }
    return max(context.timeInState - failureHoldTime(in: context), 0)
  }
}
