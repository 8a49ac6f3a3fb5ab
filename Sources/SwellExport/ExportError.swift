/// An error raised while encoding an animation or a sequence of frames.
///
/// File-system failures are reported as `RenderError.cannotWrite` (from SwellCairo) naming the
/// path; invalid parameters as `SwellError.invalidParameter`.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An encoder library call failed.
  ///
  /// - Parameters:
  ///   - operation: what Swell was doing (`"add frame 12 to the WebP animation"`).
  ///   - reason: the library's own message.
  case encoderFailed(operation: String, reason: String)

  /// A frame's pixel size differs from the first frame's; animations have one size.
  case frameSizeChanged(frame: Int, expected: String, actual: String)

  /// `finish()` was called on an encoder that received no frame, or the scene sequence given
  /// to an `Exporter` was empty.
  case noFrames

  /// A frame was appended, or `finish()` called, after the encoder had finished.
  case alreadyFinished

  /// A human-readable description naming the operation or the frame.
  public var description: String {
    switch self {
    case .encoderFailed(let operation, let reason):
      return "could not \(operation): \(reason)"
    case .frameSizeChanged(let frame, let expected, let actual):
      return "frame \(frame) is \(actual) but the animation is \(expected)"
    case .noFrames:
      return "there are no frames to export"
    case .alreadyFinished:
      return "the encoder has already finished"
    }
  }
}
