#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension BendStyle {
  /// How far ball `index` (from the left) comes to rest left of the centre (pt): the balls are
  /// centred, `ballDiameter + ballSpacing` apart (the seed's (15 + 10)·(1.5 − i)).
  func leftShift(ofBall index: Int) -> Double {
    (ballDiameter + ballSpacing) * (Double(ballCount - 1) / 2 - Double(index))
  }

  /// Where ball `index`'s centre is after `fraction` (0…1) of its rise, for a header `width`
  /// wide whose content starts at y = `contentTop`.
  ///
  /// The ball leaves (W/2, contentTop) and stops at (W/2 − shift, contentTop − riseHeight),
  /// moving at constant speed along the circle through both points whose centre is straight
  /// below the stop, so that it arrives moving sideways. A ball with no shift rises straight.
  func risePosition(ofBall index: Int, fraction: Double, width: Double, contentTop: Double)
    -> SwellPoint
  {
    let shift = leftShift(ofBall: index)
    let start = SwellPoint(x: width / 2, y: contentTop)
    let end = SwellPoint(x: width / 2 - shift, y: contentTop - riseHeight)
    // Below ~1e-9 pt the circle is a straight line to double precision.
    guard abs(shift) > 1e-9, riseHeight > 1e-9 else { return start.lerp(to: end, fraction) }
    // |centre − start| = |centre − end| = r with the centre at (end.x, end.y + r).
    let radius = (shift * shift + riseHeight * riseHeight) / (2 * riseHeight)
    let center = SwellPoint(x: end.x, y: end.y + radius)
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    // The stop is the circle's top, angle −π/2; take the shorter way round.
    var sweep = -Double.pi / 2 - startAngle
    while sweep > .pi { sweep -= 2 * .pi }
    while sweep <= -.pi { sweep += 2 * .pi }
    let angle = startAngle + sweep * fraction
    return SwellPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }

  /// The vertical float offset (pt, positive = down) `elapsed` seconds after the refresh began
  /// of the ball at `place` in the order the balls move in (`order(ofBall:_:)`): 0 until its
  /// rise has ended and its stagger has passed.
  func floatOffset(atPlace place: Int, elapsed: Double) -> Double {
    let start = riseDuration + floatStagger * Double(place)
    guard elapsed > start else { return 0 }
    let shape: Waveform = smoothFloat ? .sine : .triangle
    return floatAmplitude * shape.value(cycles: (elapsed - start) / floatPeriod)
  }

  /// How much of a ball's diameter shows above the bump's surface when the pull arms.
  static let peek = 0.45

  /// Ball `index`'s place in the order the balls move in: from the left, or from the right
  /// when the words read right to left.
  func order(ofBall index: Int, _ context: RefreshContext) -> Int {
    context.readsRightToLeft ? ballCount - 1 - index : index
  }

  /// Ball `index`'s layer at one instant.
  ///
  /// From the centre (the seed): hidden at the bump's centre until the refresh begins, then
  /// along its arc. From its own place (Swell): under the bump at its resting x, peeking out of
  /// its surface as the pull arms, then rising straight up, `riseStagger` after its neighbour.
  func ballLayer(_ index: Int, _ context: RefreshContext) -> ShapeLayer {
    let r = ballDiameter / 2
    var center: SwellPoint
    var opacity: Double
    if spreadFromCenter {
      (center, opacity) = spreadBall(index, context)
    } else {
      (center, opacity) = risingBall(index, context)
    }
    // After a failure's hold, as after a success: fading out, or gone at once.
    let holding = context.timeInState < failureHoldTime(in: context)
    if context.state == .finishing && !holding {
      let fade = fadeOutBalls || context.reduceMotion
      let settled = StyleMath.fraction(settlingTime(in: context), of: finishingDuration)
      opacity *= fade ? 1 - settled : 0
    }
    let color = ballColor.interpolated(to: failureColor, fraction: context.failureLevel)
    // A circle about the origin, moved to its centre: what moves is a translation.
    return ShapeLayer(
      name: "bend.ball\(index)",
      figures: [.ellipse(in: SwellRect(x: -r, y: -r, width: 2 * r, height: 2 * r))],
      fillColor: color, opacity: opacity, transform: .translation(x: center.x, y: center.y))
  }

  /// The seed's ball: from the bump's centre along its arc, shown when the refresh begins.
  private func spreadBall(_ index: Int, _ context: RefreshContext) -> (SwellPoint, Double) {
    guard let elapsed = context.timeSinceRefreshBegan else {
      return (SwellPoint(x: context.size.width / 2, y: context.size.height), 0)
    }
    let rise = StyleMath.fraction(elapsed, of: riseDuration)
    if context.reduceMotion {
      let rest = risePosition(
        ofBall: index, fraction: 1, width: context.size.width, contentTop: context.size.height)
      return (rest, rise * context.reducedMotionBreath)
    }
    var center = risePosition(
      ofBall: index, fraction: rise, width: context.size.width, contentTop: context.size.height)
    center.y += floatOffset(atPlace: order(ofBall: index, context), elapsed: elapsed)
    return (center, 1)
  }

  /// Swell's ball: under the bump at its own x, peeking out of its surface as the pull arms
  /// (no higher than its rest), then straight up to `riseHeight`: a ball never sinks.
  private func risingBall(_ index: Int, _ context: RefreshContext) -> (SwellPoint, Double) {
    let r = ballDiameter / 2
    let x = context.size.width / 2 - leftShift(ofBall: index)
    let rest = context.size.height - riseHeight
    let start = riseStagger * Double(order(ofBall: index, context))
    if context.reduceMotion {
      // Still: at its place, fading in as the pull arms and as the refresh runs, then
      // breathing instead of floating.
      var shown = 0.5 * context.easedArmLevel
      if let elapsed = context.timeSinceRefreshBegan {
        shown = max(shown, StyleMath.fraction(elapsed - start, of: riseDuration))
        shown *= context.reducedMotionBreath
      }
      return (SwellPoint(x: x, y: rest), shown)
    }
    // Hidden just under the bump's surface, and `peek` of the ball out of it when armed; never
    // above its rest, so that from wherever it was let go it only rises.
    func peeking(bend: Double, arm: Double) -> Double {
      let out =
        surface(atX: x, bend: bend, width: context.size.width, height: context.size.height) + r
        - Self.peek * 2 * r * arm
      return max(out, rest)
    }
    guard let elapsed = context.timeSinceRefreshBegan else {
      // Wholly under the surface until the pull arms, where nothing of it shows: not drawn,
      // so that a footer's finish handing over to its rest lets its balls go rather than
      // bringing them back under the surface.
      return (
        SwellPoint(
          x: x, y: peeking(bend: bend(forPull: context.pullDistance), arm: context.easedArmLevel)),
        StyleMath.smoothstep(context.easedArmLevel / 0.25)
      )
    }
    // From where it was drawn when the finger let go: as armed as it looked then (finishing
    // assumes the full bend and arm, as `bendAtRelease` does).
    let armed = context.state == .refreshing ? context.easedArmLevelAtStateChange : 1
    let released = peeking(bend: bendAtRelease(context), arm: armed)
    let rise = TimingCurve.easeOut.value(
      at: StyleMath.fraction(elapsed - start, of: riseDuration))
    let y = released + (rest - released) * rise
    let float = floatOffset(atPlace: order(ofBall: index, context), elapsed: elapsed)
    // Drawn from where the pull left it drawn: an unarmed ball comes in as the load starts
    // (while still under the surface), no faster than the bump lets go, and whole by the
    // shortest a load lasts by default (0.5 s), as finishing draws it (it assumes an armed
    // pull).
    let shown = max(
      StyleMath.smoothstep(armed / 0.25),
      StyleMath.smoothstep(elapsed / (1.1 * max(releaseDuration, 0.25))))
    return (SwellPoint(x: x, y: y + float), shown)
  }
}
