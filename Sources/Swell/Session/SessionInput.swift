/// The rules by which `RefreshSession` takes a host's numbers at the door, once, so that no
/// state, offset, inset, context or scene ever becomes non-finite: sizes below a thousandth of
/// a point or beyond what a screen could hold, subnormals, non-finite values and coordinates
/// beyond a billion points are not sizes or places, and are ignored (the old value stays).
enum SessionInput {
  /// A viewport height or drawing width (pt).
  static let extent: ClosedRange<Double> = 0.001...10_000_000
  /// A content height (pt).
  static let contentHeight: ClosedRange<Double> = 0...100_000_000
  /// A user inset (pt).
  static let inset: ClosedRange<Double> = 0...1_000_000
  /// The largest magnitude of a location, an offset or a scroll step (pt).
  static let coordinate = 1_000_000_000.0
  /// The largest magnitude of a release velocity (pt/s); faster counts as this fast.
  static let speed = 1_000_000.0

  /// Whether `value` is usable in `range` (NaN and infinities never are).
  static func accepts(_ value: Double, in range: ClosedRange<Double>) -> Bool {
    value.isFinite && range.contains(value)
  }

  /// Whether `value` is a usable coordinate.
  static func isCoordinate(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= coordinate
  }

  /// Whether `point` is a usable location.
  static func isLocation(_ point: SwellPoint) -> Bool {
    isCoordinate(point.x) && isCoordinate(point.y)
  }
}
