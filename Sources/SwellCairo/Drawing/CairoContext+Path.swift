internal import CCairo
import Swell

extension CairoContext {
  /// Replaces cairo's current path with `path`, in the current user space.
  ///
  /// cairo has no quadratic Bézier, so each one is raised to the cubic with the same curve:
  /// control points P0 + ⅔(C − P0) and P1 + ⅔(C − P1).
  func setPath(_ path: SwellPath) {
    cairo_new_path(cr)
    var current: SwellPoint?
    var subpathStart: SwellPoint?
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        (current, subpathStart) = (p, p)
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        if subpathStart == nil { subpathStart = p }
        current = p
      case .quadCurve(let p, let c):
        // Like Core Graphics, a curve with no current point starts at its control point.
        let p0 = current ?? c
        if current == nil {
          cairo_move_to(cr, c.x, c.y)
          subpathStart = c
        }
        let c1 = p0 + (c - p0) * (2.0 / 3.0)
        let c2 = p + (c - p) * (2.0 / 3.0)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .curve(let p, let c1, let c2):
        if current == nil {
          cairo_move_to(cr, c1.x, c1.y)
          subpathStart = c1
        }
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .closeSubpath:
        cairo_close_path(cr)
        // After a close the pen is back at the subpath's start.
        current = subpathStart
      }
    }
  }
}
