extension BounceStyle: RefreshStyle {
  /// 1.5 × (`pullDistance + bendDistance`) (144 pt; the seed's 204): room for the fully bent sheet and for
  /// pulling on to 1.5 times the trigger distance, as far as the standard interaction pulls.
  public var headerHeight: Double { 1.5 * stopDistance }

  /// `pullDistance + bendDistance` (96 pt; the seed's 136): the refresh starts once the sheet is fully bent,
  /// where the seed stopped the content.
  public var triggerDistance: Double { stopDistance }

  /// `pullDistance + bendDistance` (96 pt; the seed's 136): the content rests where the seed stopped it,
  /// with the sheet's corners at `pullDistance`.
  public var refreshingHeight: Double { stopDistance }

  /// `riseDuration` + 0.3 s (0.55 s): the ball's drop, then the content's way back.
  public var finishingDuration: Double { riseDuration + Self.scrollBackDuration }

  /// `riseDuration` (0.25 s): the content holds still while the ball drops.
  public var finishingHold: Double { riseDuration }

  /// How long the content takes to scroll back once the ball has dropped (s).
  static let scrollBackDuration = 0.3

  /// The sheet, the ball and the spinner at one instant. Layers, back to front:
  /// `bounce.ball`, `bounce.spinner`, `bounce.wave` (the sheet covers the ball until it rises).
  ///
  /// The seed places things in the scroll view's frame (the sheet's corners stop at
  /// `pullDistance` from its top, the ball rises to the middle of that band), so they are worked
  /// out there — y = 0 at the scroll view's top, the content's top at y = pull — and moved down
  /// by height − pull into the header's own coordinates, where the content's top is at
  /// y = height.
  public func scene(in context: RefreshContext) -> SwellScene {
    if let dark = darkDrawing(of: context) { return dark.style.scene(in: dark.context) }
    let width = context.size.width
    let pull = context.pullDistance
    let shift = SwellTransform.translation(x: 0, y: context.size.height - pull)
    let time = context.timeInState
    let reduceMotion = context.reduceMotion

    // The sheet's corners ride on the content's top edge up to pullDistance.
    let corner = sheetCorner(pull)
    let bend: Double
    let ball: Ball
    switch context.state {
    case .refreshing:
      let atRelease = pullBend(context.pullDistanceAtStateChange)
      bend = atRelease * bounceFraction(time: time, reduceMotion: reduceMotion)
      ball = ballWhileRefreshing(
        time: time, reduceMotion: reduceMotion,
        peeking: peeking(progress: context.progress, arm: context.easedArmLevel))
    case .finishing:
      let refreshed = context.completedPreviousStateDuration
      // What was drawn when refreshing ended (a bounce cut short is assumed full-sized), blended
      // into what the content's position asks for over the ball's drop.
      let last = bendDistance * bounceFraction(time: refreshed, reduceMotion: reduceMotion)
      // A failure first holds (`failureHold`): the ball red and shaking aloft.
      let settled = settlingTime(in: context)
      let caught = StyleMath.smoothstep(settled / riseDuration)
      bend = last + (pullBend(pull) - last) * caught
      ball = ballWhileFinishing(
        at: time, sinceHold: settled, refreshDuration: refreshed, reduceMotion: reduceMotion,
        peeking: peeking(progress: context.progress, arm: 0), failed: context.showsFailure)
    case .idle, .pulling, .armed:
      bend = pullBend(pull)
      ball = ballWhilePulling(
        peeking: peeking(progress: context.progress, arm: context.easedArmLevel),
        reduceMotion: reduceMotion)
    }

    var center = shift.apply(
      to: ballCenter(width: width, corner: corner, bend: bend, rise: ball.rise))
    if context.edge == .bottom {
      // A footer is drawn mirrored; its ball still rises, from below: its path is reflected
      // about where it rests, so it starts past the band's far side instead of in the sheet.
      let rest = shift.apply(to: ballCenter(width: width, corner: corner, bend: bend, rise: 1))
      center.y = 2 * rest.y - center.y
    }
    center.x += ball.shake
    var wave = waveLayer(width: width, contentTop: pull, corner: corner, bend: bend)
    wave.path = wave.path.applying(shift)
    return SwellScene(
      size: context.size, background: backgroundColor,
      layers: [
        ballLayer(
          center: center, opacity: ball.opacity,
          color: ballColor.interpolated(to: failureColor, fraction: context.failureLevel)),
        spinnerLayer(center: center, spinTime: ball.spinTime, opacity: ball.spinnerOpacity),
        wave,
      ])
  }
}

