#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

extension SineWave {
  /// The most curves one path holds (16 384 periods); a longer span is cut at its end.
  static let maximumPieces = 65_536

  /// The wave from x0 to x1 (pt) as a move and cubic Béziers, within 1e-4 × amplitude of the
  /// true curve everywhere (measured vertically).
  ///
  /// The curves split the wave at its quarter periods (zero crossings and crests), so a span
  /// gets at most 4 curves a period plus one partial curve at each end. The path runs from x0 to
  /// x1 even when x1 < x0; x0 = x1 gives a lone move. Each curve starts and ends on the wave
  /// with the wave's tangent there. Non-finite x0 or x1 count as 0.
  public func path(from x0: Double, to x1: Double) -> SwellPath {
    path(from: x0, to: x1, extraElements: 0)
  }

  /// `path(from:to:)` with room reserved for `extraElements` more elements, which a caller
  /// that appends to the path then adds without growing its storage.
  func path(from x0: Double, to x1: Double, extraElements: Int) -> SwellPath {
    let start = x0.isFinite ? x0 : 0
    var end = x1.isFinite ? x1 : 0
    let quarter = Double.pi / 2
    let limit = Double(Self.maximumPieces - 2) * quarter / angularFrequency
    if abs(end - start) > limit { end = start + (end > start ? limit : -limit) }
    var path = SwellPath()
    guard end != start else {
      path.move(to: SwellPoint(x: start, y: y(at: start)))
      return path
    }
    let (low, high) = (min(start, end), max(start, end))
    // One curve per quarter the span touches, at most: the move, the curves and the extras.
    let touched = abs(angle(at: high) - angle(at: low)) / quarter
    let estimate = touched < Double(Self.maximumPieces) ? Int(touched) + 2 : Self.maximumPieces
    path.reserveCapacity(estimate + 1 + extraElements)
    if end > start {
      path.move(to: SwellPoint(x: start, y: y(at: start)))
      appendCurves(from: low, to: high, into: &path)
      return path
    }
    // The same curves walked backwards: each one's control points swap.
    var forward = SwellPath()
    forward.reserveCapacity(estimate + 1)
    forward.move(to: SwellPoint(x: low, y: y(at: low)))
    appendCurves(from: low, to: high, into: &forward)
    let elements = forward.elements
    path.move(to: SwellPoint(x: start, y: y(at: start)))
    for index in stride(from: elements.count - 1, to: 0, by: -1) {
      guard case .curve(_, let control1, let control2) = elements[index],
        let to = elements[index - 1].endPoint
      else { continue }
      path.addCurve(to: to, control1: control2, control2: control1)
    }
    return path
  }

  /// The wave from x0 to x1 closed along the horizontal line at `y` (pt): the wave, a line
  /// down (or up) to y at x1, a line back to x0 and a close. A non-finite y counts as 0.
  public func filledPath(from x0: Double, to x1: Double, closingAt y: Double) -> SwellPath {
    var path = path(from: x0, to: x1, extraElements: 3)
    let level = y.isFinite ? y : 0
    let start = x0.isFinite ? x0 : 0
    let end = path.elements.last?.endPoint?.x ?? start
    path.addLine(to: SwellPoint(x: end, y: level))
    path.addLine(to: SwellPoint(x: start, y: level))
    path.closeSubpath()
    return path
  }

  /// Appends the curves from `low` to `high` (low < high), left to right, to `path`, whose
  /// current point is the wave at `low`.
  ///
  /// In the phase u = ω·x + φ the wave is A·sin(u) + h; quarter k covers u in kπ/2…(k+1)π/2,
  /// where sin is ±sin or ±cos of the local angle w = u − kπ/2. Every piece lies within one
  /// quarter, its end points and tangents exact, its handle lengths from `handleLengths`. A
  /// piece that ends exactly on a quarter boundary is a whole quarter when it also starts on
  /// one.
  func appendCurves(from low: Double, to high: Double, into path: inout SwellPath) {
    let quarter = Double.pi / 2
    let lowAngle = angle(at: low)
    let highAngle = angle(at: high)
    // Beyond 2⁵² rad the angle has no fractional part left to place the quarters: draw the
    // chord rather than trap on a non-finite or meaningless quarter index.
    guard abs(lowAngle) < 0x1p52, abs(highAngle) < 0x1p52 else {
      let (a, b) = (SwellPoint(x: low, y: y(at: low)), SwellPoint(x: high, y: y(at: high)))
      path.addCurve(to: b, control1: a.lerp(to: b, 1.0 / 3), control2: a.lerp(to: b, 2.0 / 3))
      return
    }
    var k = (lowAngle / quarter).rounded(.down)
    var w = lowAngle - k * quarter
    if w >= quarter {  // rounding
      (k, w) = (k + 1, 0)
    }
    var startX = low
    var startBoundary = w == 0
    var startY = startBoundary ? 0 : y(at: startX)
    let omega = angularFrequency
    var quarterIndex = Int(
      (k.truncatingRemainder(dividingBy: 4) + 4).truncatingRemainder(dividingBy: 4))
    if startBoundary { startY = self.y(quarter: quarterIndex, local: 0) }
    for _ in 0..<Self.maximumPieces {
      let boundaryAngle = (k + 1) * quarter
      let endsOnBoundary = boundaryAngle <= highAngle
      let passesBoundary = boundaryAngle < highAngle
      let endW = endsOnBoundary ? quarter : min(quarter, max(w, highAngle - k * quarter))
      let endX = passesBoundary ? (boundaryAngle - phase) / omega : high
      let (lengthA, lengthB) = Self.handleLengths(
        from: w, to: endW, startsOnBoundary: startBoundary, endsOnBoundary: endsOnBoundary,
        quarter: quarterIndex)
      let slopeA = Self.unitSlope(quarter: quarterIndex, local: w)
      let slopeB = Self.unitSlope(quarter: quarterIndex, local: endW)
      let endY =
        endsOnBoundary ? self.y(quarter: (quarterIndex + 1) % 4, local: 0) : y(at: endX)
      path.addCurve(
        to: SwellPoint(x: endX, y: endY),
        control1: SwellPoint(x: startX + lengthA / omega, y: startY + amplitude * lengthA * slopeA),
        control2: SwellPoint(x: endX - lengthB / omega, y: endY - amplitude * lengthB * slopeB))
      guard passesBoundary else { return }
      (k, w, startX, startY, startBoundary) = (k + 1, 0, endX, endY, true)
      quarterIndex = (quarterIndex + 1) % 4
    }
  }

  /// A·v + h where v is the unit wave at local angle `local` of quarter `quarter` (0…3).
  private func y(quarter: Int, local: Double) -> Double {
    amplitude * Self.unitValue(quarter: quarter, local: local) + baseline
  }

  /// sin(kπ/2 + w) by the quarter identities, exact at w = 0.
  static func unitValue(quarter: Int, local w: Double) -> Double {
    switch quarter {
    case 0: return sin(w)
    case 1: return cos(w)
    case 2: return -sin(w)
    default: return -cos(w)
    }
  }

  /// cos(kπ/2 + w): the derivative of `unitValue` with respect to the angle.
  static func unitSlope(quarter: Int, local w: Double) -> Double {
    switch quarter {
    case 0: return cos(w)
    case 1: return -sin(w)
    case 2: return -cos(w)
    default: return sin(w)
    }
  }
}
