import Swell
import SwellCairo
import _SwellFiles

/// Writes an animated GIF through giflib: a median-cut palette per frame, delays in
/// centiseconds, and disposal that leaves no smear.
///
/// - Timing: frame start times are rounded to centiseconds from the running total of
///   durations, so the animation's total length is right to 10 ms. Browsers slow frames
///   shorter than 2 cs down to 10 cs, so frames that would start less than `minimumDelay`
///   after the previous one are dropped (60 fps plays as delays of 2 and 3 cs, not as a slow
///   motion); consecutive identical frames are merged into one longer frame.
/// - Colour: each frame gets its own palette of up to 256 colours (`MedianCut`), exact when
///   the frame has no more colours than that. No dithering: vector art stays clean.
/// - Transparency: GIF pixels are either opaque or transparent. With a `matte` colour every
///   pixel is composited over it and the GIF is opaque; without one, pixels at least
///   `alphaThreshold` opaque keep their colour and the rest become the transparent index.
/// - Disposal: an opaque frame that follows an opaque frame stores only the rectangle that
///   changed and leaves the previous frame in place; a frame followed by one with transparent
///   pixels is cleared to the background (transparent) afterwards, and such frames are stored
///   whole, so nothing from an earlier frame shows through.
public final class AnimatedGIFEncoder: FrameEncoder {
  /// Encoding choices.
  public struct Options: Hashable, Sendable {
    /// How many times the animation plays: 0 forever (the default), else 1…65535.
    public var loopCount: Int
    /// A colour to composite every frame over (its alpha is ignored), or nil to keep
    /// transparency. Default nil.
    public var matte: SwellColor?
    /// Without a matte: the opacity (0 < t ≤ 1) from which a pixel is drawn rather than
    /// transparent. Default 0.5.
    public var alphaThreshold: Double
    /// The shortest frame delay written, in centiseconds, 1…100. Default 2, the shortest that
    /// browsers play at its real speed.
    public var minimumDelay: Int
    /// The most colours per frame, 2…256. Default 256.
    public var maxColors: Int

    /// Creates options; they are checked when an encoder is created.
    public init(
      loopCount: Int = 0, matte: SwellColor? = nil, alphaThreshold: Double = 0.5,
      minimumDelay: Int = 2, maxColors: Int = 256
    ) {
      self.loopCount = loopCount
      self.matte = matte
      self.alphaThreshold = alphaThreshold
      self.minimumDelay = minimumDelay
      self.maxColors = maxColors
    }

    func validate() throws {
      try SwellError.check(loopCount, "loopCount", in: 0...65535)
      guard alphaThreshold.isFinite, alphaThreshold > 0, alphaThreshold <= 1 else {
        throw SwellError.invalidParameter(
          name: "alphaThreshold", value: "\(alphaThreshold)",
          accepted: "a finite number in 0 < t ≤ 1")
      }
      try SwellError.check(minimumDelay, "minimumDelay", in: 1...100)
      try SwellError.check(maxColors, "maxColors", in: 2...256)
    }
  }

  /// The options in use.
  public let options: Options
  /// Where the animation goes: nothing is there until `finish()` succeeds.
  private let file: AtomicFile
  /// The path the animation is written to.
  public var path: String { file.path }
  private var gif: GIFFile?
  private var frames = FrameSequence(unitsPerSecond: 100)
  /// The newest frame, held until the next one tells how long it lasts and how to dispose it.
  private var pending: Frame?
  /// What the canvas shows after the last written frame, and how that frame is disposed.
  private var canvas: (pixels: [UInt32], disposal: GIFFile.Disposal)?
  private var firstFrameIsTransparent = false
  private var written = 0

  /// Prepares to write `path`; the file appears only when `finish()` succeeds.
  ///
  /// - Throws: `SwellError.invalidParameter` for options out of range;
  ///   `RenderError.cannotWrite` naming `path` when its directory is not writable.
  public init(path: String, options: Options = Options()) throws {
    try options.validate()
    self.options = options
    file = try AtomicFile(path: path, failing: RenderError.writeFailure)
  }

  /// Adds the next frame, shown for `duration` seconds (see `FrameEncoder`).
  public func append(_ image: RGBAFrame, duration: Double) throws {
    let (_, start, frameSize, _) = try frames.admit(image, duration: duration)
    let frame = Frame(image: image, start: start, options: options)
    if gif == nil {
      gif = try GIFFile(
        file: file, width: frameSize.width, height: frameSize.height, plays: options.loopCount)
      firstFrameIsTransparent = frame.isTransparent
    }
    if let pending {
      if frame.pixels == pending.pixels { return }
      if start - pending.start < options.minimumDelay { return }
      try write(pending, delay: start - pending.start, next: frame)
    }
    pending = frame
  }

