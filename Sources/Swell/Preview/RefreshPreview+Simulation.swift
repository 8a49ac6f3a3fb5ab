extension RefreshPreview {
  /// What a viewer sees at one frame of `simulation`: the control drawn by the simulation's
  /// style, its load state marked, placed at the simulated offset above the list (a header)
  /// or below its end (a footer), the list faded as the style asks; or the control's scene
  /// alone with `controlOnly`. The one composition the command line, the gallery and the
  /// studio draw, so that they show the same picture.
  public func scene(
    of frame: SimulationFrame, in simulation: Simulation, controlOnly: Bool = false
  ) -> Scene {
    let style = simulation.style
    var control = style.sceneShowingLoadState(in: frame.context)
    if frame.isControlHidden { control.layers = [] }
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
