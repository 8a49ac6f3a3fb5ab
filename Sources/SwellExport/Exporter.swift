import Swell
import SwellCairo
import SwellLottie
import _SwellFiles

/// Renders a sequence of scenes and writes them in one format: the one export API that the
/// `swell` command, the gallery and library callers share, for every `ExportFormat`.
///
///     let simulation = try Simulation(style: style)
///     let scenes = try simulation.frames(fps: 30).lazy.map { style.scene(in: $0.context) }
///     let exporter = try Exporter(format: .webp, scale: 2, fps: 30)
///     try exporter.export(scenes, to: "wave.webp")
///
/// The sequence is consumed lazily, one scene at a time: each is rendered into one reused
/// bitmap and handed to the encoder before the next is asked for, so memory stays flat
/// however many frames there are. Every output is atomic: on any error nothing is left at
/// the path (an existing file there is unchanged).
public struct Exporter: Sendable {
  /// The output format.
  public var format: ExportFormat
  /// Pixels per point (also the SVG/PDF size factor), a finite number > 0.
  public var scale: Double
  /// Frames per second of the scene sequence (each scene lasts 1 / fps s), in 0 < fps ≤ 1000.
  public var fps: Double
  /// Settings for `.webp`.
  public var webp: AnimatedWebPEncoder.Options
  /// Settings for `.gif`.
  public var gif: AnimatedGIFEncoder.Options
  /// The document's name, for `.lottie`.
  public var name: String
  /// How `.lottie` and `.lottieApp` documents spell their keyframes: compact (the default)
  /// or with end values, for Qt Lottie.
  public var lottieKeyframes = LottieKeyframeForm.compact

  /// Creates an exporter, checking every setting.
  ///
  /// - Throws: `SwellError.invalidParameter` naming `scale`, `fps` or an encoder option.
  public init(
    format: ExportFormat, scale: Double = 2, fps: Double = 30,
    webp: AnimatedWebPEncoder.Options = .init(), gif: AnimatedGIFEncoder.Options = .init(),
    name: String = "Swell"
  ) throws {
    _ = try CairoRenderer(scale: scale)
    guard fps.isFinite, fps > 0, fps <= 1000 else {
      throw SwellError.invalidParameter(
        name: "fps", value: "\(fps)", accepted: "a finite number in 0 < fps ≤ 1000")
    }
    try webp.validate()
    try gif.validate()
    self.format = format
    self.scale = scale
    self.fps = fps
    self.webp = webp
    self.gif = gif
    self.name = name
  }

  /// Renders `scenes` and writes them to `path`.
  ///
  /// For `.png`, `.svg` and `.pdf` only the first scene is written and the rest of the
  /// sequence is not read. All scenes of an animation must have the same size.
  ///
  /// - Parameters:
  ///   - scenes: the frames, in order, one per `1 / fps` seconds.
  ///   - path: the file (or, for `.frames`, the directory) to write.
  ///   - progress: called after each frame with the number of frames done so far.
  /// - Returns: the number of scenes rendered.
  /// - Throws: `ExportError.noFrames` for an empty sequence; `RenderError.cannotWrite`
  ///   naming `path` (checked before the first scene is rendered); `SwellError` for an
  ///   invalid scene; `ExportError` for an encoder failure or a change of size.
  @discardableResult
  public func export<Scenes: Sequence<SwellScene>>(
    _ scenes: Scenes, to path: String, progress: (Int) -> Void = { _ in }
  ) throws -> Int {
    let renderer = try CairoRenderer(scale: scale)
    if format == .lottieApp {
      throw SwellError.invalidParameter(
        name: "format", value: "lottie-app for scenes",
        accepted: "a style: exportAppDocument(for:edge:width:reduceMotion:to:)")
    }
    if format == .lottie {
      // The path is checked before any scene is drawn, as for every other format.
      let file = try AtomicFile(path: path, failing: RenderError.writeFailure)
      // Counted as the exporter reads them: the scenes are never all in memory.
      var count = 0
      let counted = scenes.lazy.map { scene in
        count += 1
        return scene
      }
      // The app documents' tolerances (0.02 pt, 0.002 of opacity): a hair of a pixel at any
      // scale, and the film's list keeps fewer keyframes.
      var lottie = try LottieExporter(
        fps: fps, scale: scale, name: name,
        positionTolerance: LottieAppDocument.positionTolerance,
        opacityTolerance: LottieAppDocument.opacityTolerance)
      lottie.keyframeForm = lottieKeyframes
      let json: String
      do {
        json = try lottie.json(from: counted)
      } catch {
        // With no scene at all, the exporter's complaint is the empty interaction's.
        throw count == 0 ? ExportError.noFrames : error
      }
      try Self.writeLottie(json, name: name, to: path, file: file)
      progress(count)
      return count
    }
    guard format.isAnimated else {
      var iterator = scenes.makeIterator()
      guard let scene = iterator.next() else { throw ExportError.noFrames }
      let (width, height) = try renderer.pixelSize(of: scene.size)
      try format.checkFrameSize(width: width, height: height)
      try writeStill(scene, to: path, renderer: renderer)
      progress(1)
      return 1
    }
    let encoder = try makeEncoder(path: path)
    var image: CairoImage?
    var count = 0
    for scene in scenes {
      let (width, height) = try renderer.pixelSize(of: scene.size)
      let bitmap: CairoImage
      if let image, image.pixelWidth == width, image.pixelHeight == height {
        bitmap = image
      } else {
        try format.checkFrameSize(width: width, height: height)
        bitmap = try CairoImage(pixelWidth: width, pixelHeight: height)
        image = bitmap
      }
      try renderer.render(scene, into: bitmap)
      try encoder.append(RGBAFrame(bitmap), duration: 1 / fps)
      count += 1
      progress(count)
    }
    try encoder.finish()
    return count
  }

