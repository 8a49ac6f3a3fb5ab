import _SwellFiles

/// An error raised while drawing a scene or writing an image file.
///
/// Each case names what failed so the message can be shown to a user as is:
///
///     do { try renderer.writePNG(scene, to: "/root/x.png") }
///     catch { print(error) }  // cannot write /root/x.png: Permission denied
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A cairo call failed.
  ///
  /// - Parameters:
  ///   - operation: what Swell was doing (`"create a 750 × 240 image surface"`).
  ///   - status: cairo's own description of the failure.
  case cairo(operation: String, status: String)

  /// A file could not be created, written or moved into place. Nothing is left at `path`.
  ///
  /// - Parameters:
  ///   - path: the file the caller asked for (not the temporary file).
  ///   - reason: the system's explanation (`"Permission denied"`).
  case cannotWrite(path: String, reason: String)

  /// A file could not be read or decoded.
  ///
  /// - Parameters:
  ///   - path: the file the caller asked for.
  ///   - reason: the explanation.
  case cannotRead(path: String, reason: String)

  /// A human-readable description naming the operation or the path.
  public var description: String {
    switch self {
    case .cairo(let operation, let status):
      return "cairo failed to \(operation): \(status)"
    case .cannotWrite(let path, let reason):
      return "cannot write \(path): \(reason)"
    case .cannotRead(let path, let reason):
      return "cannot read \(path): \(reason)"
    }
  }
}

extension RenderError {
  /// How the package's atomic writers report a path they cannot write: `cannotWrite`.
  package static let writeFailure: WriteFailure = { path, reason in
    RenderError.cannotWrite(path: path, reason: reason)
  }
}
