extension Interaction {
  /// How far a pull goes: the content's pull distance at the end of the step.
  public enum PullDistance: Hashable, Sendable {
    /// A distance in points below the content's resting top.
    case points(Double)
    /// A multiple of the style's trigger distance (1.5 = half again past the threshold).
    case triggerMultiple(Double)
  }

  /// One step of a scripted gesture.
  public enum Step: Hashable, Sendable {
    /// A finger touches the content at `location` (viewport coordinates, pt), or, when nil,
    /// in the middle of the width a third of the way down. Content in motion stops, as when
    /// grabbing a scroll view mid-animation. Takes no time.
    case grab(at: Point?)
    /// The finger drags until the content is pulled `to` the distance, over `duration` s
    /// along `curve`. Grabs first (at the default place) when no finger is down. The finger
    /// travel is found through the rubber band, so the content reaches the distance unless a
    /// refresh changes the inset on the way.
    case pull(to: PullDistance, duration: Double, curve: TimingCurve)
    /// The finger moves sideways by `dx` points over `duration` s along `curve`; the content
    /// does not move. Does nothing when no finger is down.
    case moveSideways(by: Double, duration: Double, curve: TimingCurve)
    /// Time passes (s): the finger stays where it is, animations go on.
    case hold(duration: Double)
    /// The finger lifts, moving at `velocity` (pt/s, positive = pulling further: downward at
    /// the top edge, upward at the bottom). Takes no time.
    case release(velocity: Double)
    /// The app's refresh action takes `duration` s and ends with `outcome`: the refresh
    /// running now returns that long after it started, and the script waits until then. Does
    /// nothing when no refresh runs. A refresh without this step runs until an
    /// `endRefreshing` step.
    case refresh(duration: Double, outcome: RefreshOutcome = .success)
    /// Code calls `beginRefreshing(animated:)`. Takes no time.
    case beginRefreshing(animated: Bool)
    /// Code calls `endRefreshing()`. Takes no time.
    case endRefreshing
    /// The user's own inset (safe area included, pt) changes. Takes no time.
    case setUserInset(top: Double, bottom: Double)

    /// How long the step takes at most (s): its duration, 0 for the instant ones.
    public var duration: Double {
      switch self {
      case .pull(_, let duration, _), .moveSideways(_, let duration, _), .hold(let duration),
        .refresh(let duration, _):
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
      "grab", "pull", "moveSideways", "hold", "release", "refresh", "begin", "end", "userInset",
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
      case .pull(let distance, let duration, _):
        switch distance {
        case .points(let points): try SwellError.check(points, "\(path).to", in: distances)
        case .triggerMultiple(let multiple):
          try SwellError.check(multiple, "\(path).toTrigger", in: -100...100)
        }
        try SwellError.check(duration, "\(path).duration", in: durations)
      case .moveSideways(let dx, let duration, _):
        try SwellError.check(dx, "\(path).by", in: distances)
        try SwellError.check(duration, "\(path).duration", in: durations)
      case .hold(let duration), .refresh(let duration, _):
        try SwellError.check(duration, "\(path).duration", in: durations)
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
