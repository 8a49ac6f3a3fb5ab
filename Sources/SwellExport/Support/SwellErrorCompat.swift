import Swell

/// Builds `SwellError.invalidParameter` the way Swell's own (internal) checks word it.
enum SwellErrorCompat {
  /// `SwellError.invalidParameter(name:value:accepted:)`.
  static func invalid(_ name: String, _ value: String, _ accepted: String) -> SwellError {
    .invalidParameter(name: name, value: value, accepted: accepted)
  }

  /// Throws unless `value` is in `range`.
  static func check(_ value: Int, _ name: String, in range: ClosedRange<Int>) throws {
    guard range.contains(value) else {
      throw invalid(name, "\(value)", "an integer in \(range.lowerBound)…\(range.upperBound)")
    }
  }

  /// Throws unless `value` is finite and in `range`.
  static func check(_ value: Double, _ name: String, in range: ClosedRange<Double>) throws {
    guard value.isFinite, range.contains(value) else {
      throw invalid(
        name, "\(value)", "a finite number in \(range.lowerBound)…\(range.upperBound)")
    }
  }
}

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
