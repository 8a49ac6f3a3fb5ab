/// An `Interaction` replayed through a `RefreshSession`, to be looked at at any instant: the
/// source of every export and snapshot.
///
/// The replay happens once, in `init`, with every event at its exact time (the session's own
/// clock-free engine, as a live host drives it); `frame(at:)` then evaluates the closed-form
/// motion at the time asked. So the same input gives the same frames bit for bit, and 30, 60,
/// 120 and 240 Hz see the same motion at their common instants.
///
///     let simulation = try Simulation(style: WaveStyle())
///     for frame in try simulation.frames(fps: 60) {
///       let scene = style.scene(in: frame.context)
///     }
public struct Simulation: Sendable {
  /// What the simulated scroll view looks like, beside the header's width and the viewport.
  public struct Options: Hashable, Sendable {
    /// The user's own top inset, safe area included (pt, ≥ 0).
    public var userInsetTop: Double
    /// The user's own bottom inset (pt, ≥ 0).
    public var userInsetBottom: Double
    /// The list's height (pt, ≥ 0).
    public var contentHeight: Double
    /// Trigger mode, minimum refreshing time, inset transitions, what starts a refresh; nil
    /// for the edge's standard (`RefreshConfiguration.standard(for:)`: a pulled header, an
    /// automatic footer).
    public var refresh: RefreshConfiguration?
    /// Rubber band, deceleration, bounce.
    public var physics: ScrollPhysics.Configuration

    /// Creates options; by default no inset, a 2000 pt list, UIKit-like behaviour.
    public init(
      userInsetTop: Double = 0, userInsetBottom: Double = 0, contentHeight: Double = 2000,
      refresh: RefreshConfiguration? = nil,
      physics: ScrollPhysics.Configuration = ScrollPhysics.Configuration()
    ) {
      self.userInsetTop = userInsetTop
      self.userInsetBottom = userInsetBottom
      self.contentHeight = contentHeight
      self.refresh = refresh
      self.physics = physics
    }
  }

  /// The style whose distances drive the refresh and whose size the context carries.
  public let style: any RefreshStyle
  /// The edge the style serves: `.top` for a header, `.bottom` for a footer.
  public let edge: RefreshEdge
  /// The gesture replayed.
  public let interaction: Interaction
  /// The header's (and scroll view's) width (pt).
  public let headerWidth: Double
  /// The scroll view's visible height (pt).
  public let viewportHeight: Double
  /// Passed to styles in the context.
  public let reduceMotion: Bool
  /// Insets, content height and behaviour.
  public let options: Options
  /// The words passed to styles in the context: English by default. Setting it changes only
  /// what styles say, never the motion.
  public var texts = RefreshTexts()
  /// The palette passed to styles in the context: light by default. Setting it changes only
  /// the colours, never the motion.
  public var appearance = SwellAppearance.light
  /// Seconds until everything is at rest again: the script is over, the control idle (or
  /// refreshing with no end in sight), the content still.
  public let duration: Double

  /// The session's engine after every change.
  let checkpoints: [RefreshEngine.Checkpoint]
  /// Every effect with its exact time, in order.
  let effects: [(time: Double, effect: RefreshSession.Effect)]
  /// When the header first came back to rest after a refresh that ended well: from then on
  /// its last-updated line says "Just now", as a host shows the time then (nil: never).
  let lastUpdatedTime: Double?

