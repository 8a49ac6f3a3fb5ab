extension BendStyle {
  /// The bend (pt) that follows a pull: `minimumBend` → `maximumBend` over
  /// 0…`triggerDistance`; past it the seed holds it, Swell's default keeps bending softly (at
  /// most a quarter more) so the picture answers the finger; 0 when there is no pull.
  func bend(forPull pull: Double) -> Double {
    guard pull > 0 else { return 0 }
    let p = min(pull, triggerDistance) / triggerDistance
    let held = minimumBend + (maximumBend - minimumBend) * p
    guard softStop else { return held }
    return held + StyleMath.soften(excess: pull - triggerDistance, give: maximumBend / 4)
  }

  /// The release animation's value, a fraction of the bend at release, `elapsed` seconds after
  /// it started: the keyframes at evenly spaced key times, eased as a whole (one
  /// `CAMediaTimingFunction` over the animation, as the seed's `timingFunction`), holding the
  /// last value.
  func releaseFraction(after elapsed: Double) -> Double {
    if flattenBounce > 0 { return springFraction(after: elapsed) }
    let eased = TimingCurve.easeInEaseOut.value(
      at: StyleMath.fraction(elapsed, of: releaseDuration))
    guard let keyframes = try? KeyframeAnimation(values: releaseKeyframes, duration: 1) else {
      return releaseKeyframes.last ?? 0
    }
    return keyframes.value(time: eased)
  }

  /// The spring flatten: the bump's displacement along a spring from 1 to 0 with `flattenBounce`
  /// and period `releaseDuration`, drawn by its size. The swing past flat would bend the edge
  /// into the list, which covers it, so the edge is drawn rebounding instead: it snaps back
  /// through flat and comes up again, smaller each time.
  func springFraction(after elapsed: Double) -> Double {
    guard releaseDuration > 0,
      let spring = try? SwellSpring(duration: releaseDuration, bounce: flattenBounce)
    else { return elapsed > 0 ? 0 : 1 }
    let motion = SpringAnimation<Double>(spring: spring, from: 1, to: 0)
    let value = abs(motion.value(time: max(elapsed, 0)))
    // Below a hundredth of a point of a 100 pt bend nothing moves: rest exactly.
    return value < 1e-4 ? 0 : value
  }

  /// The bump's surface at `x` (pt from the header's top) for `bend`: the quadratic curve of
  /// the picture, whose x runs linearly from 0 to the width.
  func surface(atX x: Double, bend: Double, width: Double, height: Double) -> Double {
    guard width > 0 else { return height }
    let t = min(max(x / width, 0), 1)
    let base = height + StyleMath.bleed
    let top = height - StyleMath.tucked(bend / 2)
    return base + 4 * t * (1 - t) * (top - base)
  }

  /// The bend when the refresh began (pt).
  func bendAtRelease(_ context: RefreshContext) -> Double {
    bend(forPull: context.pullWhenRefreshingBegan)
  }

  /// The bump's bend (pt) and opacity at one instant.
  func shape(_ context: RefreshContext) -> (bend: Double, opacity: Double) {
    guard let elapsed = context.timeSinceRefreshBegan else {
      return (bend(forPull: context.pullDistance), 1)
    }
    let atRelease = bendAtRelease(context)
    if context.reduceMotion {
      // A still bump that fades instead of flattening.
      return (atRelease, 1 - StyleMath.fraction(elapsed, of: releaseDuration))
    }
    return (atRelease * releaseFraction(after: elapsed), 1)
  }

  /// The picture at one instant, over `backgroundColor`: the bump (`"bend.shape"`) and the
  /// balls (`"bend.ball0"` from the left) — the balls under the bump, which they come out of,
  /// or over it in the seed.
  public func scene(in context: RefreshContext) -> SwellScene {
    if let dark = darkDrawing(of: context) { return dark.style.scene(in: dark.context) }
    let (w, h) = (context.size.width, context.size.height)
    let (bendValue, opacity) = shape(context)
    // The bump's ends start under the content by the bleed and its top (half the bend up, as
    // a quadratic curve reaches halfway to its control point) is tucked under it while low:
    // its edges cross the content's rather than lying on them, so no seam shows where they
    // meet.
    let base = h + StyleMath.bleed
    let top = h - StyleMath.tucked(bendValue / 2)
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: base))
    path.addQuadCurve(
      to: SwellPoint(x: w, y: base), control: SwellPoint(x: w / 2, y: 2 * top - base))
    path.closeSubpath()
    let hill = ShapeLayer(name: "bend.shape", path: path, fillColor: shapeColor, opacity: opacity)
    let balls = (0..<ballCount).map { ballLayer($0, context) }
    // Swell's balls come out of the bump: it is drawn over them, so it cuts them along its own
    // surface. The seed's rise from inside the bump, in its colour, over it.
    let layers = spreadFromCenter ? [hill] + balls : balls + [hill]
    return SwellScene(size: context.size, background: backgroundColor, layers: layers)
  }
}

extension RefreshContext {
  /// The pull when refreshing began. While finishing, the context's value is the pull when
  /// finishing began, so the bend at release is the largest one: the refresh only starts from
  /// a pull past the trigger.
  fileprivate var pullWhenRefreshingBegan: Double {
    state == .refreshing ? pullDistanceAtStateChange : .greatestFiniteMagnitude
  }
}

extension BendStyle: LoadStateYielding {
  /// The balls, which float in the band's middle, where a footer's mark shows.
  var layersYieldingToMarks: Set<String> { Set((0..<ballCount).map { "bend.ball\($0)" }) }
}
