extension RefreshPreview {
  /// What a viewer sees at one frame of `simulation`: the control drawn by the simulation's
  /// style, its load state marked, placed at the simulated offset above the list (a header)
  /// or below its end (a footer), the list faded as the style asks; or the control's scene
  /// alone with `controlOnly`. The one composition the command line, the gallery and the
  /// studio draw, so that they show the same picture.
  ///
  /// - Parameters:
  ///   - frame: the simulated moment.
  ///   - simulation: the simulation `frame` belongs to; its style draws the control.
  ///   - controlOnly: whether to return the control's scene alone, without the list.
  public func scene(
    of frame: SimulationFrame, in simulation: Simulation, controlOnly: Bool = false
  ) -> SwellScene {
    let style = simulation.style
    var control = style.sceneShowingLoadState(in: frame.context)
    if frame.isControlHidden {
      control.layers = []
      control.texts = []
    }
    if controlOnly { return control }
    let opacity = style.displayedContentOpacity(in: frame.context)
    switch simulation.edge {
    case .top:
      return scene(header: control, contentOffset: frame.contentOffset, contentOpacity: opacity)
    case .bottom:
      return scene(
        footer: control, contentOffset: frame.contentOffset,
        contentHeight: frame.contentHeight, contentOpacity: opacity)
    }
  }
}
