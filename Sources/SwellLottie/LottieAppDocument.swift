import Swell

/// One Lottie document per style and edge that an app drives by the pull, the way apps ship a
/// branded pull-to-refresh with lottie-ios, lottie-android, lottie-web or ThorVG: no Swell in
/// the app, only a player and the document's markers.
///
///     let document = try LottieAppDocument(style: BounceStyle())
///     let text = document.json   // or: swell render bounce --format lottie-app
///
/// The timeline, in whole frames at `fps` (each range as a marker, `start...start + duration`):
///
/// - `pull`: frame `pullFrames · pull / maxPull` is Swell's picture at that pull, finger down
///   in the middle of the width, for pulls from 0 to `maxPull` (1.5 × the trigger distance).
///   The host maps its scroll view's pull to a frame (`frame(forPull:)`) and seeks there.
///   `trigger` (no duration) marks the frame of the trigger distance. Past the trigger the
///   control arms over the next tenth of the trigger distance.
/// - `release`: the release at `releasePull` (1.1 × the trigger distance, where the `pull`
///   range has just armed) and the first `loopStart` seconds of refreshing, as Swell plays
///   them (the content springs to the refreshing height; balls rise, rings fade in). When the
///   finger lets go at any pull, play the `pull` range from there to `frame(forPull:
///   releasePull)` — back, for a pull past it — while the list glides there, then `release`.
/// - `refreshing`: a seamless loop: its last frame shows what its first does, within a
///   quarter point (`SceneDifference`), because it lasts a period of everything that moves,
///   found by comparing the scenes (`loopPeriod`). Loop it while the work runs.
/// - `finishing`: from the loop's first frame back to rest, after a success. Its last two
///   frames are at rest, so it ends at rest whether a player reads a marker as the closed
///   range `start...start + duration` (lottie-ios, lottie-android) or the half-open
///   `start..<start + duration` (ThorVG, lottie-web).
/// - `failed`: the same after a failure; a footer also has `noMoreData`.
///
/// Pulls, times and the finish are Swell's own model, sampled at every frame and written by
/// `LottieExporter`, so players interpolate between exact samples.
public struct LottieAppDocument: Sendable {
  /// A named range of frames.
  public struct Marker: Hashable, Sendable {
    /// The name players look it up by (`pull`, `trigger`, `release`, `refreshing`,
    /// `finishing`, `failed`, `noMoreData`).
    public var name: String
    /// The first frame.
    public var start: Int
    /// Frames after the first: the range is `start...start + duration`.
    public var duration: Int
  }

  /// Frames of the `pull` range after its first: pull 0 at frame 0, `maxPull` at this frame.
  public static let pullFrames = 60
  /// Seconds of refreshing before the loop starts: long enough for every style's entrance.
  public static let loopStart = 2.0
  /// The longest loop looked for (s).
  public static let longestLoop = 12.0
  /// How far (pt) a point of the document may stray from Swell's model at a frame.
  public static let positionTolerance = 0.02
  /// How far an opacity (0…1) may stray from Swell's model at a frame.
  public static let opacityTolerance = 0.002

  /// The document (Lottie JSON text, bodymovin 5.7 with `"markers"`).
  public let json: String
  /// The markers, in timeline order.
  public let markers: [Marker]
  /// The pull (pt) the `release` range starts from: 1.1 × the trigger distance, where the
  /// `pull` range has finished arming.
  public let releasePull: Double
  /// `releasePull` as a multiple of the trigger distance.
  static let releaseMultiple = 1.1
  /// The pull at the last frame of `pull` (pt): 1.5 × the style's trigger distance.
  public let maxPull: Double
  /// `maxPull` as a multiple of the trigger distance.
  static let maxPullMultiple = 1.5
  /// The style's trigger distance (pt), at the frame of the `trigger` marker.
  public let triggerDistance: Double
  /// The frame rate (frames per second).
  public let fps: Double
  /// How long the `refreshing` loop lasts in Swell's time (s); its frames are spaced
  /// `loopPeriod / duration` apart: the loop plays at most half a frame per loop faster or
  /// slower than Swell.
  public let loopPeriod: Double
  /// How far the loop's last frame is from its first, in `SceneDifference` units (at most 1
  /// for a seamless loop; larger only if no period up to `longestLoop` was found).
  public let loopSeam: Double
  /// The scene of every frame, in order: what the document's frames show, its shapes only
  /// (no words, rule L0). Render them to check a player against Swell (`swell render
  /// --format lottie-app --reference-frames DIR` does).
  public let scenes: [SwellScene]

