extension RefreshStyle {
  /// How far (s) the style's own finish has run at `context`: the time into finishing, less
  /// the `failureHold` a failed refresh waits first, in which the failure shows still and the
  /// band stays open; 0 outside finishing.
  func settlingTime(in context: RefreshContext) -> Double {
    guard context.state == .finishing else { return 0 }
    let held = context.showsFailure ? max(failureHold, 0) : 0
    return max(context.timeInState - held, 0)
  }
}