  /// Writes the Lottie document an app drives by the pull (`LottieAppDocument`) for `style`
  /// at `edge`, at this exporter's frame rate and scale, atomically.
  ///
  ///     let exporter = try Exporter(format: .lottieApp, scale: 1, fps: 30)
  ///     let document = try exporter.exportAppDocument(for: WaveStyle(), to: "wave-app.json")
  ///
  /// - Parameters:
  ///   - style: the effect, with its parameters.
  ///   - edge: a header or a footer.
  ///   - width: the drawing width (pt).
  ///   - reduceMotion: the style's reduced-motion variant.
  ///   - background: whether to paint the style's background colour; transparent by default
  ///     (`LottieAppDocument.init(style:edge:width:fps:scale:reduceMotion:keyframeForm:background:appearance:)`).
  ///   - appearance: the style's light palette or its dark one.
  ///   - path: the file to write.
  ///   - referenceFrames: a directory for Swell's own picture of every frame of the document
  ///     (numbered PNGs, as `.frames` writes them), to check a player against; nil for none.
  ///     Both are written or neither: the document is committed only after the pictures.
  /// - Returns: the document, with its markers and loop.
  /// - Throws: `RenderError.cannotWrite` naming `path` (checked before anything is made) or
  ///   `referenceFrames`; `SwellError.invalidParameter` for a width out of range or this
  ///   exporter's `fps` outside 1…240.
  @discardableResult
  public func exportAppDocument(
    for style: any RefreshStyle, edge: RefreshEdge = .top, width: Double = 375,
    reduceMotion: Bool = false, background: Bool = false,
    appearance: SwellAppearance = .light, to path: String, referenceFrames: String? = nil
  ) throws -> LottieAppDocument {
    let file = try AtomicFile(path: path, failing: RenderError.writeFailure)
    let document = try LottieAppDocument(
      style: style, edge: edge, width: width, fps: fps, scale: scale, reduceMotion: reduceMotion,
      keyframeForm: lottieKeyframes, background: background, appearance: appearance)
    // The document's bytes go first: a destination that cannot take them (a full disk,
    // /dev/full) fails the run before the pictures replace anything.
    Self.writeLottieBytes(document.json, name: name, to: path, file: file)
    if let failure = file.failure {
      file.discard()
      throw failure
    }
    if let referenceFrames {
      // Thrown from here, the uncommitted document is discarded with `file`.
      // What the document shows: its shapes (`scenes` leaves a style's words out).
      try Exporter(format: .frames, scale: scale, fps: fps)
        .export(document.scenes, to: referenceFrames)
    }
    try file.commit()
    return document
  }

  /// Writes a Lottie document: as JSON text, or packaged as dotLottie (`DotLottieArchive`)
  /// when `path` ends in `.lottie`.
  private static func writeLottie(
    _ json: String, name: String, to path: String, file: AtomicFile
  ) throws {
    writeLottieBytes(json, name: name, to: path, file: file)
    try file.commit()
  }

  /// The bytes of `writeLottie`, not yet committed (a failure is recorded in `file`).
  private static func writeLottieBytes(
    _ json: String, name: String, to path: String, file: AtomicFile
  ) {
    if path.lowercased().hasSuffix(".lottie") {
      let bytes = DotLottieArchive(name: name, json: json).bytes
      _ = file.write(bytes)
    } else {
      var text = json
      text.withUTF8 { _ = file.write(UnsafeRawBufferPointer($0)) }
    }
  }

  /// Writes one scene: a still for `.png`, `.svg`, `.pdf`, a one-frame animation (1 / fps s
  /// long) for `.webp` and `.gif`, one frame for `.frames`.
  public func export(_ scene: SwellScene, to path: String) throws {
    try export(CollectionOfOne(scene), to: path)
  }

  private func writeStill(_ scene: SwellScene, to path: String, renderer: CairoRenderer) throws {
    switch format {
    case .png: try renderer.writePNG(scene, to: path)
    case .svg: try renderer.writeSVG(scene, to: path)
    case .pdf: try renderer.writePDF(scene, to: path)
    case .webp, .gif, .frames, .lottie, .lottieApp: break
    }
  }

  private func makeEncoder(path: String) throws -> any FrameEncoder {
    switch format {
    case .webp: return try AnimatedWebPEncoder(path: path, options: webp)
    case .gif: return try AnimatedGIFEncoder(path: path, options: gif)
    case .frames: return try PNGFramesWriter(directory: path)
    case .png, .svg, .pdf, .lottie, .lottieApp:
      throw ExportError.encoderFailed(
        operation: "animate \(format)", reason: "not a raster animation")
    }
  }
}
