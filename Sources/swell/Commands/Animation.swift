import Swell

/// The scenes of one style's interaction as a viewer sees them: the simulation sampled at a
/// frame rate, each frame's header drawn by the style and placed in a preview of the list
/// (or alone, with `headerOnly`).
struct Animation {
  /// The viewport height (pt) every command uses unless told otherwise, so that `simulate`
  /// describes the motion `render` draws (the rubber band depends on it).
  static let defaultViewportHeight = 300.0

  /// The most frames one Lottie document may hold: a document keeps every keyframe in
  /// memory, so 240 fps for 600 s would not fit.
  static let maximumLottieFrames = 7200

  var selection: StyleSelection
  var simulation: Simulation
  var preview: RefreshPreview
  var fps: Double
  var frameCount: Int
  var headerOnly: Bool

  /// How much longer than the viewport a footer's list is (pt): a short scroll reaches its end.
  static let footerListExtra = 240.0

  /// Replays `interaction` (nil: the standard one for the selection's edge) for the selected
  /// style in a viewport `viewportHeight` points tall. A header's list is 2000 pt long; a
  /// footer's `footerListExtra` longer than the viewport.
  ///
  /// - Parameter duration: seconds to show (nil: until everything is at rest again).
  init(
    selection: StyleSelection, interaction: Interaction?, viewportHeight: Double, fps: Double,
    duration: Double?, headerOnly: Bool
  ) throws {
    self.selection = selection
    do {
      let contentHeight =
        selection.edge == .top ? 2000 : viewportHeight + Self.footerListExtra
      simulation = try Simulation(
        style: selection.style, interaction: interaction ?? selection.standardInteraction,
        edge: selection.edge, headerWidth: selection.width, viewportHeight: viewportHeight,
        reduceMotion: selection.reduceMotion,
        options: Simulation.Options(
          contentHeight: contentHeight, refresh: selection.configuration))
      preview = try RefreshPreview(
        viewportSize: Size(width: selection.width, height: viewportHeight))
    } catch let error as SwellError {
      throw CommandError.usage("\(error)")
    }
    self.fps = fps
    self.headerOnly = headerOnly
    if let duration {
      frameCount = max(1, Int((duration * fps).rounded(.up)))
    } else {
      // Up to and including the first frame at rest, so that a looped animation closes.
      frameCount = max(1, try simulation.frames(fps: fps).count)
    }
  }

  /// The scene at `time` seconds.
  func scene(at time: Double) throws -> Scene {
    let frame = try simulation.frame(at: time)
    return scene(for: frame)
  }

  /// The picture of one simulated frame.
  func scene(for frame: SimulationFrame) -> Scene {
    var control = selection.style.sceneShowingLoadState(in: frame.context)
    if frame.isControlHidden { control.layers = [] }
    if headerOnly { return control }
    let opacity = selection.style.displayedContentOpacity(in: frame.context)
    switch selection.edge {
    case .top:
      return preview.scene(
        header: control, contentOffset: frame.contentOffset, contentOpacity: opacity)
    case .bottom:
      return preview.scene(
        footer: control, contentOffset: frame.contentOffset,
        contentHeight: frame.contentHeight, contentOpacity: opacity)
    }
  }

  /// Every frame's scene, computed lazily as the exporter asks for them.
  var scenes: LazyMapSequence<Range<Int>, Scene> {
    let animation = self
    return (0..<frameCount).lazy.map { index in
      // frame(at:) only fails for a non-finite time, which index / fps never is.
      (try? animation.scene(at: Double(index) / animation.fps))
        ?? Scene(size: animation.preview.viewportSize)
    }
  }

  /// The first instant the header is refreshing, plus `delay` seconds, or the middle of the
  /// animation when it never refreshes: the poster frame.
  func posterTime(delay: Double = 0.6) -> Double {
    if let start = simulation.transitions.first(where: { $0.to == .refreshing }) {
      return start.time + delay
    }
    return Double(frameCount) / fps / 2
  }
}
