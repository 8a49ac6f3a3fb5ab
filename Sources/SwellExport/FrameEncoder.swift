import Swell

/// A sink for an animation's frames, encoded as they arrive so that memory stays flat however
/// long the animation is: only a frame or two are held at a time.
///
///     let encoder = try AnimatedWebPEncoder(path: "wave.webp")
///     for scene in scenes {
///       try encoder.append(RGBAFrame(renderer.render(scene)), duration: 1.0 / 30)
///     }
///     try encoder.finish()   // the file appears now, whole
///
/// Frame times accumulate from 0: frame *k* starts at the sum of the durations before it.
/// Encoders round those start times (not each duration) to their own unit, so the total
/// duration is right however the individual frames round.
///
/// Every encoder writes atomically: until `finish()` succeeds nothing exists under the output
/// path, and an encoder dropped without finishing (or one that throws) removes its temporary
/// output.
public protocol FrameEncoder: AnyObject {
  /// Adds the next frame, shown for `duration` seconds.
  ///
  /// - Throws: `SwellError.invalidParameter` unless `duration` is finite and > 0;
  ///   `ExportError.frameSizeChanged` when the image's size differs from the first frame's;
  ///   `ExportError.alreadyFinished` after `finish()`; an encoder error.
  func append(_ frame: RGBAFrame, duration: Double) throws

  /// Completes the output and moves it into place.
  ///
  /// - Throws: `ExportError.noFrames` if no frame was appended; `RenderError.cannotWrite`
  ///   naming the path; an encoder error. The output path is then left as it was.
  func finish() throws
}

/// The running total of frame durations, rounded to an encoder's time unit at each frame
/// boundary so rounding errors never accumulate.
struct FrameClock {
  /// Units per second: 1000 for WebP's milliseconds, 100 for GIF's centiseconds.
  let unitsPerSecond: Double
  /// Seconds from the first frame's start to the end of the last frame appended.
  private(set) var elapsed: Double = 0
  /// How many frames were appended.
  private(set) var frameCount = 0

  /// The boundary `elapsed` in whole units, rounded half away from zero.
  var elapsedUnits: Int { Int((elapsed * unitsPerSecond).rounded()) }

  /// The longest animation accepted (s), about 11.6 days: its length in milliseconds still
  /// fits the 32-bit timestamps of libwebp.
  static let maximumLength = 1_000_000.0

  /// Checks `duration`, then advances; returns the frame's start and end in whole units.
  mutating func advance(by duration: Double) throws -> (start: Int, end: Int) {
    guard duration.isFinite, duration > 0, elapsed + duration <= Self.maximumLength else {
      throw SwellError.invalidParameter(
        name: "duration", value: "\(duration)",
        accepted:
          "a finite number of seconds > 0, the animation at most \(Self.maximumLength) s long")
    }
    let start = elapsedUnits
    elapsed += duration
    frameCount += 1
    return (start, elapsedUnits)
  }
}

/// The frames an encoder has taken — their clock, their common size, whether it has finished —
/// and the checks every `FrameEncoder` makes before it encodes a frame, in one place.
struct FrameSequence {
  /// The running total of the frames' durations.
  private(set) var clock: FrameClock
  /// The first frame's size, which every frame must have.
  private(set) var size: CheckedFrameSize?
  /// Whether `finish()` was called.
  private(set) var isFinished = false

  /// An empty sequence timed in `unitsPerSecond`.
  init(unitsPerSecond: Double) { clock = FrameClock(unitsPerSecond: unitsPerSecond) }

  /// Takes the next frame, shown for `duration` seconds: its index, its start in whole units,
  /// its size, and whether it is the first.
  ///
  /// - Throws: `ExportError.alreadyFinished` after `finish()`; `ExportError.frameSizeChanged`
  ///   when its size differs from the first frame's; `SwellError.invalidParameter` for a
  ///   duration that is not finite and > 0.
  mutating func admit(_ frame: RGBAFrame, duration: Double) throws -> (
    index: Int, start: Int, size: CheckedFrameSize, isFirst: Bool
  ) {
    guard !isFinished else { throw ExportError.alreadyFinished }
    let frameSize = frame.checkedSize
    let index = clock.frameCount
    if let size { try size.check(frameSize, frame: index) }
    let (start, _) = try clock.advance(by: duration)
    let isFirst = size == nil
    if isFirst { size = frameSize }
    return (index, start, frameSize, isFirst)
  }

  /// Marks the sequence finished.
  ///
  /// - Throws: `ExportError.alreadyFinished` when it already was.
  mutating func finish() throws {
    guard !isFinished else { throw ExportError.alreadyFinished }
    isFinished = true
  }
}
