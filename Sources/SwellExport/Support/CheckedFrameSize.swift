import Swell

extension CheckedFrameSize {
  /// The "W × H px" text used in errors.
  var text: String { "\(width) × \(height) px" }
}

/// The pixel size of an animation, fixed by its first frame.
struct CheckedFrameSize: Equatable {
  var width: Int
  var height: Int

  /// Throws `ExportError.frameSizeChanged` unless `other` equals `self`.
  func check(_ other: CheckedFrameSize, frame: Int) throws {
    guard other == self else {
      throw ExportError.frameSizeChanged(frame: frame, expected: text, actual: other.text)
    }
  }
}
