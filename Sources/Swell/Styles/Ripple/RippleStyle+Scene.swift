extension RippleStyle {
  /// The waves' numbers at one instant.
  struct Frame: Equatable {
    /// The amplitude A (pt).
    var amplitude: Double
    /// The mean level h (pt from the header's top).
    var baseline: Double
    /// The back wave's phase φ (rad, reduced to 0..<2π).
    var phase: Double
    /// The front wave's phase, `phaseOffset` and its own flow included (rad, 0..<2π).
    var frontPhase: Double
    /// ω (rad/pt), or 0 when the header has no width.
    var angularFrequency: Double
    /// Each wave layer's opacity.
    var opacity: Double
  }

  /// The waves' numbers for `context`.
  func frame(_ context: RefreshContext) -> Frame {
    var envelope = 1.0
    var fade = 1.0
    if swellsWithPull {
      switch context.state {
      case .idle, .pulling, .armed:
        let p = RefreshContext.finite(context.pullDistance / triggerDistance, in: 0...1)
        envelope = p * p * (3 - 2 * p)
      case .refreshing:
        envelope = 1
      case .finishing:
        let p = StyleMath.fraction(settlingTime(in: context), of: finishingDuration)
        // Reduce motion: fade the still waves out rather than flattening them.
        if context.reduceMotion {
          fade = 1 - p
        } else {
          envelope = 1 - TimingCurve.easeInEaseOut.value(at: p)
        }
      }
    }
    if swellsWithPull {
      // Shown once the pull reveals more than their band: the main colour comes first.
      fade *= StyleMath.smoothstep((context.pullDistance - 20) / 40)
    }
    let time = context.reduceMotion ? 0 : context.time
    let revealedTop = context.size.height - context.pullDistance
    return Frame(
      amplitude: amplitude * envelope * (1 + Self.armSwell * context.easedArmLevel),
      baseline: waveBaseline + (anchorsToRevealedTop ? revealedTop : max(revealedTop, 0)),
      phase: StyleMath.reducedAngle(flowSpeed * time),
      frontPhase: StyleMath.reducedAngle(frontFlowSpeed * time + phaseOffset),
      angularFrequency: context.size.width > 0 ? 2 * .pi * cycles / context.size.width : 0,
      opacity: waveOpacity * fade)
  }

  /// How much the waves grow when the pull arms (a fraction, at full arm).
  static let armSwell = 0.5

  /// How long the ring takes to fade in when refreshing starts (s).
  static let indicatorFadeIn = 0.25

  /// The ring's opacity (0…1): still as the pull arms, turning while refreshing, fading while
  /// finishing. Refreshing fades in from what arming showed, so a release does not dim it.
  func indicatorOpacity(_ context: RefreshContext) -> Double {
    guard showsIndicator else { return 0 }
    let loading: Double
    switch context.state {
    case .refreshing:
      let armed = context.easedArmLevelAtStateChange
      loading =
        armed + (1 - armed) * StyleMath.smoothstep(context.timeInState / Self.indicatorFadeIn)
    case .finishing:
      let last = StyleMath.smoothstep(context.completedPreviousStateDuration / Self.indicatorFadeIn)
      loading = last * (1 - StyleMath.smoothstep(settlingTime(in: context) / finishingDuration))
    case .idle, .pulling, .armed:
      loading = 0
    }
    // Reduced motion: the ring stands still and breathes.
    return max(loading * context.reducedMotionBreath, context.easedArmLevel)
  }

  /// The arc layer's outline for a header `width` by `height`, from `top` (the revealed top
  /// edge, above the header's top when pulled further than it is tall: nothing above it shows,
  /// so nothing above it is painted) down to the curved edge.
  func arcPath(width: Double, height: Double, top: Double = 0) -> SwellPath {
    // A quad curve's apex lies halfway between its ends and its control point: ¾·a above H.
    // Resting on the content it dips under it by the bleed, so they meet without a seam.
    let height = hugsContent ? height + 0.75 * arcHeight + StyleMath.bleed : height
    // Its sides end `arcHeight` above its base; revealed less than that, they stay on the
    // revealed edge, so nothing unrevealed is painted (a header-only picture at rest is empty).
    let sides = hugsContent ? max(height - arcHeight, top) : height - arcHeight
    let top = min(top, sides)
    var path = SwellPath()
    path.reserveCapacity(5)
    path.move(to: SwellPoint(x: 0, y: top))
    path.addLine(to: SwellPoint(x: 0, y: sides))
    path.addQuadCurve(
      to: SwellPoint(x: width, y: sides),
      control: SwellPoint(x: width / 2, y: height - arcHeight / 2))
    path.addLine(to: SwellPoint(x: width, y: top))
    path.closeSubpath()
    return path
  }

  /// The picture at one instant, back to front: the background under the arc's curved edge
  /// (`"ripple.background"`), the arc (`"ripple.arc"`), the two translucent waves
  /// (`"ripple.backWave"`, `"ripple.frontWave"`, each a `ShapeFigure.sineFill`), the ring and
  /// the failure cross (`"ripple.indicator"`, `"ripple.failure"`).
  ///
  /// Only what the pull reveals is painted, and the background only where the arc does not
  /// cover it: the band under its curved edge.
  public func scene(in context: RefreshContext) -> SwellScene {
    if let dark = darkDrawing(of: context) {
      return dark.style.scene(in: dark.context)
    }
    let f = frame(context)
    let revealedTop = context.size.height - max(context.pullDistance, 0)
    let arc = arcPath(width: context.size.width, height: context.size.height, top: revealedTop)
    // The arc's sides end `arcHeight` above its base; under them, down to the content, the
    // background shows. It starts a point higher, under the arc, so their edges never meet.
    let base =
      hugsContent ? context.size.height + 0.75 * arcHeight + StyleMath.bleed : context.size.height
    let sides = max(base - arcHeight - 1, revealedTop)
    let background = SwellRect(
      x: 0, y: sides, width: context.size.width,
      height: max(context.size.height + StyleMath.bleed - sides, 0))
    let center = SwellPoint(x: context.size.width / 2, y: ringCenter(height: context.size.height))
    let opacity = indicatorOpacity(context)
    var layers: [ShapeLayer] = []
    layers.reserveCapacity(6)
    layers.append(
      ShapeLayer(
        name: "ripple.background", figures: [.rectangle(background)], fillColor: backgroundColor))
    layers.append(ShapeLayer(name: "ripple.arc", path: arc, fillColor: fillColor))
    layers += waveLayers(
      f, width: context.size.width, top: anchorsToRevealedTop ? revealedTop : max(revealedTop, 0))
    layers.append(
      ActivityIndicator.ring(
        "ripple.indicator", center: center, radius: 10, lineWidth: 2.5,
        angle: ActivityIndicator.angle(
          time: context.time, turn: ringTurn, reduceMotion: context.reduceMotion),
        color: indicatorColor, opacity: opacity * (1 - context.failureLevel)))
    layers.append(
      ActivityIndicator.cross(
        "ripple.failure", center: center, radius: 10, lineWidth: 2.5, growth: context.failureLevel,
        color: indicatorColor, opacity: opacity * context.failureLevel))
    return SwellScene(size: context.size, layers: layers)
  }

  /// The ring's centre (pt from the header's top) for a header `height` tall: in the solid
  /// orange the refreshing header shows, midway between the lowest the waves reach there
  /// (armed: `armSwell` larger) and the arc's sides — the seed's band had no ring, and
  /// centring it in the band put its top among the waves.
  func ringCenter(height: Double) -> Double {
    let waves = height - refreshingHeight + waveBaseline + amplitude * (1 + Self.armSwell)
    let sides = height + (hugsContent ? 0.75 * arcHeight + StyleMath.bleed : 0) - arcHeight
    return (waves + max(sides, waves)) / 2
  }

  /// How long the ring takes to turn once (s): half the back wave's period (π / |flowSpeed|,
  /// about 1 s at the default 3 rad/s), so that the ring repeats with the back wave — with the
  /// front wave at 4.5 rad/s the whole header repeats every 4π/3 s, a refreshing loop an app
  /// can play without a seam. 1 s when the waves stand still.
  var ringTurn: Double { flowSpeed == 0 ? 1 : Double.pi / abs(flowSpeed) }
}

extension RippleStyle: LoadStateYielding {
  /// The ring and the style's own cross: a footer's mark shows in their place.
  var layersYieldingToMarks: Set<String> { ["ripple.indicator", "ripple.failure"] }
  /// The style's own cross, which the footer's crosses over into.
  var layerMarksReplace: String? { "ripple.failure" }
}
