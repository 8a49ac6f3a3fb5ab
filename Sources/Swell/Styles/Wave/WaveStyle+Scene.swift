#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WaveStyle {
  /// The numbers that fix both waves at one instant (see the type's documentation).
  struct Frame: Equatable {
    /// The scale s, 1…maxScale.
    var scale: Double
    /// The amplitude A (pt).
    var amplitude: Double
    /// The mean level h (pt from the header's top).
    var baseline: Double
    /// The front wave's phase, `phaseGap` included (rad, reduced to 0..<2π).
    var phase: Double
    /// The front wave's ω (rad/pt), or 0 when the header has no width.
    var angularFrequency: Double
    /// The back wave's phase (rad, reduced to 0..<2π).
    var backPhase: Double
    /// The back wave's ω (rad/pt), or 0 when the header has no width.
    var backAngularFrequency: Double
    /// The layers' opacity.
    var opacity: Double
  }

  /// How far the front wave lifts when the pull arms (pt, at full arm).
  static let armLift = 4.0
  /// How much the breath grows when the pull arms (a fraction, at full arm).
  static let armSwell = 0.35

  /// The waves' numbers for `context`.
  func frame(_ context: RefreshContext) -> Frame {
    // Past the largest scale the band keeps growing a little (at most 15 % more), so a pull
    // past it still moves the picture.
    let rawScale = 1 + max(context.pullDistance, 0) / pullPerScale
    let past = softStop ? StyleMath.soften(excess: rawScale - maxScale, give: 0.15 * maxScale) : 0
    let scale = min(rawScale, maxScale) + past
    let middle = (amplitudeMin + amplitudeMax) / 2
    let half = (amplitudeMax - amplitudeMin) / 2
    let shape: Waveform = smoothBreathing ? .sine : .triangle
    let breath =
      context.reduceMotion
      ? middle : middle + half * shape.value(cycles: context.time / breathingPeriod)
    // A failure's hold comes before the settle.
    let settle = settlingTime(in: context)
    let progress = StyleMath.fraction(settle, of: finishingDuration)
    let remaining =
      context.state == .finishing ? 1 - TimingCurve.easeInEaseOut.value(at: progress) : 1
    var opacity = 1.0
    if context.state == .idle && context.pullDistance <= 0 { opacity = 0 }
    // Reduce motion: a still shape that fades, instead of one that flattens.
    if context.reduceMotion { opacity *= remaining }
    let envelope = context.reduceMotion ? 1 : remaining
    let time = context.reduceMotion ? 0 : context.time
    return Frame(
      scale: scale,
      amplitude: breath * scale / maxScale * envelope * (1 + Self.armSwell * context.easedArmLevel),
      baseline: context.size.height - heightPerScale * scale / 2,
      phase: StyleMath.reducedAngle(flowSpeed * time + phaseGap),
      angularFrequency: context.size.width > 0 ? 2 * .pi * periods / context.size.width : 0,
      backPhase: StyleMath.reducedAngle(backFlowSpeed * time),
      backAngularFrequency: context.size.width > 0 ? 2 * .pi * backPeriods / context.size.width : 0,
      opacity: opacity)
  }

  /// The picture at one instant, over `backdropColor`: the back wave, then the front wave
  /// (`"wave.back"`, `"wave.front"`), each a `SineWave` path filled down past the content's
  /// top (by `StyleMath.bleed`) — at a footer, filled from the far side of what the pull
  /// reveals, so that the water lies at the bottom with its surface up. Arming swells the breath and lifts the front wave; a failed
  /// refresh turns the front one `failureColor` and holds it for `failureHold` before they settle.
  public func scene(in context: RefreshContext) -> SwellScene {
    if let dark = darkDrawing(of: context) { return dark.style.scene(in: dark.context) }
    let f = frame(context)
    // A footer's water lies at the bottom of what the pull reveals, its surface up, as water
    // does: the header's picture mirrored within the revealed band (which the host mirrors
    // again), not hanging from the list's last row.
    let far = context.size.height - max(context.pullDistance, 0)
    let lying = context.edge == .bottom
    // Reduced motion: still waves, the front one breathing while the refresh runs.
    let breath = context.reducedMotionBreath
    func layer(
      _ name: String, _ phase: Double, _ omega: Double, _ color: SwellColor, lift: Double,
      tints: Bool = false
    ) -> ShapeLayer {
      var fill: SineFill?
      let level = f.baseline - lift
      if omega > 0,
        let wave = try? SineWave(
          amplitude: f.amplitude, angularFrequency: omega,
          phase: lying ? phase + .pi : phase,
          baseline: lying ? far + context.size.height - level : level)
      {
        fill = SineFill(
          wave: wave, from: 0, to: context.size.width,
          closingAt: lying ? far - StyleMath.bleed : context.size.height + StyleMath.bleed)
      }
      let tinted =
        tints ? color.mixedInLinearLight(to: failureColor, fraction: context.failureLevel) : color
      return ShapeLayer(
        name: name, figures: fill.map { [.sineFill($0)] } ?? [], fillColor: tinted,
        opacity: f.opacity * (tints ? breath : 1))
    }
    return SwellScene(
      size: context.size, background: backdropColor.withAlpha(multipliedBy: f.opacity),
      layers: [
        layer("wave.back", f.backPhase, f.backAngularFrequency, backColor, lift: 0),
        layer(
          "wave.front", f.phase, f.angularFrequency, frontColor,
          lift: Self.armLift * context.easedArmLevel,
          tints: true),
      ])
  }
}
