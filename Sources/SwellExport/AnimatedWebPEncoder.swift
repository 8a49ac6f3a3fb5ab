internal import CWebP
import Swell
import SwellCairo
import _SwellFiles

/// Writes an animated WebP with libwebp's animation encoder (`WebPAnimEncoder`), lossy or
/// lossless, with full alpha. Lossless (the default) stores only what changed, exactly, and is
/// the smaller for the flat colours of the styles; lossy stores every frame whole.
///
/// Frame start times are kept in milliseconds, rounded at each boundary from the running
/// total of durations (see `FrameEncoder`). libwebp keeps only the compressed frames and a
/// couple of canvases in memory, never the raw frames.
public final class AnimatedWebPEncoder: FrameEncoder {
  /// How frames are compressed.
  public enum Compression: Hashable, Sendable {
    /// Lossy (VP8) with a quality in 0…100 (higher is better and larger); alpha is kept
    /// losslessly.
    case lossy(quality: Double)
    /// Lossless (VP8L): exact pixels.
    case lossless
  }

  /// Encoding choices.
  public struct Options: Hashable, Sendable {
    /// Lossless (the default), or lossy with a quality.
    public var compression: Compression
    /// How many times the animation plays: 0 forever (the default), else 1…65535.
    public var loopCount: Int
    /// Encoder effort, 0 (fast) … 6 (slowest, smallest). Default 4.
    public var effort: Int

    /// Creates options; they are checked when an encoder is created.
    public init(compression: Compression = .lossless, loopCount: Int = 0, effort: Int = 4) {
      self.compression = compression
      self.loopCount = loopCount
      self.effort = effort
    }

    func validate() throws {
      if case .lossy(let quality) = compression {
        try SwellError.check(quality, "quality", in: 0...100)
      }
      try SwellError.check(loopCount, "loopCount", in: 0...65535)
      try SwellError.check(effort, "effort", in: 0...6)
    }
  }

  /// The options in use.
  public let options: Options
  /// Where the animation goes: nothing is there until `finish()` succeeds.
  private let file: AtomicFile
  /// The path the animation is written to.
  public var path: String { file.path }
  private var encoder: AnimEncoder?
  private var frames = FrameSequence(unitsPerSecond: 1000)
  private var lastStart: Int?

  /// Prepares to write `path`; the file appears only when `finish()` succeeds.
  ///
  /// - Throws: `SwellError.invalidParameter` for options out of range;
  ///   `RenderError.cannotWrite` naming `path` when its directory is not writable (checked
  ///   now, before any frame is rendered).
  public init(path: String, options: Options = Options()) throws {
    try options.validate()
    self.options = options
    file = try AtomicFile(path: path, failing: RenderError.writeFailure)
  }

  /// Adds the next frame, shown for `duration` seconds (see `FrameEncoder`).
  ///
  /// A frame whose start rounds to the same millisecond as the previous one's (over 1000 fps)
  /// is dropped: WebP cannot show it.
  public func append(_ frame: RGBAFrame, duration: Double) throws {
    let (index, start, frameSize, _) = try frames.admit(frame, duration: duration)
    let encoder: AnimEncoder
    if let existing = self.encoder {
      encoder = existing
    } else {
      encoder = try AnimEncoder(width: frameSize.width, height: frameSize.height, options: options)
      self.encoder = encoder
    }
    if let lastStart, start <= lastStart { return }
    lastStart = start
    try encoder.add(rgba: frame.bytes, size: frameSize, timestamp: start, frame: index)
  }

  /// Assembles the animation and writes it (see `FrameEncoder`).
  public func finish() throws {
    try frames.finish()
    guard let encoder else {
      file.discard()
      throw ExportError.noFrames
    }
    let bytes = try encoder.assemble(endTimestamp: frames.clock.elapsedUnits)
    file.write(bytes)
    try file.commit()
  }
}

/// Owns a `WebPAnimEncoder` and deletes it in `deinit`.
private final class AnimEncoder {
  let encoder: OpaquePointer
  var config = WebPConfig()

