import Testing

@testable import Swell

/// Whether `a` and `b` agree within an absolute or a relative tolerance (the larger wins),
/// in the manner of swift-numerics' `isApproximatelyEqual`.
func isClose(
  _ a: Double, _ b: Double, absolute: Double = 1e-9, relative: Double = 1e-9
) -> Bool {
  guard a.isFinite, b.isFinite else { return a == b }
  return abs(a - b) <= max(absolute, relative * max(abs(a), abs(b)))
}

/// Expects `actual` to be within `tolerance` of `expected`, reporting at the caller's line.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    isClose(actual, expected, absolute: tolerance, relative: 0),
    "\(actual) is not within \(tolerance) of \(expected) \(comment.map { "— \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects two points to be within `tolerance` of each other on both axes.
func expectClose(
  _ actual: SwellPoint, _ expected: SwellPoint, tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectClose(actual.x, expected.x, tolerance: tolerance, "x", sourceLocation: sourceLocation)
  expectClose(actual.y, expected.y, tolerance: tolerance, "y", sourceLocation: sourceLocation)
}