  /// Writes the last frame and the trailer, then moves the file into place.
  public func finish() throws {
    try frames.finish()
    guard let pending, let gif else {
      file.discard()
      throw ExportError.noFrames
    }
    try write(pending, delay: max(frames.clock.elapsedUnits - pending.start, 1), next: nil)
    self.pending = nil
    try gif.close()
    try file.commit()
  }

  /// Writes `frame` shown for `delay` centiseconds. GIF stores a delay in 16 bits, so a
  /// longer one becomes the frame followed by unchanged 1 × 1 frames holding the rest.
  private func write(_ frame: Frame, delay: Int, next: Frame?) throws {
    var remaining = delay
    while remaining > GIFFile.maximumDelay {
      try writeImage(frame, delay: GIFFile.maximumDelay, next: frame)
      remaining -= GIFFile.maximumDelay
    }
    try writeImage(frame, delay: remaining, next: next)
  }

  private func writeImage(_ frame: Frame, delay: Int, next: Frame?) throws {
    guard let gif, let size = frames.size else { return }
    // At the loop's end the first frame follows.
    let nextIsTransparent = next?.isTransparent ?? firstFrameIsTransparent
    let disposal: GIFFile.Disposal = nextIsTransparent ? .clear : .keep
    var rect = (x: 0, y: 0, width: size.width, height: size.height)
    if let canvas, canvas.disposal == .keep, !frame.isTransparent, !nextIsTransparent {
      rect =
        Frame.changedRectangle(from: canvas.pixels, to: frame.pixels, width: size.width)
        ?? (0, 0, 1, 1)
    }
    var opaque: [UInt32] = []
    opaque.reserveCapacity(rect.width * rect.height)
    for y in rect.y..<(rect.y + rect.height) {
      let row = y * size.width
      for x in rect.x..<(rect.x + rect.width) where frame.pixels[row + x] != 0 {
        opaque.append(frame.pixels[row + x])
      }
    }
    let maxColors = frame.isTransparent ? min(options.maxColors, 255) : options.maxColors
    let palette = MedianCut(pixels: opaque, maxColors: maxColors)
    let transparentIndex = frame.isTransparent ? palette.colors.count : nil
    var indices = [UInt8](repeating: 0, count: rect.width * rect.height)
    var i = 0
    for y in rect.y..<(rect.y + rect.height) {
      let row = y * size.width
      for x in rect.x..<(rect.x + rect.width) {
        let pixel = frame.pixels[row + x]
        indices[i] = pixel == 0 ? UInt8(transparentIndex ?? 0) : palette.index(of: pixel)
        i += 1
      }
    }
    let colors = palette.colors + (transparentIndex == nil ? [] : [0])
    try gif.writeFrame(
      x: rect.x, y: rect.y, width: rect.width, height: rect.height, colors: colors,
      indices: indices, delay: delay, disposal: disposal, transparentIndex: transparentIndex,
      frame: written)
    written += 1
    canvas = (frame.pixels, disposal)
  }
}

/// One frame reduced to what GIF can show: 0xFFRRGGBB for a drawn pixel, 0 for a transparent
/// one.
private struct Frame {
  let pixels: [UInt32]
  let start: Int
  let isTransparent: Bool

  init(image: RGBAFrame, start: Int, options: AnimatedGIFEncoder.Options) {
    self.start = start
    let rgba = image.bytes
    var pixels = [UInt32](repeating: 0, count: rgba.count / 4)
    var transparent = false
    if let matte = options.matte?.clamped {
      let m = [matte.red, matte.green, matte.blue].map { Int(($0 * 255).rounded()) }
      for p in pixels.indices {
        let i = p * 4
        let a = Int(rgba[i + 3])
        // Straight colour over an opaque matte: c·a + m·(1 − a), rounded.
        func over(_ c: Int, _ background: Int) -> UInt32 {
          UInt32((c * a + background * (255 - a) + 127) / 255)
        }
        pixels[p] =
          0xFF00_0000 | over(Int(rgba[i]), m[0]) << 16 | over(Int(rgba[i + 1]), m[1]) << 8
          | over(Int(rgba[i + 2]), m[2])
      }
    } else {
      let threshold = UInt8(min(max((options.alphaThreshold * 255).rounded(), 1), 255))
      for p in pixels.indices {
        let i = p * 4
        if rgba[i + 3] >= threshold {
          pixels[p] =
            0xFF00_0000 | UInt32(rgba[i]) << 16 | UInt32(rgba[i + 1]) << 8 | UInt32(rgba[i + 2])
        } else {
          transparent = true
        }
      }
    }
    self.pixels = pixels
    isTransparent = transparent
  }

  /// The smallest rectangle holding every pixel that differs, or nil when none does.
  static func changedRectangle(
    from old: [UInt32], to new: [UInt32], width: Int
  ) -> (x: Int, y: Int, width: Int, height: Int)? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for i in new.indices where old[i] != new[i] {
      let (y, x) = i.quotientAndRemainder(dividingBy: width)
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
    }
    guard maxX >= 0 else { return nil }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }
}
