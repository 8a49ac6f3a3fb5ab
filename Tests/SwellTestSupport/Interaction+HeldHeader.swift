import Swell

extension Interaction.Step {
  /// A header pulled again while it refreshes, to `pull` times the trigger, and held through
  /// the refresh's end (with `outcome`, 0.1 s after the pull) and its finish: finishing ends in
  /// view, and the header goes on to pulling (to armed only where the content resting under
  /// the band re-armed the pull, a band lower than the trigger). `hold` seconds after the
  /// refresh's end the finger lets go, which from armed starts the next refresh; a `hold`
  /// shorter than the finish lets go as it finishes.
  public static func heldHeader(
    through outcome: RefreshOutcome, lettingGoAfter hold: Double = 2.5, pullingTo pull: Double = 1.2
  ) -> [Interaction.Step] {
    [
      .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
      .hold(duration: 0.15),
      .release(velocity: 0),
      .hold(duration: 0.6),
      .grab(at: nil),
      .pull(to: .triggerMultiple(pull), duration: 0.3, curve: .easeInEaseOut),
      .hold(duration: 0.3),
      .refresh(duration: 0.1, outcome: outcome),
      .hold(duration: hold),
      .release(velocity: 0),
      .hold(duration: 1),
    ]
  }
}
