/// One drawn piece of a path — a line, a quadratic or a cubic Bézier — with its start point made
/// explicit, so that measuring, trimming and flattening need not track the current point.
///
/// Not public: the public API speaks in `SwellPath.Element`s; the cairo renderer and the Lottie
/// exporter read paths as segments too (`SwellPath.forEachStep`). A segment is a plain value of
/// four points (unused ones are zero), so iterating a path's segments allocates nothing.
package struct BezierSegment {
  /// The polynomial degree: 1 line, 2 quadratic, 3 cubic.
  package enum Degree: UInt8 {
    case line = 1
    case quad = 2
    case cubic = 3
  }

  /// The polynomial degree.
  package var degree: Degree
  /// The start point.
  package var p0: SwellPoint
  /// Line: the end. Quadratic: the control point. Cubic: the first control point.
  package var p1: SwellPoint
  /// Quadratic: the end. Cubic: the second control point. Unused (zero) for lines.
  package var p2: SwellPoint
  /// Cubic: the end. Unused (zero) otherwise.
  package var p3: SwellPoint

  @inline(__always)
  static func line(_ p0: SwellPoint, _ p1: SwellPoint) -> BezierSegment {
    BezierSegment(degree: .line, p0: p0, p1: p1, p2: .zero, p3: .zero)
  }

  @inline(__always)
  static func quad(_ p0: SwellPoint, _ p1: SwellPoint, _ p2: SwellPoint) -> BezierSegment {
    BezierSegment(degree: .quad, p0: p0, p1: p1, p2: p2, p3: .zero)
  }

  @inline(__always)
  package static func cubic(_ p0: SwellPoint, _ p1: SwellPoint, _ p2: SwellPoint, _ p3: SwellPoint)
    -> BezierSegment
  {
    BezierSegment(degree: .cubic, p0: p0, p1: p1, p2: p2, p3: p3)
  }

  /// The end point.
  @inline(__always)
  package var end: SwellPoint {
    switch degree {
    case .line: return p1
    case .quad: return p2
    case .cubic: return p3
    }
  }

  /// The control points of the same curve as a cubic: a quadratic's raised exactly
  /// (P0 + ⅔(C − P0) and P2 + ⅔(C − P2)), a cubic's own, a line's two ends (a straight cubic).
  package var cubicControls: (SwellPoint, SwellPoint) {
    switch degree {
    case .line: return (p0, p1)
    case .quad: return (p0 + (p1 - p0) * (2.0 / 3.0), p2 + (p1 - p2) * (2.0 / 3.0))
    case .cubic: return (p1, p2)
    }
  }

  /// The length of the control polygon: an upper bound of the arc length (pt).
  package var polygonLength: Double {
    switch degree {
    case .line: return p0.distance(to: p1)
    case .quad: return p0.distance(to: p1) + p1.distance(to: p2)
    case .cubic: return p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
    }
  }

  /// The point at parameter `t` in 0…1 (Bernstein form, exact at both ends).
  @inline(__always)
  func point(at t: Double) -> SwellPoint {
    let s = 1 - t
    switch degree {
    case .line:
      return SwellPoint(x: s * p0.x + t * p1.x, y: s * p0.y + t * p1.y)
    case .quad:
      let (b0, b1, b2) = (s * s, 2 * s * t, t * t)
      return SwellPoint(
        x: b0 * p0.x + b1 * p1.x + b2 * p2.x,
        y: b0 * p0.y + b1 * p1.y + b2 * p2.y)
    case .cubic:
      let (b0, b1, b2, b3) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
      return SwellPoint(
        x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
        y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
    }
  }

  /// The derivative B′(t) as the polynomial a·t² + b·t + c (per axis).
  var derivative: DerivativePolynomial {
    switch degree {
    case .line:
      return DerivativePolynomial(a: .zero, b: .zero, c: p1 - p0)
    case .quad:
      return DerivativePolynomial(
        a: .zero, b: (p2 - p1 * 2 + p0) * 2, c: (p1 - p0) * 2)
    case .cubic:
      return DerivativePolynomial(
        a: (p3 - p2 * 3 + p1 * 3 - p0) * 3,
        b: (p2 - p1 * 2 + p0) * 6,
        c: (p1 - p0) * 3)
    }
  }

  /// The piece of this segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), found
  /// exactly by de Casteljau subdivision, as a segment of the same degree.
  func subsegment(from t0: Double, to t1: Double) -> BezierSegment {
    if t0 <= 0 && t1 >= 1 { return self }
    switch degree {
    case .line:
      return .line(point(at: t0), point(at: t1))
    case .quad, .cubic:
      // Keep [0, t1], then the part of that beyond t0 (rescaled to its own parameter).
      var piece = t1 >= 1 ? self : splitLeft(at: t1)
      if t0 > 0 {
        let u = t1 > 0 ? t0 / t1 : 1
        piece = piece.splitRight(at: Swift.min(u, 1))
      }
      return piece
    }
  }

  /// The parts over [0, t] and [t, 1], by de Casteljau: together they trace the segment
  /// exactly.
  package func split(at t: Double) -> (BezierSegment, BezierSegment) {
    (splitLeft(at: t), splitRight(at: t))
  }

  /// The part over [0, t], by de Casteljau.
  private func splitLeft(at t: Double) -> BezierSegment {
    switch degree {
    case .line:
      return .line(p0, p0.lerp(to: p1, t))
    case .quad:
      let a = p0.lerp(to: p1, t)
      let b = p1.lerp(to: p2, t)
      return .quad(p0, a, a.lerp(to: b, t))
    case .cubic:
      let a = p0.lerp(to: p1, t)
      let b = p1.lerp(to: p2, t)
      let c = p2.lerp(to: p3, t)
      let ab = a.lerp(to: b, t)
      let bc = b.lerp(to: c, t)
      return .cubic(p0, a, ab, ab.lerp(to: bc, t))
    }
  }

  /// The part over [t, 1], by de Casteljau.
  private func splitRight(at t: Double) -> BezierSegment {
    switch degree {
    case .line:
      return .line(p0.lerp(to: p1, t), p1)
    case .quad:
      let a = p0.lerp(to: p1, t)
      let b = p1.lerp(to: p2, t)
      return .quad(a.lerp(to: b, t), b, p2)
    case .cubic:
      let a = p0.lerp(to: p1, t)
      let b = p1.lerp(to: p2, t)
      let c = p2.lerp(to: p3, t)
      let ab = a.lerp(to: b, t)
      let bc = b.lerp(to: c, t)
      return .cubic(ab.lerp(to: bc, t), bc, c, p3)
    }
  }

  /// The segment as a path element drawn from its start point (a line for lines).
  var element: SwellPath.Element {
    switch degree {
    case .line: return .line(to: p1)
    case .quad: return .quadCurve(to: p2, control: p1)
    case .cubic: return .curve(to: p3, control1: p1, control2: p2)
    }
  }
}

/// B′(t) = a·t² + b·t + c, each coefficient a vector.
struct DerivativePolynomial {
  var a: SwellPoint
  var b: SwellPoint
  var c: SwellPoint

  /// The velocity vector at `t`.
  @inline(__always)
  func value(at t: Double) -> SwellPoint {
    SwellPoint(x: (a.x * t + b.x) * t + c.x, y: (a.y * t + b.y) * t + c.y)
  }

  /// The speed |B′(t)| (pt per unit of parameter).
  @inline(__always)
  func speed(at t: Double) -> Double {
    let x = (a.x * t + b.x) * t + c.x
    let y = (a.y * t + b.y) * t + c.y
    return (x * x + y * y).squareRoot()
  }
}

extension SwellPath {
  /// Calls `body` with each drawn segment and the index of the element that drew it, in order:
  /// the segments and closing lines of `forEachStep`.
  @inline(__always)
  func forEachSegment(_ body: (_ elementIndex: Int, _ segment: BezierSegment) -> Void) {
    forEachStep { index, step in
      switch step {
      case .begin: break
      case .segment(let segment), .close(let segment): body(index, segment)
      }
    }
  }
}
