extension Interaction {
  /// How far a pull goes: the content's pull distance at the end of the step.
  public enum PullDistance: Hashable, Sendable {
    /// A distance in points below the content's resting top.
    case points(Double)
    /// A multiple of the style's trigger distance (1.5 = half again past the threshold).
    case triggerMultiple(Double)
  }

  /// Where a scroll takes the content.
  public enum ScrollTarget: Hashable, Sendable {
    /// This many points toward the end (negative: toward the top).
    case by(Double)
    /// To the end: the content's end, with a footer shown past it, at the viewport's bottom.
    case end
    /// To the top: the content's top at the viewport's top.
    case top
  }

  /// One step of a scripted gesture.
  public enum Step: Hashable, Sendable {
    /// A finger touches the content at `location` (viewport coordinates, pt), or, when nil,
    /// in the middle of the width a third of the way down. Content in motion stops, as when
    /// grabbing a scroll view mid-animation. Takes no time.
    case grab(at: SwellPoint?)
    /// The finger drags until the content is pulled `to` the distance, over `duration` s
    /// along `curve`. Grabs first (at the default place) when no finger is down. The finger
    /// travel is found through the rubber band, so the content reaches the distance unless a
    /// refresh changes the inset on the way.
    case pull(to: PullDistance, duration: Double, curve: TimingCurve)
    /// The pull of `pull`, past the bottom edge: the content's end pulled up past where it
    /// rests. For a footer's script whatever the simulation's edge.
    case pullUp(to: PullDistance, duration: Double, curve: TimingCurve)
    /// The finger scrolls the content to `to` over `duration` s along `curve` (within the
    /// bounds, one to one) and lifts moving at `velocity` (pt/s toward the end, negative
    /// toward the top): a fling when fast. Grabs first when no finger is down.
    case scroll(to: ScrollTarget, duration: Double, curve: TimingCurve, velocity: Double)
    /// The finger moves sideways by `dx` points over `duration` s along `curve`; the content
    /// does not move. Does nothing when no finger is down.
    case moveSideways(by: Double, duration: Double, curve: TimingCurve)
    /// Time passes (s): the finger stays where it is, animations go on.
    case hold(duration: Double)
    /// The finger lifts, moving at `velocity` (pt/s, positive = pulling further: downward at
    /// the top edge, upward at the bottom). Takes no time.
    case release(velocity: Double)
    /// The app's refresh action takes `duration` s and ends with `outcome`: the refresh
    /// running now returns that long after it started, and the script waits until then; the
    /// content then grows by `adds` points (the rows a load appended, coming in over
    /// `Interaction.rowInsertDuration` as a table view animates an insert). Does nothing when no
    /// refresh runs. A refresh without this step runs until an `endRefreshing` step.
    case refresh(duration: Double, outcome: RefreshOutcome = .success, adds: Double = 0)
    /// Code calls `beginRefreshing(animated:)`. Takes no time.
    case beginRefreshing(animated: Bool)
    /// Code calls `endRefreshing()`. Takes no time.
    case endRefreshing
    /// The user's own inset (safe area included, pt) changes. Takes no time.
    case setUserInset(top: Double, bottom: Double)

    /// How long the step takes at most (s): its duration, 0 for the instant ones.
    public var duration: Double {
      switch self {
      case .pull(_, let duration, _), .pullUp(_, let duration, _), .scroll(_, let duration, _, _),
        .moveSideways(_, let duration, _), .hold(let duration), .refresh(let duration, _, _):
        return duration
      case .grab, .release, .beginRefreshing, .endRefreshing, .setUserInset:
        return 0
      }
    }

    /// The step's name in JSON (`"pull"`).
    public var name: String {
      switch self {
      case .grab: return "grab"
      case .pull: return "pull"
      case .pullUp: return "pullUp"
      case .scroll: return "scroll"
      case .moveSideways: return "moveSideways"
      case .hold: return "hold"
      case .release: return "release"
      case .refresh: return "refresh"
      case .beginRefreshing: return "begin"
      case .endRefreshing: return "end"
      case .setUserInset: return "userInset"
      }
    }

    /// Every step name, in the order of the cases.
    public static let names = [
      "grab", "pull", "pullUp", "scroll", "moveSideways", "hold", "release", "refresh", "begin",
      "end", "userInset",
    ]

    /// Throws `SwellError.invalidParameter` named `path.field` for an unusable number.
    func validate(path: String) throws {
      let durations = 0...Interaction.maximumStepDuration
      // Far beyond any screen, yet small enough that every derived offset stays printable.
      let distances = -Interaction.maximumDistance...Interaction.maximumDistance
      let insets = 0...Interaction.maximumDistance
      switch self {
      case .grab(let location):
        if let location {
          try SwellError.check(location.x, "\(path).x", in: distances)
          try SwellError.check(location.y, "\(path).y", in: distances)
        }
      case .pull(let distance, let duration, _), .pullUp(let distance, let duration, _):
        switch distance {
        case .points(let points): try SwellError.check(points, "\(path).to", in: distances)
        case .triggerMultiple(let multiple):
          try SwellError.check(multiple, "\(path).toTrigger", in: -100...100)
        }
        try SwellError.check(duration, "\(path).duration", in: durations)
      case .moveSideways(let dx, let duration, _):
        try SwellError.check(dx, "\(path).by", in: distances)
        try SwellError.check(duration, "\(path).duration", in: durations)
      case .scroll(let target, let duration, _, let velocity):
        if case .by(let points) = target {
          try SwellError.check(points, "\(path).by", in: distances)
        }
        try SwellError.check(duration, "\(path).duration", in: durations)
        try SwellError.check(
          velocity, "\(path).velocity", in: -Interaction.maximumSpeed...Interaction.maximumSpeed)
      case .hold(let duration):
        try SwellError.check(duration, "\(path).duration", in: durations)
      case .refresh(let duration, _, let adds):
        try SwellError.check(duration, "\(path).duration", in: durations)
        try SwellError.check(adds, "\(path).adds", in: 0...Interaction.maximumDistance)
      case .release(let velocity):
        try SwellError.check(
          velocity, "\(path).velocity", in: -Interaction.maximumSpeed...Interaction.maximumSpeed)
      case .setUserInset(let top, let bottom):
        try SwellError.check(top, "\(path).top", in: insets)
        try SwellError.check(bottom, "\(path).bottom", in: insets)
      case .beginRefreshing, .endRefreshing:
        break
      }
    }
  }
}
