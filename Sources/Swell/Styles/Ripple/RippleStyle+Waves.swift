extension RippleStyle {
  /// The two wave layers, back then front (`"ripple.backWave"`, `"ripple.frontWave"`): each
  /// `waveColor` at `opacity` (the colour's alpha times the frame's), filled from the closing
  /// line `top` down to its sine across `0…width`, and saying so (`ShapeFigure.sineFill`).
  /// Where both cover the arc it shows through two tints, where one does through one: the
  /// seed's two translucent layers.
  func waveLayers(_ f: Frame, width: Double, top: Double) -> [ShapeLayer] {
    let names = ["ripple.backWave", "ripple.frontWave"]
    let opacity = StyleMath.clamp(waveColor.alpha * f.opacity, 0, 1)
    let tint = SwellColor(red: waveColor.red, green: waveColor.green, blue: waveColor.blue)
    let waves = [f.phase, f.frontPhase].map { phase in
      try? SineWave(
        amplitude: f.amplitude, angularFrequency: f.angularFrequency, phase: phase,
        baseline: f.baseline)
    }
    return zip(names, waves).map { name, wave in
      // Kept, empty and unseen, in frames without waves, so the layer keeps its place.
      guard f.angularFrequency > 0, opacity > 0, let wave else {
        return ShapeLayer(name: name, path: SwellPath(), fillColor: waveColor, opacity: 0)
      }
      let fill = SineFill(wave: wave, from: 0, to: width, closingAt: top)
      return ShapeLayer(name: name, figures: [.sineFill(fill)], fillColor: tint, opacity: opacity)
    }
  }
}
