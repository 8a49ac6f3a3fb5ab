extension SwellPath {
  /// The path as the `d` attribute of an SVG `<path>`: `M x y`, `L x y`, `Q cx cy x y`,
  /// `C c1x c1y c2x c2y x y` and `Z`, every token separated by one space.
  ///
  /// Numbers are in points, rounded to 4 decimals, without trailing zeros (`12`, `0.5`,
  /// `-3.1416`); `-0` is written `0`; only beyond ±9·10¹⁴ pt is an exponent used. Non-finite
  /// coordinates, which SVG cannot express, are written `0`. The data draws what the renderer
  /// draws (`forEachStep`): a subpath that begins without a move (the path's first line or
  /// curve, or one after a close) gets an `M` where it begins, and a close before anything is
  /// drawn, which draws nothing, is left out.
  public var svgPathData: String {
    var text = ""
    text.reserveCapacity(elements.count * 24)
    forEachStep { _, step in
      if !text.isEmpty { text += " " }
      switch step {
      case .begin(let p):
        text += "M "
        appendSVG(p, to: &text)
      case .close:
        text += "Z"
      case .segment(let segment):
        // The segment's points after its start: its end, a quadratic's control then end, a
        // cubic's two controls then end.
        let (command, points) =
          switch segment.degree {
          case .line: ("L ", [segment.p1])
          case .quad: ("Q ", [segment.p1, segment.p2])
          case .cubic: ("C ", [segment.p1, segment.p2, segment.p3])
          }
        text += command
        for (k, point) in points.enumerated() {
          if k > 0 { text += " " }
          appendSVG(point, to: &text)
        }
      }
    }
    return text
  }
}

@inline(__always)
private func appendSVG(_ p: SwellPoint, to text: inout String) {
  appendSVG(p.x, to: &text)
  text += " "
  appendSVG(p.y, to: &text)
}

/// Appends `value` rounded to 4 decimals, shortest form, never `-0`.
func appendSVG(_ value: Double, to text: inout String) {
  guard value.isFinite else {
    text += "0"
    return
  }
  // Work in integer ten-thousandths: exact digits, no trailing zeros to strip from a float's
  // description. Beyond Int64 (±9e14 pt, absurd for a drawing) Swift's shortest description
  // is used, in exponent form, which SVG also accepts.
  let scaled = (value * 10_000).rounded()
  guard abs(scaled) < 9e18 else {
    text += value.description
    return
  }
  let units = Int64(scaled)
  if units == 0 {
    text += "0"
    return
  }
  if units < 0 { text += "-" }
  let magnitude = units.magnitude
  text += String(magnitude / 10_000)
  var fraction = magnitude % 10_000
  guard fraction != 0 else { return }
  var digits = 4
  while fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  text += "."
  let written = String(fraction)
  for _ in written.count..<digits { text += "0" }
  text += written
}
