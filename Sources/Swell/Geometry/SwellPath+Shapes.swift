#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension SwellPath {
  /// A path made of one closed rectangle (see `addRect(_:)`).
  public init(rect: SwellRect) {
    self.init()
    addRect(rect)
  }

  /// A path made of one closed ellipse inscribed in `rect` (see `addEllipse(in:)`).
  public init(ellipseIn rect: SwellRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// Adds a closed rectangle as a new subpath: a move to its top-left corner (minX, minY), lines
  /// to the top-right, bottom-right and bottom-left corners (clockwise on screen), and a close,
  /// whose line is the left edge. As Core Graphics' `addRect`.
  ///
  /// A rectangle with a non-finite coordinate adds nothing (it cannot be drawn).
  public mutating func addRect(_ rect: SwellRect) {
    guard rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return }
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: SwellPoint(x: x0, y: y0))
    addLine(to: SwellPoint(x: x1, y: y0))
    addLine(to: SwellPoint(x: x1, y: y1))
    addLine(to: SwellPoint(x: x0, y: y1))
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in `rect` as a new subpath: a move to the right end of its
  /// horizontal axis, four cubic quarter arcs clockwise on screen (through the bottom first,
  /// since y grows downward), and a close. A square gives a circle.
  ///
  /// Each quarter uses the standard control distance 4/3·tan(π/8) ≈ 0.5523 of the semi-axis:
  /// radial error at most 2.7e-4 of the radius. A rectangle with a non-finite coordinate adds
  /// nothing.
  public mutating func addEllipse(in rect: SwellRect) {
    guard rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return }
    let (cx, cy) = (rect.midX, rect.midY)
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let k = 4.0 / 3.0 * tan(Double.pi / 8)
    let (kx, ky) = (k * rx, k * ry)
    move(to: SwellPoint(x: cx + rx, y: cy))
    addCurve(
      to: SwellPoint(x: cx, y: cy + ry), control1: SwellPoint(x: cx + rx, y: cy + ky),
      control2: SwellPoint(x: cx + kx, y: cy + ry))
    addCurve(
      to: SwellPoint(x: cx - rx, y: cy), control1: SwellPoint(x: cx - kx, y: cy + ry),
      control2: SwellPoint(x: cx - rx, y: cy + ky))
    addCurve(
      to: SwellPoint(x: cx, y: cy - ry), control1: SwellPoint(x: cx - rx, y: cy - ky),
      control2: SwellPoint(x: cx - kx, y: cy - ry))
    addCurve(
      to: SwellPoint(x: cx + rx, y: cy), control1: SwellPoint(x: cx + kx, y: cy - ry),
      control2: SwellPoint(x: cx + rx, y: cy - ky))
    closeSubpath()
  }

  /// Adds an arc of a circle, with UIKit's conventions (`UIBezierPath.addArc`).
  ///
  /// - Parameters:
  ///   - center: the circle's centre (pt).
  ///   - radius: the circle's radius (pt); a negative radius counts as its magnitude.
  ///   - startAngle: where the arc starts (radians): 0 points along +x, π/2 along +y, which is
  ///     *down* on screen.
  ///   - endAngle: where the arc ends (radians), same convention.
  ///   - clockwise: true to sweep clockwise on screen (increasing angle, since y grows
  ///     downward), false to sweep counter-clockwise (decreasing angle).
  ///
  /// The arc starts with a move to its first point when the path is empty, and with a line to
  /// it otherwise (even a zero-length one, so that the structure depends on the arguments only).
  /// The sweep follows the HTML canvas rule: if the angles differ by 2π or more in the sweep's
  /// direction the arc is a full circle; otherwise it goes from the start to the end point the
  /// short or long way round, as the direction says, never more than one turn. It is drawn as
  /// cubic Béziers of at most 90° each, with control distance 4/3·tan(θ/4)·radius for a piece
  /// of θ radians (radial error below 2.7e-4 of the radius). Non-finite arguments add nothing.
  public mutating func addArc(
    center: SwellPoint, radius: Double, startAngle: Double, endAngle: Double,
    clockwise: Bool = false
  ) {
    guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
    let r = abs(radius)
    let turn = 2 * Double.pi
    // The signed sweep: positive (increasing angle) when clockwise on screen.
    let sweep: Double
    if clockwise {
      let delta = endAngle - startAngle
      sweep = delta >= turn ? turn : positiveRemainder(delta, turn)
    } else {
      let delta = startAngle - endAngle
      sweep = -(delta >= turn ? turn : positiveRemainder(delta, turn))
    }
    let first = SwellPoint(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
    if elements.isEmpty { move(to: first) } else { addLine(to: first) }
    guard sweep != 0 else { return }
    // Quarters, with a little slack so that exactly 90°·n is n pieces despite rounding.
    let pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4) * r  // signed with the step: controls follow the sweep
    var angle = startAngle
    var (c0, s0) = (cos(angle), sin(angle))
    var from = first
    for piece in 1...pieces {
      angle = piece == pieces ? startAngle + sweep : startAngle + step * Double(piece)
      let (c1, s1) = (cos(angle), sin(angle))
      let to = SwellPoint(x: center.x + r * c1, y: center.y + r * s1)
      addCurve(
        to: to, control1: SwellPoint(x: from.x - k * s0, y: from.y + k * c0),
        control2: SwellPoint(x: to.x + k * s1, y: to.y - k * c1))
      (c0, s0, from) = (c1, s1, to)
    }
  }
}

/// `value` modulo `modulus` in [0, modulus) (`modulus` > 0).
@inline(__always)
private func positiveRemainder(_ value: Double, _ modulus: Double) -> Double {
  let r = value.truncatingRemainder(dividingBy: modulus)
  return r < 0 ? r + modulus : r
}
