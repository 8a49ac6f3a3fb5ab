import Swell
import SwellCairo
import _SwellFiles

/// Writes each frame as a numbered PNG in a directory: `frame_0001.png`, `frame_0002.png`, …
/// (more digits past 9999 frames), for video tools such as
/// `ffmpeg -framerate 30 -i frame_%04d.png`.
///
/// The directory appears whole when `finish()` succeeds: frames go into a hidden temporary
/// directory beside it that is then renamed. A directory from a previous export (holding only
/// `frame_*.png` files) is replaced; any other existing directory is refused.
public final class PNGFramesWriter: FrameEncoder {
  /// The directory the frames are written to.
  public let directory: String
  private let output: AtomicDirectory
  private var frames = FrameSequence(unitsPerSecond: 1000)

  /// Prepares to write frames into `directory`.
  ///
  /// - Throws: `RenderError.cannotWrite` naming `directory` when its parent is not writable,
  ///   or when it exists and holds anything but frames.
  public init(directory: String) throws {
    self.directory = directory
    output = try AtomicDirectory(
      path: directory, holding: "an exported frame", isReplaceable: PNGFramesWriter.isFrameName,
      failing: RenderError.writeFailure)
  }

  /// Writes the next frame's PNG. The duration is checked but not stored: PNG sequences
  /// carry no timing, the reader chooses the frame rate.
  public func append(_ frame: RGBAFrame, duration: Double) throws {
    let index = try frames.admit(frame, duration: duration).index
    let image = try CairoImage(
      pixelWidth: frame.pixelWidth, pixelHeight: frame.pixelHeight, rgba: frame.bytes)
    try image.writePNG(to: output.temporaryPath + "/" + PNGFramesWriter.fileName(index + 1))
  }

  /// Moves the directory of frames into place.
  public func finish() throws {
    try frames.finish()
    guard frames.clock.frameCount > 0 else {
      output.discard()
      throw ExportError.noFrames
    }
    try output.commit()
  }

  /// `frame_0001.png` for number 1: at least four digits.
  public static func fileName(_ number: Int) -> String {
    let digits = String(number)
    return "frame_" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
  }

  /// Whether `name` is a frame file this writer produces.
  static func isFrameName(_ name: String) -> Bool {
    guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
    let number = name.dropFirst("frame_".count).dropLast(".png".count)
    return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
  }
}