  /// Builds the document for `style` at `edge`.
  ///
  /// - Parameters:
  ///   - style: the effect, with its parameters.
  ///   - edge: a header (`.top`) or a footer (`.bottom`, drawn as the session draws it:
  ///     content's edge at the bottom of the scene; the host mirrors it).
  ///   - width: the drawing width (pt), finite and > 0.
  ///   - fps: frames per second, finite, 1…240.
  ///   - scale: pixels per point of the canvas, finite and > 0.
  ///   - reduceMotion: the style's reduced-motion variant.
  ///   - keyframeForm: how keyframes are spelled: compact, or with end values for Qt Lottie.
  ///   - background: whether the document paints the style's background colour
  ///     (`SwellScene.background`). By default it does not: where nothing but that colour
  ///     would be, the document is transparent and the app's own background shows, in a dark
  ///     theme too. (Shapes a style draws as part of its look, such as ripple's band under
  ///     its arc, stay.)
  ///   - appearance: the palette: the style's light colours, or its `dark…` twins for an app
  ///     in Dark Mode (one document per appearance).
  /// - Throws: `SwellError.invalidParameter` naming an argument out of range.
  public init(
    style: any RefreshStyle, edge: RefreshEdge = .top, width: Double = 375, fps: Double = 30,
    scale: Double = 1, reduceMotion: Bool = false, keyframeForm: LottieKeyframeForm = .compact,
    background: Bool = false, appearance: SwellAppearance = .light
  ) throws {
    try SwellError.checkPositive(width, "width")
    try SwellError.check(fps, "fps", in: 1...240)
    var exporter = try LottieExporter(
      fps: fps, scale: scale, name: "\(style.name) (\(edge))",
      positionTolerance: Self.positionTolerance, opacityTolerance: Self.opacityTolerance)
    exporter.keyframeForm = keyframeForm
    let recipe = Recipe(
      style: style, edge: edge, width: width, fps: fps, reduceMotion: reduceMotion,
      appearance: appearance)

    let pull = recipe.pullScenes()
    let probe = try recipe.refresh(lasting: Self.loopStart + Self.longestLoop + 1, .success)
    let loop = recipe.loop(in: probe)
    let finishes: [(String, RefreshOutcome)] =
      edge == .bottom
      ? [("finishing", .success), ("failed", .failure(message: "")), ("noMoreData", .noMoreData)]
      : [("finishing", .success), ("failed", .failure(message: ""))]
    var scenes = pull
    var markers = [
      Marker(name: "pull", start: 0, duration: Self.pullFrames),
      Marker(
        name: "trigger",
        // The trigger's pull over maxPull, a ratio of the two multiples (trigger × frames
        // would overflow for a trigger distance near Double's largest).
        start: Int((Double(Self.pullFrames) / Self.maxPullMultiple).rounded()),
        duration: 0),
    ]
    let entrance = Int((Self.loopStart * fps).rounded())
    let end = Double(entrance) / fps + loop.seconds
    for (index, (name, outcome)) in finishes.enumerated() {
      let run = try recipe.refresh(lasting: end, outcome)
      if index == 0 {
        // Release and loop from the success run; the loop's last frame is the finish's first.
        markers.append(Marker(name: "release", start: scenes.count, duration: entrance))
        scenes += run.scenes(from: 0, count: entrance, step: 1 / fps)
        markers.append(Marker(name: "refreshing", start: scenes.count, duration: loop.frames))
        scenes += run.scenes(
          from: Double(entrance) / fps, count: loop.frames,
          step: loop.seconds / Double(loop.frames))
      }
      // One frame more at rest: ThorVG and lottie-web play a marker as [tm, tm + dr) and
      // stop on its last frame but one, others on tm + dr; both must show rest.
      let finish = run.scenes(from: end, count: run.framesToRest(after: end) + 1, step: 1 / fps)
      markers.append(Marker(name: name, start: scenes.count, duration: finish.count - 1))
      scenes += finish
    }
    // What the frames show, and what the document is made of: the shapes (a document carries
    // no words; the app draws them), on the scene's background only when asked for.
    scenes = scenes.map {
      SwellScene(size: $0.size, background: background ? $0.background : nil, layers: $0.layers)
    }
    // Every range is a run of its own: the pull's end is not the release's start, nor a
    // finish's end the next finish's start.
    exporter.runStarts = markers.filter { $0.duration > 0 }.map(\.start)
    var animation = try exporter.animation(from: scenes)
    animation.markers = markers
    // Every colour in a slot of its own: recolouring by slot keeps a failure's tint.
    animation.bindColorsToSlots()
    animation.pull = LottiePullRange(
      maxPull: recipe.maxPull, triggerDistance: style.triggerDistance,
      releasePull: recipe.releasePull, refreshingHeight: style.refreshingHeight,
      edge: edge == .top ? "top" : "bottom")
    json = try animation.json()
    self.scenes = scenes
    self.markers = markers
    maxPull = recipe.maxPull
    releasePull = recipe.releasePull
    triggerDistance = style.triggerDistance
    self.fps = fps
    loopPeriod = loop.seconds
    loopSeam = loop.seam
  }

  /// The frame of the `pull` range that shows `pull` points (clamped to 0…`maxPull`): what
  /// a host seeks to as its scroll view is pulled.
  public func frame(forPull pull: Double) -> Double {
    guard pull.isFinite else { return 0 }
    return Double(Self.pullFrames) * min(max(pull / maxPull, 0), 1)
  }

  /// The marker named `name`, nil when the document has none.
  public func marker(_ name: String) -> Marker? { markers.first { $0.name == name } }
}
