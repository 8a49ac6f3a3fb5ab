@testable import Swell

extension Interaction {
  /// The standard interaction whose refresh fails ("no connection").
  static let standardFailing = Interaction(uncheckedSteps: [
    .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
    .hold(duration: 0.15),
    .release(velocity: 0),
    .refresh(duration: 1.5, outcome: .failure(message: "no connection")),
  ])
}