  /// Replays `interaction` for `style` at `edge`.
  ///
  /// - Parameters:
  ///   - style: gives trigger distance, refreshing height, finishing duration, height.
  ///   - interaction: the gesture; `.standard` by default.
  ///   - edge: where the style sits; a pull at the bottom drags the content up.
  ///   - headerWidth: the scroll view's width (pt, > 0).
  ///   - viewportHeight: its visible height (pt, > 0).
  ///   - reduceMotion: passed on to the style.
  ///   - options: insets, content height, trigger mode and physics.
  /// - Throws: `SwellError.invalidParameter` for an unusable size or style distance, or when
  ///   everything would come to rest only after `longestDuration`.
  public init(
    style: any RefreshStyle, interaction: Interaction = .standard, edge: RefreshEdge = .top,
    headerWidth: Double = 375, viewportHeight: Double = 667,
    reduceMotion: Bool = false, options: Options = Options()
  ) throws {
    try SwellError.checkPositive(headerWidth, "headerWidth")
    try SwellError.checkPositive(viewportHeight, "viewportHeight")
    let session = try RefreshSession(
      controls: [
        RefreshSession.Control(
          edge, style: style, configuration: options.refresh, action: .manual)
      ],
      scrolling: .simulated(options.physics),
      geometry: ScrollMetrics(
        viewportHeight: viewportHeight, contentHeight: options.contentHeight,
        userInsetTop: options.userInsetTop, userInsetBottom: options.userInsetBottom),
      width: headerWidth)
    session.reduceMotion = reduceMotion
    session.engine.startRecording()
    let replay = Replay(
      session: session, edge: edge, triggerDistance: style.triggerDistance,
      defaultTouch: SwellPoint(x: headerWidth / 2, y: viewportHeight / 3))
    let end = replay.run(interaction)
    _ = session.advance(to: end)
    let rest = replay.settle()
    // Frames are counted in `Int`s and exports keep every frame: a refresh or finish that
    // would keep the control busy for hours (a `minimumRefreshingDuration` of 1e300) is a
    // mistake to name, not a recording to start.
    guard max(end, rest) <= Self.longestDuration else {
      throw SwellError.invalidParameter(
        name: "duration", value: "\(ParameterText.format(max(end, rest))) s until at rest",
        accepted:
          "at most \(ParameterText.format(Self.longestDuration)) s: the script's own length "
          + "plus the refresh's and the style's durations (minimumRefreshingDuration, "
          + "finishingDuration, failureHold)")
    }
    self.style = style
    self.edge = edge
    self.interaction = interaction
    self.headerWidth = headerWidth
    self.viewportHeight = viewportHeight
    self.reduceMotion = reduceMotion
    self.options = options
    self.duration = max(end, rest)
    let recording = session.engine.recording ?? RefreshEngine.Recording()
    self.checkpoints = recording.checkpoints
    self.effects = recording.effects
    var succeeded = false
    self.lastUpdatedTime =
      recording.effects.first { entry in
        if case .refreshEnded(.top, _, .success) = entry.effect { succeeded = true }
        return succeeded && entry.effect.isHeaderBackAtRest
      }?.time
  }

  /// The longest a simulation may take to come to rest (s): the longest script,
  /// `Interaction.maximumDuration`, with ten minutes more for refreshing and finishing.
  public static let longestDuration = Interaction.maximumDuration + 600

  /// A change of the control's state, at its exact time.
  public struct Transition: Hashable, Sendable {
    /// When it happened (s since the start).
    public var time: Double
    /// The state before.
    public var from: RefreshState
    /// The state after.
    public var to: RefreshState
  }

  /// Every state change with its exact time, in order (progress changes within `pulling` are
  /// not changes).
  public var transitions: [Transition] {
    effects.compactMap { entry in
      guard case .stateChanged(_, let from, let to) = entry.effect else { return nil }
      return Transition(time: entry.time, from: from, to: to)
    }
  }

  /// Every refresh started, in order.
  var triggers: [RefreshTrigger] {
    effects.compactMap { entry in
      guard case .actionStarted(_, let trigger) = entry.effect else { return nil }
      return trigger
    }
  }

  /// The frame at `time` (s since the start; any time ≥ 0, also past `duration`).
  ///
  /// - Throws: `SwellError.invalidParameter` for a negative or non-finite time.
  public func frame(time: Double) throws -> SimulationFrame {
    try SwellError.check(time, "time", in: 0 ... .greatestFiniteMagnitude)
    return frame(uncheckedAt: time)
  }

  /// The frames `1/fps` seconds apart from 0 through `duration`, computed as they are read.
  ///
  /// - Throws: `SwellError.invalidParameter` unless 0 < fps ≤ 10 000.
  public func frames(fps: Double) throws -> SimulationFrames {
    try SwellError.check(
      fps, "fps", in: Double.leastNonzeroMagnitude...10_000, accepted: "a number in (0, 10000]")
    return SimulationFrames(simulation: self, fps: fps)
  }

  func frame(uncheckedAt time: Double) -> SimulationFrame {
    let checkpoint = self.checkpoint(time: time)
    let scroll = checkpoint.scroll
    let offset = scroll.contentOffset(time: time)
    var texts = self.texts
    if let updated = lastUpdatedTime, time >= updated {
      texts.lastUpdated = texts.string(.justNow)
    }
    let context = RefreshEngine.context(
      of: checkpoint.controls[0], scroll: scroll, at: time, width: headerWidth,
      reduceMotion: reduceMotion, texts: texts, appearance: appearance)
    let machine = checkpoint.controls[0].machine
    return SimulationFrame(
      time: time, state: context.state, contentOffset: offset,
      contentInset: scroll.refreshInset(edge, time: time)
        + (edge == .top ? scroll.geometry.userInsetTop : scroll.geometry.userInsetBottom),
      contentHeight: scroll.geometry.contentHeight,
      isControlHidden: machine.isHidden && machine.phase != .refreshing
        && machine.phase != .finishing,
      context: context)
  }

  /// The last checkpoint at or before `time`.
  private func checkpoint(time: Double) -> RefreshEngine.Checkpoint {
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if checkpoints[mid].time <= time { low = mid } else { high = mid - 1 }
    }
    return checkpoints[low]
  }
}
