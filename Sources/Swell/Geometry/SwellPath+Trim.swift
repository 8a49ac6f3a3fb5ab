extension SwellPath {
  /// The part of the path between two fractions of its length, as Core Animation's
  /// `strokeStart` and `strokeEnd` show it.
  ///
  /// - Parameters:
  ///   - start: where the part begins, as a fraction of `length` (0 is the path's start).
  ///   - end: where the part ends, as a fraction of `length` (1 is the path's end).
  ///
  /// Both fractions are clamped to 0…1, and NaN counts as 0. The part runs across segments and
  /// subpaths: every subpath it touches begins with a move to where the part enters it. Curves
  /// cut in two are split exactly (de Casteljau) at the parameter whose arc length is the cut
  /// distance. A subpath taken whole keeps its `closeSubpath`; a part of a closing line becomes a
  /// line. Gives the path itself when the range is 0…1, and an empty path when `start ≥ end` or
  /// the path has no (or no finite) length.
  public func trimmed(from start: Double, to end: Double) -> SwellPath {
    let from = start > 0 ? Swift.min(start, 1) : 0  // NaN fails `> 0`
    let to = end > 0 ? Swift.min(end, 1) : 0
    if from <= 0 && to >= 1 { return self }
    guard from < to, !elements.isEmpty else { return SwellPath() }
    // Segment lengths are needed twice (for the total, then to locate the cuts): keep them in
    // a stack buffer rather than integrating twice or allocating.
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: elements.count) { lengths in
      var total = 0.0
      forEachSegment { index, segment in
        let l = segment.arcLength
        lengths[index] = l
        total += l
      }
      guard total > 0, total.isFinite else { return SwellPath() }
      return trimmed(from: from * total, to: to * total, total: total, lengths: lengths)
    }
  }

  /// The part between two distances along the path (pt, 0 ≤ lower < upper ≤ total), given
  /// every drawing element's arc length at its index.
  private func trimmed(
    from lower: Double, to upper: Double, total: Double,
    lengths: UnsafeMutableBufferPointer<Double>
  ) -> SwellPath {
    let sliver = total * 1e-12
    var result: [Element] = []
    result.reserveCapacity(elements.count + 2)
    var distance = 0.0  // arc length before the current segment
    var subpathIsWhole = false  // the output subpath began at the original's start
    var outputIsOpen = false  // a move has been written for the current subpath
    var atSubpathStart = false  // no segment of the original's subpath seen yet
    forEachStep { index, step in
      let segment: BezierSegment
      let isClose: Bool
      switch step {
      case .begin:
        (outputIsOpen, subpathIsWhole, atSubpathStart) = (false, false, true)
        return
      case .segment(let drawn): (segment, isClose) = (drawn, false)
      case .close(let line): (segment, isClose) = (line, true)
      }
      let isSubpathStart = atSubpathStart
      atSubpathStart = false
      let length = lengths[index]
      let a = distance
      let b = distance + length
      distance = b
      // Skip what lies outside [lower, upper], and slivers that rounding leaves at a boundary
      // (a cut landing on a segment's end must not start a zero-length piece of the next one).
      // Zero-length segments count when strictly inside; a zero-length close counts only to
      // keep a subpath closed when all of it is taken (even if the range ends right there),
      // since as a line it draws nothing.
      if length > 0 {
        guard Swift.min(b, upper) - Swift.max(a, lower) > sliver else { return }
      } else if isClose {
        guard outputIsOpen, subpathIsWhole, a <= upper + sliver else { return }
      } else {
        guard a > lower, a < upper else { return }
      }
      let cutsStart = lower - a > sliver
      let cutsEnd = b - upper > sliver
      let piece: BezierSegment
      if cutsStart || cutsEnd {
        let t0 = cutsStart ? segment.parameter(atDistance: lower - a, total: length) : 0
        let t1 = cutsEnd ? segment.parameter(atDistance: upper - a, total: length) : 1
        piece = segment.subsegment(from: t0, to: t1)
      } else {
        piece = segment
      }
      if !outputIsOpen {
        result.append(.move(to: piece.p0))
        outputIsOpen = true
        subpathIsWhole = !cutsStart && isSubpathStart
      }
      if isClose && subpathIsWhole && !cutsEnd {
        result.append(.closeSubpath)
      } else {
        result.append(piece.element)
      }
    }
    return SwellPath(elements: result)
  }
}
