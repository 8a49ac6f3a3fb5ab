extension Interaction {
  /// How long the showcase's pull takes (s): a thumb's quick pull.
  public static let showcasePullDuration = 0.5
  /// How far the showcase pulls, as a multiple of the trigger distance.
  public static let showcasePull = 1.3
  /// The viewport the showcase is pulled in unless told otherwise (pt): a phone's, the
  /// 375 × 667 pt of the iPhone SE, where the rubber band is as a thumb feels it.
  public static let showcaseViewportHeight = 667.0

  /// A pull as a person gives it, for a gallery: the thumb pulls `style`'s header to 1.3 × its
  /// trigger distance in 0.5 s, speeding up (ease in), and lifts while the content still
  /// moves, handing that speed on to the release; the refresh runs 1.5 s and ends with
  /// `outcome`. (`standard` instead starts and ends its pull at rest: a fixed script for tests
  /// and references.)
  ///
  /// The content's speed under the finger depends on the rubber band, so on the viewport: it
  /// is measured by simulating the pull in a scroll view `viewportHeight` points tall.
  ///
  /// - Throws: `SwellError.invalidParameter` for a non-positive viewport height or a style
  ///   distance a session refuses.
  public static func showcase(
    for style: any RefreshStyle, viewportHeight: Double = showcaseViewportHeight,
    outcome: RefreshOutcome = .success
  ) throws -> Interaction {
    let pull = Step.pull(
      to: .triggerMultiple(showcasePull), duration: showcasePullDuration, curve: .easeIn)
    let pulled = try Simulation(
      style: style, interaction: Interaction(uncheckedSteps: [pull]),
      viewportHeight: viewportHeight)
    let step = 1.0 / 240
    let end = try pulled.frame(time: showcasePullDuration).context.pullDistance
    let before = try pulled.frame(time: showcasePullDuration - step).context.pullDistance
    let speed = (end - before) / step
    return Interaction(uncheckedSteps: [
      pull, .release(velocity: speed.isFinite ? max(speed, 0) : 0),
      .refresh(duration: 1.5, outcome: outcome),
    ])
  }
}
