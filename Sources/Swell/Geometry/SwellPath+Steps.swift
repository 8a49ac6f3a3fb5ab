/// One step of drawing a path (`SwellPath.forEachStep`).
package enum PathStep {
  /// A subpath begins at the point.
  case begin(SwellPoint)
  /// A line or curve of the open subpath, from the current point.
  case segment(BezierSegment)
  /// `closeSubpath`: the straight line back to the subpath's start (possibly of zero length),
  /// which closes it.
  case close(BezierSegment)
}

extension SwellPath {
  /// Calls `body` with each step of drawing the path and the index of the element that takes
  /// it, in order, by the rules cairo and Core Graphics draw by. Every reader of a path follows
  /// them (the renderer, the Lottie exporter, length, trimming, bounds, flattening, SVG data),
  /// so each shows what the renderer draws:
  ///
  /// - a move begins a subpath;
  /// - a line with no current point (before anything else is drawn) only begins a subpath at
  ///   its end; a curve with no current point begins one at its (first) control point;
  /// - `closeSubpath` draws the line back to the subpath's start and ends the subpath; a line,
  ///   curve or close after it begins a new subpath at that start (a second close, an empty
  ///   closed subpath there); a close before anything is drawn or moved to does nothing.
  @inline(__always)
  package func forEachStep(_ body: (_ elementIndex: Int, _ step: PathStep) -> Void) {
    var current: SwellPoint?  // nil until something is drawn or moved to
    var start = SwellPoint.zero  // the open (or last closed) subpath's start
    var isOpen = false
    /// The current point, beginning a subpath there (at `fallback` without one) if none is open.
    @inline(__always) func pen(_ index: Int, _ fallback: SwellPoint) -> SwellPoint {
      let point = current ?? fallback
      if !isOpen {
        body(index, .begin(point))
        (start, isOpen) = (point, true)
      }
      return point
    }
    for index in elements.indices {
      switch elements[index] {
      case .move(let p):
        body(index, .begin(p))
        (current, start, isOpen) = (p, p, true)
      case .line(let p):
        guard let from = current else {
          body(index, .begin(p))
          (current, start, isOpen) = (p, p, true)
          continue
        }
        body(index, .segment(.line(pen(index, from), p)))
        current = p
      case .quadCurve(let p, let c):
        body(index, .segment(.quad(pen(index, c), c, p)))
        current = p
      case .curve(let p, let c1, let c2):
        body(index, .segment(.cubic(pen(index, c1), c1, c2, p)))
        current = p
      case .closeSubpath:
        guard let from = current else { continue }  // nothing drawn or moved to yet
        body(index, .close(.line(pen(index, from), start)))
        (current, isOpen) = (start, false)
      }
    }
  }
}
