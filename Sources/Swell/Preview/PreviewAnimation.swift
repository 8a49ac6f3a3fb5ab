/// One style's interaction as a viewer sees it: the simulation sampled at a frame rate, each
/// frame's control drawn by the style and placed in a preview of the list (or alone). What
/// `swell render`, the gallery and the studio export, frame for frame.
///
///     let animation = try PreviewAnimation(style: WaveStyle(), fps: 30)
///     for scene in animation.scenes { … }        // lazily, one frame at a time
public struct PreviewAnimation: Sendable {
  /// The viewport height (pt) unless told otherwise, so that every tool describes the same
  /// motion (the rubber band depends on it).
  public static let defaultViewportHeight = 300.0
  /// How much longer than the viewport a footer's list is (pt): a short scroll reaches its end.
  public static let footerListExtra = 240.0
  /// How long a header's list is (pt).
  public static let headerListLength = 2000.0

  /// The replayed interaction.
  public let simulation: Simulation
  /// The list the control sits on.
  public let preview: RefreshPreview
  /// Frames per second.
  public let fps: Double
  /// How many frames the animation has.
  public let frameCount: Int
  /// Whether frames show the control alone, without the list.
  public let controlOnly: Bool

  /// Replays `interaction` (nil: the standard one for `edge`) for `style` in a viewport
  /// `width` × `viewportHeight` points. A header's list is `headerListLength` long; a
  /// footer's `footerListExtra` longer than the viewport.
  ///
  /// - Parameters:
  ///   - style: the effect that draws the control.
  ///   - edge: where the control sits: above the list (`.top`) or below it (`.bottom`).
  ///   - interaction: the scripted gesture (nil: the standard one for `edge`).
  ///   - configuration: the control's behaviour (nil: the standard one for `edge`).
  ///   - width: the viewport's width (pt).
  ///   - viewportHeight: the viewport's height (pt).
  ///   - reduceMotion: whether the style draws for a viewer who asked for less motion.
  ///   - fps: frames per second.
  ///   - duration: seconds to show (nil: until everything is at rest again, that frame
  ///     included, so that a looped animation closes).
  ///   - controlOnly: whether frames show the control alone, without the list.
  ///   - texts: the words styles show (English by default).
  ///   - appearance: the palette styles draw with and the list's colours (light by default).
  /// - Throws: `SwellError.invalidParameter` for a style, size, rate or script the
  ///   simulation refuses.
  public init(
    style: any RefreshStyle, edge: RefreshEdge = .top, interaction: Interaction? = nil,
    configuration: RefreshConfiguration? = nil, width: Double = 375,
    viewportHeight: Double = PreviewAnimation.defaultViewportHeight, reduceMotion: Bool = false,
    fps: Double = 30, duration: Double? = nil, controlOnly: Bool = false,
    texts: RefreshTexts = RefreshTexts(), appearance: SwellAppearance = .light
  ) throws {
    let configuration = configuration ?? .standard(for: edge)
    let contentHeight = edge == .top ? Self.headerListLength : viewportHeight + Self.footerListExtra
    var simulation = try Simulation(
      style: style,
      interaction: interaction ?? .standard(for: edge, start: configuration.start),
      edge: edge, headerWidth: width, viewportHeight: viewportHeight, reduceMotion: reduceMotion,
      options: Simulation.Options(contentHeight: contentHeight, refresh: configuration))
    simulation.texts = texts
    simulation.appearance = appearance
    self.simulation = simulation
    preview = try RefreshPreview(
      viewportSize: SwellSize(width: width, height: viewportHeight), appearance: appearance)
    self.fps = fps
    self.controlOnly = controlOnly
    let frames = try simulation.frames(fps: fps)
    if let duration {
      try SwellError.check(duration, "duration", in: 0...Interaction.maximumDuration)
      frameCount = max(1, Int((duration * fps).rounded(.up)))
    } else {
      frameCount = max(1, frames.count)
    }
  }

  /// The scene at `time` seconds.
  ///
  /// - Parameter time: seconds from the start of the interaction.
  /// - Throws: `SwellError.invalidParameter` for a non-finite time.
  public func scene(time: Double) throws -> SwellScene {
    preview.scene(of: try simulation.frame(time: time), in: simulation, controlOnly: controlOnly)
  }

  /// Every frame's scene, computed lazily as it is asked for.
  public var scenes: LazyMapSequence<Range<Int>, SwellScene> {
    let animation = self
    return (0..<frameCount).lazy.map { index in
      // frame(at:) only fails for a non-finite time, which index / fps never is.
      (try? animation.scene(time: Double(index) / animation.fps))
        ?? SwellScene(size: animation.preview.viewportSize)
    }
  }

  /// The first instant the control is refreshing, plus `delay` seconds, or the middle of the
  /// animation when it never refreshes: a poster frame.
  public func posterTime(delay: Double = 0.6) -> Double {
    if let start = simulation.transitions.first(where: { $0.to == .refreshing }) {
      return start.time + delay
    }
    return Double(frameCount) / fps / 2
  }
}
