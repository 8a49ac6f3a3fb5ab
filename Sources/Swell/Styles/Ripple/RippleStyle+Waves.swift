#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The two waves drawn as the areas they make together: where either covers the arc (one
/// tint) and where both do (two tints). The picture is the seed's two translucent layers; drawn
/// this way the tints can be blended in advance over the arc's colour and filled opaque, which
/// a rasterizer does at half the cost of blending a translucent fill.
extension RippleStyle {
  /// The region under either wave and the region under both, from the closing line `top`
  /// down to the lower and the upper of the two curves, over `0…width` and on to the nearest
  /// crossings beyond (outside the header, so never seen).
  ///
  /// The waves differ in phase only, so they cross every half period, at
  /// x = (π − δ − 2φ + 2πk) / 2ω (δ the front's phase offset): between crossings one of them is
  /// the lower all along, and each envelope is a run of whole half periods of one wave or the
  /// other — each the same shape, so each wave's is drawn once and copied (see `HalfPeriod`).
  static func envelopes(_ back: SineWave, _ front: SineWave, width: Double, top: Double)
    -> (either: SwellPath, both: SwellPath)
  {
    let omega = back.angularFrequency
    let delta = front.phase - back.phase
    let spacing = Double.pi / omega
    // back − front = −2A·sin(δ/2)·cos(ωx + φ + δ/2): zero every half period, changing sign
    // there.
    let spread = sin(delta / 2)
    guard abs(spread) > 1e-12, width > 0 else {
      // Identical waves never cross: one wave is both envelopes.
      let path = back.filledPath(from: 0, to: width, closingAt: top)
      return (path, path)
    }
    let first = (Double.pi - delta - 2 * back.phase) / (2 * omega)
    // From the last crossing at or before 0 to the first at or after the width.
    let k0 = ((0 - first) / spacing).rounded(.down)
    let pieces = min(Int(((width - first) / spacing).rounded(.up) - k0), SineWave.maximumPieces)
    let x0 = first + k0 * spacing
    // Which wave is lower (larger y) on the first piece; it alternates at every crossing.
    var backLower = -spread * cos(omega * (x0 + spacing / 2) + back.phase + delta / 2) >= 0
    var either = SwellPath()
    var both = SwellPath()
    either.reserveCapacity(3 * pieces + 4)
    both.reserveCapacity(3 * pieces + 4)
    let y0 = back.y(at: x0)  // the waves meet there
    either.move(to: SwellPoint(x: x0, y: y0))
    both.move(to: SwellPoint(x: x0, y: y0))
    var backPiece = HalfPeriod(wave: back, spacing: spacing)
    var frontPiece = HalfPeriod(wave: front, spacing: spacing)
    for index in 0..<max(pieces, 1) {
      let a = x0 + Double(index) * spacing
      if backLower {
        backPiece.append(from: a, to: a + spacing, into: &either)
        frontPiece.append(from: a, to: a + spacing, into: &both)
      } else {
        frontPiece.append(from: a, to: a + spacing, into: &either)
        backPiece.append(from: a, to: a + spacing, into: &both)
      }
      backLower.toggle()
    }
    let end = x0 + Double(max(pieces, 1)) * spacing
    for path in [0, 1] {
      func close(_ p: inout SwellPath) {
        p.addLine(to: SwellPoint(x: end, y: top))
        p.addLine(to: SwellPoint(x: x0, y: top))
        p.closeSubpath()
      }
      if path == 0 { close(&either) } else { close(&both) }
    }
    return (either, both)
  }

  /// One wave's pieces from crossing to crossing. Between two crossings a wave covers exactly
  /// half its period starting at the same phase each time, so every piece is the first one
  /// moved along by whole half periods, mirrored about the baseline for an odd number of them.
  struct HalfPeriod {
    let wave: SineWave
    let spacing: Double
    /// The first whole piece's start, and its curves (at most three: a half period touches
    /// at most three quarters), kept inline rather than in an array.
    private var firstX: Double?
    private var curves: (SwellPath.Element, SwellPath.Element, SwellPath.Element) = (
      .closeSubpath, .closeSubpath, .closeSubpath
    )
    private var curveCount = 0

    init(wave: SineWave, spacing: Double) {
      self.wave = wave
      self.spacing = spacing
    }

