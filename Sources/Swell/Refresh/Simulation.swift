/// An `Interaction` replayed through `ScrollPhysics` and a `RefreshMachine`, to be looked at
/// at any instant: the source of every export and snapshot.
///
/// The replay happens once, in `init`, with every event at its exact time; `frame(at:)` then
/// evaluates the closed-form motion at the time asked. So the same input gives the same frames
/// bit for bit, and 30, 60, 120 and 240 Hz see the same motion at their common instants.
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
    /// Trigger mode, minimum refreshing time, inset transitions.
    public var refresh: RefreshConfiguration
    /// Rubber band, deceleration, bounce.
    public var physics: ScrollPhysics.Configuration

    /// Creates options; by default no inset, a 2000 pt list, UIKit-like behaviour.
    public init(
      userInsetTop: Double = 0, userInsetBottom: Double = 0, contentHeight: Double = 2000,
      refresh: RefreshConfiguration = RefreshConfiguration(),
      physics: ScrollPhysics.Configuration = ScrollPhysics.Configuration()
    ) {
      self.userInsetTop = userInsetTop
      self.userInsetBottom = userInsetBottom
      self.contentHeight = contentHeight
      self.refresh = refresh
      self.physics = physics
    }
  }

  /// The style whose distances drive the refresh and whose header size the context carries.
  public let style: any RefreshStyle
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
  /// Seconds until everything is at rest again: the script is over, the header idle (or
  /// refreshing with no end in sight), the content still.
  public let duration: Double

  let checkpoints: [RefreshDriver.Checkpoint]
  /// Every state change with its exact time, in order.
  let stateChanges: [RefreshDriver.StateChange]
  /// Every refresh started, in order.
  let triggers: [RefreshTrigger]

  /// Replays `interaction` for `style`.
  ///
  /// - Parameters:
  ///   - style: gives trigger distance, refreshing height, finishing duration, header height.
  ///   - interaction: the gesture; `.standard` by default.
  ///   - headerWidth: the scroll view's width (pt, > 0).
  ///   - viewportHeight: its visible height (pt, > 0).
  ///   - reduceMotion: passed on to the style.
  ///   - options: insets, content height, trigger mode and physics.
  /// - Throws: `SwellError.invalidParameter` for an unusable size or style distance.
  public init(
    style: any RefreshStyle, interaction: Interaction = .standard,
    headerWidth: Double = 375, viewportHeight: Double = 667,
    reduceMotion: Bool = false, options: Options = Options()
  ) throws {
    try SwellError.checkPositive(headerWidth, "headerWidth")
    try SwellError.checkPositive(style.headerHeight, "headerHeight")
    let physics = try ScrollPhysics(
      viewportHeight: viewportHeight, contentHeight: options.contentHeight,
      userInsetTop: options.userInsetTop, userInsetBottom: options.userInsetBottom,
      configuration: options.physics)
    let machine = try RefreshMachine(
      style: style, configuration: options.refresh, userInsetTop: options.userInsetTop)
    var driver = RefreshDriver(
      physics: physics, machine: machine,
      drawing: RefreshDriver.Drawing(
        style: style, headerSize: Size(width: headerWidth, height: style.headerHeight),
        reduceMotion: reduceMotion))
    let end = try Self.replay(
      interaction, into: &driver, triggerDistance: style.triggerDistance,
      defaultTouch: Point(x: headerWidth / 2, y: viewportHeight / 3))
    try driver.advance(to: end)
    let rest = try driver.settle()
    self.style = style
    self.interaction = interaction
    self.headerWidth = headerWidth
    self.viewportHeight = viewportHeight
    self.reduceMotion = reduceMotion
    self.options = options
    self.duration = max(end, rest)
    self.checkpoints = driver.checkpoints
    self.stateChanges = driver.stateChanges
    self.triggers = driver.startedTriggers
  }

  /// The frame at `time` (s since the start; any time ≥ 0, also past `duration`).
  ///
  /// - Throws: `SwellError.invalidParameter` for a negative or non-finite time.
  public func frame(at time: Double) throws -> SimulationFrame {
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
    let checkpoint = self.checkpoint(at: time)
    let physics = checkpoint.physics
    let offset = physics.contentOffset(at: time)
    let context = checkpoint.machine.context(
      at: time, contentOffset: offset, finger: physics.fingerLocation(at: time),
      headerSize: Size(width: headerWidth, height: style.headerHeight),
      reduceMotion: reduceMotion)
    return SimulationFrame(
      time: time, state: context.state, contentOffset: offset,
      contentInsetTop: physics.contentInsetTop(at: time), context: context)
  }

  /// The last checkpoint at or before `time`.
  private func checkpoint(at time: Double) -> RefreshDriver.Checkpoint {
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if checkpoints[mid].time <= time { low = mid } else { high = mid - 1 }
    }
    return checkpoints[low]
  }
}
