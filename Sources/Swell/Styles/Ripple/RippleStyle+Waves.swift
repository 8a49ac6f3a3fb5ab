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
  /// down to the lower and the upper of the two curves, over `0…width`.
  ///
  /// The waves differ in phase only, so they cross every half period, at
  /// x = (π − δ − 2φ + 2πk) / 2ω (δ the front's phase offset): between crossings one of them is
  /// the lower all along, and each envelope is a run of whole pieces of one wave or the other.
  static func envelopes(_ back: SineWave, _ front: SineWave, width: Double, top: Double)
    -> (either: Path, both: Path)
  {
    let omega = back.angularFrequency
    let delta = front.phase - back.phase
    var cuts: [Double] = [0]
    // Identical waves (δ a whole number of turns) never cross: one piece.
    if abs(sin(delta / 2)) > 1e-12 {
      let first = (Double.pi - delta - 2 * back.phase) / (2 * omega)
      let spacing = Double.pi / omega
      var k = ((0 - first) / spacing).rounded(.up)
      while first + k * spacing < width, cuts.count < SineWave.maximumPieces {
        let x = first + k * spacing
        if x > 0 { cuts.append(x) }
        k += 1
      }
    }
    cuts.append(width)
    func envelope(lower: Bool) -> Path {
      var path = Path()
      path.reserveCapacity(4 * cuts.count + 8)
      for (a, b) in zip(cuts, cuts.dropFirst()) where b > a {
        let middle = (a + b) / 2
        let backLower = back.y(at: middle) >= front.y(at: middle)
        let wave = backLower == lower ? back : front
        if path.elements.isEmpty { path.move(to: Point(x: a, y: wave.y(at: a))) }
        wave.appendCurves(from: a, to: b, into: &path)
      }
      if path.elements.isEmpty { path.move(to: Point(x: 0, y: back.y(at: 0))) }
      let end = path.elements.last?.endPoint?.x ?? 0
      path.addLine(to: Point(x: end, y: top))
      path.addLine(to: Point(x: 0, y: top))
      path.closeSubpath()
      return path
    }
    return (envelope(lower: true), envelope(lower: false))
  }

  /// The two wave layers: `"ripple.waves"` where either wave covers the arc and
  /// `"ripple.crests"` where both do, drawn in that order.
  ///
  /// Each wave is `waveColor` at `opacity` (the colour's alpha times the frame's opacity). When
  /// both envelopes lie on the arc, above its sides (`sides`, pt) and the arc is opaque, each
  /// layer is filled opaque in the colour the translucent wave gives over what lies under it
  /// (the arc, then the arc under one wave): the same pixels. Otherwise — a small pull, where
  /// the waves reach below the arc's sides — they are drawn translucent.
  func waveLayers(_ f: Frame, width: Double, top: Double, sides: Double) -> [ShapeLayer] {
    let names = ("ripple.waves", "ripple.crests")
    let opacity = StyleInput.clamp(waveColor.alpha * f.opacity, 0, 1)
    guard f.angularFrequency > 0, opacity > 0,
      let back = try? SineWave(
        amplitude: f.amplitude, angularFrequency: f.angularFrequency, phase: f.phase,
        baseline: f.baseline),
      let front = try? SineWave(
        amplitude: f.amplitude, angularFrequency: f.angularFrequency,
        phase: f.phase + phaseOffset, baseline: f.baseline)
    else {
      return [
        ShapeLayer(name: names.0, path: Path(), fillColor: waveColor, opacity: 0),
        ShapeLayer(name: names.1, path: Path(), fillColor: waveColor, opacity: 0),
      ]
    }
    let (either, both) = Self.envelopes(back, front, width: width, top: top)
    let tint = Color(red: waveColor.red, green: waveColor.green, blue: waveColor.blue)
    let onTheArc = fillColor.alpha >= 1 && f.baseline + f.amplitude <= sides
    guard onTheArc else {
      return [
        ShapeLayer(name: names.0, path: either, fillColor: tint, opacity: opacity),
        ShapeLayer(name: names.1, path: both, fillColor: tint, opacity: opacity),
      ]
    }
    let arc = Color(red: fillColor.red, green: fillColor.green, blue: fillColor.blue)
    let once = arc.interpolated(to: tint, fraction: opacity)
    let twice = once.interpolated(to: tint, fraction: opacity)
    return [
      ShapeLayer(name: names.0, path: either, fillColor: once),
      ShapeLayer(name: names.1, path: both, fillColor: twice),
    ]
  }
}