  init(width: Int, height: Int, options: AnimatedWebPEncoder.Options) throws {
    var animOptions = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&animOptions) != 0 else {
      throw ExportError.encoderFailed(
        operation: "initialise WebP animation options", reason: "libwebp version mismatch")
    }
    animOptions.anim_params.loop_count = Int32(options.loopCount)
    // Transparent black: what a viewer should show where a frame is transparent.
    animOptions.anim_params.bgcolor = 0
    if case .lossy = options.compression {
      // Every lossy frame whole (a key frame): between frames libwebp keeps a lossy frame's
      // pixels from the one before wherever the *source* frames differ by less than a
      // quality-dependent margin (5 levels at quality 75), so a slow fade is never stored and
      // what faded stays on screen as a ghost.
      animOptions.kmin = 0
      animOptions.kmax = 1
    }
    guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &animOptions) else {
      throw ExportError.encoderFailed(
        operation: "create a \(width) × \(height) WebP animation encoder",
        reason: "out of memory or invalid size")
    }
    self.encoder = encoder
    guard WebPConfigInit(&config) != 0 else {
      throw ExportError.encoderFailed(
        operation: "initialise the WebP encoder configuration", reason: "libwebp version mismatch")
    }
    switch options.compression {
    case .lossy(let quality):
      config.lossless = 0
      config.quality = Float(quality)
    case .lossless:
      config.lossless = 1
      // For lossless, "quality" is compression effort; 75 is cwebp's default.
      config.quality = 75
    }
    config.method = Int32(options.effort)
    // Sharper RGB→YUV conversion: saturated edges (red on white) otherwise bleed; it halved
    // the pixels off by more than 6 % on a red wave at quality 80, for ~10 % more time.
    config.use_sharp_yuv = 1
    guard WebPValidateConfig(&config) != 0 else {
      throw ExportError.encoderFailed(
        operation: "configure the WebP encoder", reason: "invalid configuration")
    }
  }

  deinit { WebPAnimEncoderDelete(encoder) }

  func add(rgba: [UInt8], size: CheckedFrameSize, timestamp: Int, frame: Int) throws {
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else {
      throw ExportError.encoderFailed(
        operation: "initialise a WebP picture", reason: "libwebp version mismatch")
    }
    defer { WebPPictureFree(&picture) }
    picture.width = Int32(size.width)
    picture.height = Int32(size.height)
    // ARGB input: lossless keeps it exactly; lossy converts to YUV itself, after the
    // invisible pixels take their visible neighbours' colour (see TransparentColorBleed).
    picture.use_argb = 1
    var rgba = rgba
    if config.lossless == 0 {
      TransparentColorBleed.apply(to: &rgba, width: size.width, height: size.height)
    }
    let imported = rgba.withUnsafeBufferPointer { buffer in
      WebPPictureImportRGBA(&picture, buffer.baseAddress, Int32(size.width * 4))
    }
    guard imported != 0 else {
      throw ExportError.encoderFailed(
        operation: "import frame \(frame) into WebP", reason: "out of memory")
    }
    guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
      throw ExportError.encoderFailed(
        operation: "add frame \(frame) to the WebP animation", reason: lastError())
    }
  }

  func assemble(endTimestamp: Int) throws -> [UInt8] {
    guard WebPAnimEncoderAdd(encoder, nil, Int32(endTimestamp), nil) != 0 else {
      throw ExportError.encoderFailed(
        operation: "end the WebP animation at \(endTimestamp) ms", reason: lastError())
    }
    var data = WebPData()
    WebPDataInit(&data)
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
      throw ExportError.encoderFailed(operation: "assemble the WebP animation", reason: lastError())
    }
    return Array(UnsafeBufferPointer(start: bytes, count: data.size))
  }

  private func lastError() -> String {
    guard let text = WebPAnimEncoderGetError(encoder) else { return "unknown error" }
    let message = String(cString: text)
    return message.isEmpty ? "unknown error" : message
  }
}
