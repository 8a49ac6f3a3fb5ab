extension SwellPath {
  /// The smallest tolerance `flattened(tolerance:)` honours (pt): a thousandth of a point, far
  /// below a pixel at any screen scale. Smaller, zero, negative and NaN tolerances use this.
  static let minimumFlatteningTolerance = 0.001

  /// The most lines one curve becomes in `flattened(tolerance:)`, so that no input can make it
  /// run away. Enough to honour the minimum tolerance for curves thousands of points across.
  static let maximumLinesPerCurve = 16_384

  /// The path with every curve replaced by straight lines that stay within `tolerance` of it.
  ///
  /// - Parameter tolerance: the largest distance (pt) allowed between the curve and its lines.
  ///   Values below 0.001 pt (zero, negative and NaN included) are raised to 0.001 pt, far
  ///   below a pixel at any screen scale.
  ///
  /// Moves, lines and `closeSubpath` are kept as they are, and where a subpath begins without a
  /// move (`forEachStep`) a move is written, so the result draws where the path does; a close
  /// before anything is drawn, which draws nothing, is left out. Each curve is cut at equal
  /// parameter steps, as many as Wang's bound asks for a degree-n Bézier:
  /// N = ⌈√(n(n−1)·M / (8·tolerance))⌉, M the largest second difference of its control points,
  /// which guarantees the deviation. At most 16 384 lines per curve, so that no input can make
  /// it run away (enough for the 0.001 pt floor on curves thousands of points across).
  public func flattened(tolerance: Double) -> SwellPath {
    let tolerance =
      tolerance > Self.minimumFlatteningTolerance
      ? tolerance : Self.minimumFlatteningTolerance
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    forEachStep { elementIndex, step in
      let segment: BezierSegment
      switch step {
      case .begin(let point):
        result.append(.move(to: point))
        return
      case .close:
        result.append(.closeSubpath)
        return
      case .segment(let drawn): segment = drawn
      }
      guard segment.degree != .line else {
        result.append(elements[elementIndex])
        return
      }
      let count = segment.flatteningLineCount(tolerance: tolerance)
      let step = 1 / Double(count)
      for i in 1..<count {
        result.append(.line(to: segment.point(at: Double(i) * step)))
      }
      result.append(.line(to: segment.end))  // exact end, no rounding
    }
    return SwellPath(elements: result)
  }
}

extension BezierSegment {
  /// How many equal parameter steps keep the chords within `tolerance` (pt) of the curve, by
  /// Wang's bound; 1 for lines, at most `SwellPath.maximumLinesPerCurve`.
  func flatteningLineCount(tolerance: Double) -> Int {
    let secondDifference: Double
    let factor: Double  // n(n−1)/8
    switch degree {
    case .line:
      return 1
    case .quad:
      secondDifference = (p0 - p1 * 2 + p2).magnitude
      factor = 0.25
    case .cubic:
      secondDifference = Swift.max((p0 - p1 * 2 + p2).magnitude, (p1 - p2 * 2 + p3).magnitude)
      factor = 0.75
    }
    let count = (factor * secondDifference / tolerance).squareRoot().rounded(.up)
    // Non-finite control points: one line, garbage in, no time lost (and no trap in `Int`).
    guard count.isFinite else { return 1 }
    return Swift.max(1, Int(Swift.min(count, Double(SwellPath.maximumLinesPerCurve))))
  }
}

extension SwellPoint {
  /// The distance from the origin, √(x² + y²).
  @inline(__always)
  fileprivate var magnitude: Double { (x * x + y * y).squareRoot() }
}
