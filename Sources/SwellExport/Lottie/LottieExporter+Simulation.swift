import Swell

extension LottieExporter {
  /// The header of a simulated gesture: `simulation.style`'s scene at every frame of
  /// `simulation.frames(fps:)` (0 through `simulation.duration`, 1 / fps s apart).
  ///
  ///     let simulation = try Simulation(style: WaveStyle())   // the standard interaction
  ///     let animation = try LottieExporter(fps: 60, scale: 2).animation(of: simulation)
  ///
  /// - Throws: `SwellError.invalidParameter` when the simulation refuses the frame rate or a
  ///   scene cannot be exported (as `animation(from:)`).
  public func animation(of simulation: Simulation) throws -> LottieAnimation {
    try animation(from: scenes(of: simulation))
  }

  /// A style's header through an interaction (the standard one by default): the
  /// `Simulation` of `style` and `interaction` at `headerWidth` points, exported.
  ///
  /// - Throws: `SwellError.invalidParameter` for an unusable width or style distance, or as
  ///   `animation(of:)`.
  public func animation(
    style: any RefreshStyle, interaction: Interaction = .standard, headerWidth: Double = 375
  ) throws -> LottieAnimation {
    try animation(
      of: Simulation(style: style, interaction: interaction, headerWidth: headerWidth))
  }

  /// Writes `animation(of: simulation)` to `path` atomically (see `write(_:to:)`).
  ///
  /// - Throws: as `animation(of:)`, or `RenderError.cannotWrite` naming `path`.
  public func write(_ simulation: Simulation, to path: String) throws {
    try write(scenes(of: simulation), to: path)
  }

  private func scenes(of simulation: Simulation) throws -> [Scene] {
    let style = simulation.style
    return try simulation.frames(fps: fps).map { style.scene(in: $0.context) }
  }
}
