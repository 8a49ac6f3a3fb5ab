/// An error raised by Swell when a caller passes a value it cannot use.
///
/// Every case names what was wrong so that the message can be shown to a user as is:
///
///     do { _ = try SwellSpring(duration: -1, bounce: 0) }
///     catch { print(error) }  // duration = -1.0 is out of range: a finite number > 0.0
public enum SwellError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter had a value outside the range it accepts.
  ///
  /// - Parameters:
  ///   - name: the parameter, as the caller spells it (`"duration"`, `"keyTimes[2]"`).
  ///   - value: the value that was given, printed.
  ///   - accepted: the accepted range, in words (`"a finite number > 0"`).
  case invalidParameter(name: String, value: String, accepted: String)

  /// Two paths were combined element by element but their element kinds differ.
  case incompatiblePaths(String)

  /// JSON text is not strict JSON (RFC 8259): `problem` says what was found where (a repeated
  /// key, a trailing comma, a comment), at a 1-based `line` and `column`.
  case malformedJSON(problem: String, line: Int, column: Int)

  /// A human-readable description naming the offending value.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let value, let accepted):
      return "\(name) = \(value) is out of range: \(accepted)"
    case .incompatiblePaths(let reason):
      return "paths cannot be interpolated: \(reason)"
    case .malformedJSON(let problem, let line, let column):
      return "malformed JSON at line \(line), column \(column): \(problem)"
        + " (strict JSON: no repeated keys, trailing commas or comments)"
    }
  }
}

// The checks every target of the package uses, so that one wording names every bad value.
extension SwellError {
  /// Throws `invalidParameter` unless `value` is finite and inside `range`.
  ///
  /// Used by initializers to validate their arguments in one line.
  package static func check(
    _ value: Double, _ name: String,
    in range: ClosedRange<Double> = -.greatestFiniteMagnitude
      ... .greatestFiniteMagnitude, accepted: String? = nil
  ) throws {
    guard value.isFinite, range.contains(value) else {
      throw SwellError.invalidParameter(
        name: name, value: "\(value)",
        accepted: accepted ?? Self.describe(range))
    }
  }

  /// Throws `invalidParameter` unless `value` is finite and strictly greater than `bound`.
  package static func checkPositive(_ value: Double, _ name: String, above bound: Double = 0) throws
  {
    guard value.isFinite, value > bound else {
      throw SwellError.invalidParameter(
        name: name, value: "\(value)", accepted: "a finite number > \(bound)")
    }
  }

  /// `text` in double quotes for a message, cut after `limit` characters with an ellipsis:
  /// bad input is echoed so a user can find it, never in full (a 20 MB name stays a line).
  package static func quote(_ text: String, limit: Int = 64) -> String {
    "\"\(clip(text, limit: limit))\""
  }

  /// `text` cut after `limit` characters with an ellipsis and the full length, for messages
  /// that quote it their own way.
  package static func clip(_ text: String, limit: Int = 64) -> String {
    guard text.count > limit else { return text }
    return "\(text.prefix(limit))… (\(text.count) characters)"
  }

  /// Throws `invalidParameter` unless `value` is finite and ≥ 0.
  package static func checkNonNegative(_ value: Double, _ name: String) throws {
    guard value.isFinite, value >= 0 else {
      throw SwellError.invalidParameter(
        name: name, value: "\(value)", accepted: "a finite number ≥ 0")
    }
  }

  /// Throws `invalidParameter` unless the whole number `value` is inside `range`.
  package static func check(_ value: Int, _ name: String, in range: ClosedRange<Int>) throws {
    guard range.contains(value) else {
      throw SwellError.invalidParameter(
        name: name, value: "\(value)",
        accepted: "an integer in \(range.lowerBound)…\(range.upperBound)")
    }
  }

  private static func describe(_ range: ClosedRange<Double>) -> String {
    switch (
      range.lowerBound == -.greatestFiniteMagnitude, range.upperBound == .greatestFiniteMagnitude
    ) {
    case (true, true): return "a finite number"
    case (false, true): return "a finite number ≥ \(range.lowerBound)"
    case (true, false): return "a finite number ≤ \(range.upperBound)"
    case (false, false): return "a finite number in \(range.lowerBound)…\(range.upperBound)"
    }
  }
}