    /// Appends the wave from the crossing `a` to the next, `b`, to `path`, whose current point
    /// is the wave at `a`.
    mutating func append(from a: Double, to b: Double, into path: inout SwellPath) {
      guard let firstX else {
        let start = path.elements.count
        wave.appendCurves(from: a, to: b, into: &path)
        let count = path.elements.count - start
        guard count <= 3 else { return }
        let e = path.elements
        curves = (
          e[start], count > 1 ? e[start + 1] : .closeSubpath,
          count > 2 ? e[start + 2] : .closeSubpath
        )
        curveCount = count
        self.firstX = a
        return
      }
      let steps = ((a - firstX) / spacing).rounded()
      let dx = steps * spacing
      let mirrored = Int(steps).isMultiple(of: 2) == false
      let baseline = wave.baseline
      func moved(_ p: SwellPoint) -> SwellPoint {
        SwellPoint(x: p.x + dx, y: mirrored ? 2 * baseline - p.y : p.y)
      }
      for index in 0..<curveCount {
        let element = index == 0 ? curves.0 : index == 1 ? curves.1 : curves.2
        guard case .curve(let to, let control1, let control2) = element else { continue }
        path.addCurve(to: moved(to), control1: moved(control1), control2: moved(control2))
      }
    }
  }

  /// The two wave layers: `"ripple.waves"` where either wave covers the arc and
  /// `"ripple.crests"` where both do, drawn in that order.
  ///
  /// Each wave is `waveColor` at `opacity` (the colour's alpha times the frame's opacity). When
  /// both envelopes lie on the arc, above its sides (`sides`, pt) and the arc is opaque, each
  /// layer is filled opaque in the colour the translucent wave gives over what lies under it
  /// (the arc, then the arc under one wave): the same pixels. Otherwise — a small pull, where
  /// the waves reach below the arc's sides — they are drawn translucent.
  ///
  /// `apart`: the two waves themselves instead (`"ripple.backWave"`, `"ripple.frontWave"`),
  /// each translucent and saying what it is (`ShapeFigure.sineFill`), for a vector format:
  /// where both cover the arc it shows through two tints, where one does through one, as
  /// above.
  func waveLayers(_ f: Frame, width: Double, top: Double, sides: Double, apart: Bool = false)
    -> [ShapeLayer]
  {
    let names = apart ? ("ripple.backWave", "ripple.frontWave") : ("ripple.waves", "ripple.crests")
    let opacity = StyleMath.clamp(waveColor.alpha * f.opacity, 0, 1)
    guard f.angularFrequency > 0, opacity > 0,
      let back = try? SineWave(
        amplitude: f.amplitude, angularFrequency: f.angularFrequency, phase: f.phase,
        baseline: f.baseline),
      let front = try? SineWave(
        amplitude: f.amplitude, angularFrequency: f.angularFrequency,
        phase: f.frontPhase, baseline: f.baseline)
    else {
      return [
        ShapeLayer(name: names.0, path: SwellPath(), fillColor: waveColor, opacity: 0),
        ShapeLayer(name: names.1, path: SwellPath(), fillColor: waveColor, opacity: 0),
      ]
    }
    let tint = SwellColor(red: waveColor.red, green: waveColor.green, blue: waveColor.blue)
    if apart {
      return [(names.0, back), (names.1, front)].map { name, wave in
        let fill = SineFill(wave: wave, from: 0, to: width, closingAt: top)
        return ShapeLayer(name: name, figures: [.sineFill(fill)], fillColor: tint, opacity: opacity)
      }
    }
    let (either, both) = Self.envelopes(back, front, width: width, top: top)
    let onTheArc = fillColor.alpha >= 1 && f.baseline + f.amplitude <= sides
    guard onTheArc else {
      return [
        ShapeLayer(name: names.0, path: either, fillColor: tint, opacity: opacity),
        ShapeLayer(name: names.1, path: both, fillColor: tint, opacity: opacity),
      ]
    }
    let arc = SwellColor(red: fillColor.red, green: fillColor.green, blue: fillColor.blue)
    let once = arc.interpolated(to: tint, fraction: opacity)
    let twice = once.interpolated(to: tint, fraction: opacity)
    return [
      ShapeLayer(name: names.0, path: either, fillColor: once),
      ShapeLayer(name: names.1, path: both, fillColor: twice),
    ]
  }
}
