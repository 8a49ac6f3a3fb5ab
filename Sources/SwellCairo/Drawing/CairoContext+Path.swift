internal import CCairo
import Swell

extension CairoContext {
  /// Replaces cairo's current path with `path`, in the current user space, step by step as
  /// every reader of a path takes it (`SwellPath.forEachStep`).
  ///
  /// cairo has no quadratic Bézier, so each one is raised to the cubic with the same curve
  /// (`BezierSegment.cubicControls`).
  func setPath(_ path: SwellPath) {
    cairo_new_path(cr)
    path.forEachStep { _, step in
      switch step {
      case .begin(let p):
        cairo_move_to(cr, p.x, p.y)
      case .segment(let segment) where segment.degree == .line:
        cairo_line_to(cr, segment.p1.x, segment.p1.y)
      case .segment(let segment):
        let (c1, c2) = segment.cubicControls
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, segment.end.x, segment.end.y)
      case .close:
        cairo_close_path(cr)
      }
    }
  }
}
