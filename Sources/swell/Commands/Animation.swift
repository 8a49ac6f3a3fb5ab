import Swell

/// The scenes of one style's interaction as a viewer sees them: the simulation sampled at a
/// frame rate, each frame's header drawn by the style and placed in a preview of the list
/// (or alone, with `headerOnly`).
struct Animation {
  /// The viewport height (pt) every command uses unless told otherwise, so that `simulate`
  /// describes the motion `render` draws (the rubber band depends on it).
  static let defaultViewportHeight = PreviewAnimation.defaultViewportHeight

  /// The most frames one Lottie document may hold: a document keeps every keyframe in
  /// memory, so 240 fps for 600 s would not fit.
  static let maximumLottieFrames = 7200

  var selection: StyleSelection
  /// The frames, shared with the gallery and the studio.
  var animation: PreviewAnimation

  var simulation: Simulation { animation.simulation }
  var preview: RefreshPreview { animation.preview }
  var fps: Double { animation.fps }
  var frameCount: Int { animation.frameCount }
  var headerOnly: Bool { animation.controlOnly }

  /// Replays `interaction` (nil: the standard one for the selection's edge) for the selected
  /// style in a viewport `viewportHeight` points tall (see `PreviewAnimation`).
  ///
  /// - Parameter duration: seconds to show (nil: until everything is at rest again).
  init(
    selection: StyleSelection, interaction: Interaction?, viewportHeight: Double, fps: Double,
    duration: Double?, headerOnly: Bool
  ) throws {
    self.selection = selection
    do {
      animation = try PreviewAnimation(
        style: selection.style, edge: selection.edge, interaction: interaction,
        configuration: selection.configuration, width: selection.width,
        viewportHeight: viewportHeight, reduceMotion: selection.reduceMotion, fps: fps,
        duration: duration, controlOnly: headerOnly, texts: selection.texts,
        appearance: selection.appearance)
    } catch let error as SwellError {
      throw CommandError.usage("\(error)")
    }
  }

  /// The scene at `time` seconds.
  func scene(time: Double) throws -> SwellScene { try animation.scene(time: time) }

  /// The picture of one simulated frame.
  func scene(for frame: SimulationFrame) -> SwellScene {
    preview.scene(of: frame, in: simulation, controlOnly: headerOnly)
  }

  /// Every frame's scene, computed lazily as the exporter asks for them.
  var scenes: LazyMapSequence<Range<Int>, SwellScene> { animation.scenes }

  /// The first instant the header is refreshing, plus `delay` seconds, or the middle of the
  /// animation when it never refreshes: the poster frame.
  func posterTime(delay: Double = 0.6) -> Double { animation.posterTime(delay: delay) }
}
