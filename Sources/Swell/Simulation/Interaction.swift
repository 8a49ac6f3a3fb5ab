/// A scripted gesture: steps that a `Simulation` replays through a `RefreshSession`, exactly
/// and at any frame rate.
///
/// Steps run one after another; each starts when the previous one ends. Distances are points,
/// durations seconds, velocities points per second (positive = downward). Codable, so the
/// command line reads it from JSON:
///
///     {"steps": [
///       {"step": "pull", "toTrigger": 1.5, "duration": 0.6, "curve": "easeOut"},
///       {"step": "hold", "duration": 0.15},
///       {"step": "release", "velocity": 0},
///       {"step": "refresh", "duration": 1.5}
///     ]}
public struct Interaction: Hashable, Sendable {
  /// The longest an interaction may last (s), its steps' durations added: two minutes is far
  /// beyond any pull-to-refresh, and keeps an export's frame count and time bounded.
  public static let maximumDuration: Double = 120
  /// The longest duration one step may have (s).
  public static let maximumStepDuration: Double = maximumDuration
  /// The most steps an interaction may have.
  public static let maximumStepCount = 1_000
  /// The largest distance, coordinate or inset a step may name (pt).
  public static let maximumDistance: Double = 100_000
  /// The largest release velocity a step may name (pt/s).
  public static let maximumSpeed: Double = 1_000_000

  /// The steps, in order.
  public let steps: [Step]

  /// Creates an interaction.
  ///
  /// - Throws: `SwellError.invalidParameter` naming the step and field (`"steps[2].duration"`)
  ///   for a non-finite number or one outside its range, or `steps` when there are more than
  ///   `maximumStepCount` or they last more than `maximumDuration` in all.
  public init(steps: [Step]) throws {
    guard steps.count <= Self.maximumStepCount else {
      throw SwellError.invalidParameter(
        name: "steps", value: "\(steps.count) steps",
        accepted: "at most \(Self.maximumStepCount) steps")
    }
    var total = 0.0
    for (index, step) in steps.enumerated() {
      try step.validate(path: "steps[\(index)]")
      total += step.duration
    }
    // A sum of many steps carries their rounding: 1000 steps of 0.12 s add up to
    // 120.00000000000152. A millionth of a percent is far below anything a person can time.
    guard total <= Self.maximumDuration * (1 + 1e-8) else {
      let shown = (total * 1000).rounded() / 1000
      throw SwellError.invalidParameter(
        name: "steps", value: "\(ParameterText.format(shown)) s in all",
        accepted: "at most \(ParameterText.format(Self.maximumDuration)) s in all")
    }
    self.steps = steps
  }

  init(uncheckedSteps steps: [Step]) { self.steps = steps }

  /// Pull to 1.5 × the trigger distance in 0.9 s, starting and ending at rest as a finger
  /// does (ease in and out: the content peaks under 600 pt/s for every style), hold 0.15 s,
  /// release without velocity, let the refresh run 1.5 s; the header then finishes and the
  /// content settles.
  public static let standard = Interaction(uncheckedSteps: [
    .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
    .hold(duration: 0.15),
    .release(velocity: 0),
    .refresh(duration: 1.5),
  ])

  /// How long the rows a load appends take to come in (s): UIKit's row insert animation, so
  /// that a footer they push on slides away over several frames.
  public static let rowInsertDuration = 0.3

  /// A footer that loads on its own: scroll to the end in 0.9 s, starting and ending at rest
  /// (the footer comes into view and loads), let the load run 1.5 s and add 240 pt of rows,
  /// which push the footer on down.
  public static let standardFooter = Interaction(uncheckedSteps: [
    .scroll(to: .end, duration: 0.9, curve: .easeInEaseOut, velocity: 0),
    .refresh(duration: 1.5, adds: 240),
  ])

  /// A footer pulled up: scroll to the end in 0.6 s, pull up to 1.5 × the trigger distance
  /// in 0.9 s, hold 0.15 s, release, let the load run 1.5 s and add 240 pt of rows.
  public static let standardPullUp = Interaction(uncheckedSteps: [
    .scroll(to: .end, duration: 0.6, curve: .easeInEaseOut, velocity: 0),
    .pullUp(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
    .hold(duration: 0.15),
    .release(velocity: 0),
    .refresh(duration: 1.5, adds: 240),
  ])

  /// The standard interaction of a control at `edge` that starts as `start` says.
  public static func standard(for edge: RefreshEdge, start: RefreshConfiguration.Start)
    -> Interaction
  {
    guard edge == .bottom else { return .standard }
    if case .pull = start { return .standardPullUp }
    return .standardFooter
  }
}
