import Swell

extension LottieExporter {
  /// The control of a simulated gesture: `simulation.style`'s scene at every frame of
  /// `simulation.frames(fps:)` (0 through `simulation.duration`, 1 / fps s apart), with a
  /// footer's load state (`sceneShowingLoadState(in:)`).
  ///
  ///     let simulation = try Simulation(style: WaveStyle())   // the standard interaction
  ///     let json = try LottieExporter(fps: 60, scale: 2).json(of: simulation)
  ///
  /// - Throws: `SwellError.invalidParameter` when the simulation refuses the frame rate or a
  ///   scene cannot be exported (as `json(from:)`).
  public func json(of simulation: Simulation) throws -> String {
    try json(from: scenes(of: simulation))
  }

  /// The document of `json(of:)`, for tests.
  func animation(of simulation: Simulation) throws -> LottieAnimation {
    try animation(from: scenes(of: simulation))
  }

  /// Drawn as the exporter reads them, so the frames are never all in memory.
  private func scenes(of simulation: Simulation) throws -> some Sequence<SwellScene> {
    let style = simulation.style
    return try simulation.frames(fps: fps).lazy.map {
      style.sceneShowingLoadState(in: $0.context)
    }
  }
}
