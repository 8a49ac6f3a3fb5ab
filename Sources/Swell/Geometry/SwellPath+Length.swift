extension SwellPath {
  /// The total arc length of everything the path draws (pt), to within 1e-6 relative (in
  /// practice about 1e-12).
  ///
  /// Lines, quadratic and cubic Béziers count, and so does the line that `closeSubpath` draws
  /// back to its subpath's start; moves do not. Curves are integrated numerically (adaptive
  /// Gauss–Legendre quadrature of the speed |B′(t)|); lines are exact.
  public var length: Double {
    var total = 0.0
    forEachSegment { _, segment in total += segment.arcLength }
    return total
  }
}