extension BounceStyle {
  /// The sheet, in the scroll view's frame: (0, bottom) → (0, corner) → a quadratic curve to
  /// (width, corner) with its control point `bend` below the middle → (width, bottom), closed.
  /// The bottom is the content's top or lower: past the bend (so that the outline never crosses
  /// itself) and past a ball that overshoots its drop (so that the sheet hides it even where a
  /// renderer does not clip to the scene).
  func waveLayer(width: Double, contentTop: Double, corner: Double, bend: Double) -> ShapeLayer {
    let bottom = Swift.max(contentTop, corner + Swift.max(bend, 0) + ballSize + riseDistance)
    // Corners riding on the content's edge are tucked under it: no seam where the edges meet.
    let corner = contentTop - StyleMath.tucked(contentTop - corner)
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: bottom))
    path.addLine(to: SwellPoint(x: 0, y: corner))
    path.addQuadCurve(
      to: SwellPoint(x: width, y: corner), control: SwellPoint(x: width / 2, y: corner + bend))
    path.addLine(to: SwellPoint(x: width, y: bottom))
    path.closeSubpath()
    return ShapeLayer(name: "bounce.wave", path: path, fillColor: waveColor)
  }

  /// Where the ball's centre is, in the scroll view's frame. Inside the sheet (rise 0) its top touches the sheet's surface
  /// at the middle — the corners' height plus half the bend, the curve's midpoint — so a bent
  /// sheet never shows it; at rise 1 it is `riseDistance` higher than its start on a flat sheet,
  /// in the middle of the revealed band whatever the bend.
  func ballCenter(width: Double, corner: Double, bend: Double, rise: Double) -> SwellPoint {
    let onSurface = StyleMath.clamp(1 - rise, 0, 1) * bend / 2
    return SwellPoint(x: width / 2, y: corner + ballRadius + onSurface - rise * riseDistance)
  }

  /// The ball: a circle of `ballSize` around the origin, moved to `center` by its transform.
  func ballLayer(center: SwellPoint, opacity: Double, color: SwellColor) -> ShapeLayer {
    let r = ballRadius
    return ShapeLayer(
      name: "bounce.ball",
      figures: [.ellipse(in: SwellRect(x: -r, y: -r, width: 2 * r, height: 2 * r))],
      fillColor: color, opacity: StyleMath.clamp(opacity, 0, 1),
      transform: .translation(x: center.x, y: center.y))
  }

  /// The spinner: one clockwise turn of a circle around the origin starting at the top (the
  /// seed's arc, whose extra π/8 Core Graphics folds into a single turn), stroked with round
  /// caps between its stroke start and end, rotated and moved to `center` by its transform.
  /// Transparent when `spinTime` is nil; faded by `opacity`.
  func spinnerLayer(center: SwellPoint, spinTime: Double?, opacity: Double) -> ShapeLayer {
    var path = SwellPath()
    path.addArc(
      center: .zero, radius: spinnerRadius, startAngle: -Double.pi / 2,
      endAngle: 3 * Double.pi / 2, clockwise: true)
    let stroke = spinTime.map(spinnerStroke(time:)) ?? (start: 0, end: 0)
    let angle = spinTime.map(spinnerAngle(time:)) ?? 0
    return ShapeLayer(
      name: "bounce.spinner", path: path, fillColor: nil, strokeColor: spinnerColor,
      lineWidth: spinnerLineWidth, lineCap: .round,
      opacity: spinTime == nil ? 0 : StyleMath.clamp(opacity, 0, 1),
      strokeStart: stroke.start, strokeEnd: stroke.end,
      transform: SwellTransform.rotation(angle).concatenating(
        .translation(x: center.x, y: center.y)))
  }
}

extension BounceStyle: LoadStateYielding {
  /// The ball and its spinner, which rise to the band's middle, where a footer's mark shows.
  var layersYieldingToMarks: Set<String> { ["bounce.ball", "bounce.spinner"] }
}
