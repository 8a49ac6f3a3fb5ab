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
    -> Point
  {
    let shift = leftShift(ofBall: index)
    let start = Point(x: width / 2, y: contentTop)
    let end = Point(x: width / 2 - shift, y: contentTop - riseHeight)
    // Below ~1e-9 pt the circle is a straight line to double precision.
    guard abs(shift) > 1e-9, riseHeight > 1e-9 else { return start.lerp(to: end, fraction) }
    // |centre − start| = |centre − end| = r with the centre at (end.x, end.y + r).
    let radius = (shift * shift + riseHeight * riseHeight) / (2 * riseHeight)
    let center = Point(x: end.x, y: end.y + radius)
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    // The stop is the circle's top, angle −π/2; take the shorter way round.
    var sweep = -Double.pi / 2 - startAngle
    while sweep > .pi { sweep -= 2 * .pi }
    while sweep <= -.pi { sweep += 2 * .pi }
    let angle = startAngle + sweep * fraction
    return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }

  /// Ball `index`'s vertical float offset (pt, positive = down) `elapsed` seconds after the
  /// refresh began: 0 until its rise has ended and its stagger has passed.
  func floatOffset(ofBall index: Int, elapsed: Double) -> Double {
    let start = riseDuration + floatStagger * Double(index)
    guard elapsed > start else { return 0 }
    let shape: Waveform = smoothFloat ? .sine : .triangle
    return floatAmplitude * shape.value(cycles: (elapsed - start) / floatPeriod)
  }

  /// Ball `index`'s layer at one instant: hidden at the bump's centre until the refresh
  /// begins.
  func ballLayer(_ index: Int, _ input: StyleInput) -> ShapeLayer {
    var center = Point(x: input.width / 2, y: input.height)
    var opacity = 0.0
    if let elapsed = timeSinceRefresh(input) {
      let rise = StyleInput.fraction(elapsed, of: riseDuration)
      if input.reduceMotion {
        center = risePosition(
          ofBall: index, fraction: 1, width: input.width, contentTop: input.height)
        opacity = rise
      } else {
        center = risePosition(
          ofBall: index, fraction: rise, width: input.width, contentTop: input.height)
        center.y += floatOffset(ofBall: index, elapsed: elapsed)
        opacity = 1
      }
      if input.state == .finishing {
        let fade = fadeOutBalls || input.reduceMotion
        opacity *= fade ? 1 - StyleInput.fraction(input.timeInState, of: finishingDuration) : 0
      }
    }
    let r = ballDiameter / 2
    return ShapeLayer(
      name: "bend.ball\(index)",
      path: Path(ellipseIn: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)),
      fillColor: ballColor, opacity: opacity)
  }
}
