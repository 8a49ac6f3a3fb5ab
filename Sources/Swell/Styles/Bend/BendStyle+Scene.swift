extension BendStyle {
  /// The bend (pt) that follows a pull: `minimumBend` → `maximumBend` over
  /// 0…`triggerDistance`; past it the seed holds it, Swell's default keeps bending softly (at
  /// most a quarter more) so the picture answers the finger; 0 when there is no pull.
  func bend(forPull pull: Double) -> Double {
    guard pull > 0 else { return 0 }
    let p = min(pull, triggerDistance) / triggerDistance
    let held = minimumBend + (maximumBend - minimumBend) * p
    guard softStop else { return held }
    return held + StyleInput.soften(excess: pull - triggerDistance, give: maximumBend / 4)
  }

  /// The release animation's value, a fraction of the bend at release, `elapsed` seconds after
  /// it started: the keyframes at evenly spaced key times, eased as a whole (one
  /// `CAMediaTimingFunction` over the animation, as the seed's `timingFunction`), holding the
  /// last value.
  func releaseFraction(after elapsed: Double) -> Double {
    let eased = TimingCurve.easeInEaseOut.value(
      at: StyleInput.fraction(elapsed, of: releaseDuration))
    guard let keyframes = try? KeyframeAnimation(values: releaseKeyframes, duration: 1) else {
      return releaseKeyframes.last ?? 0
    }
    return keyframes.value(time: eased)
  }

  /// Seconds since the refresh began, while refreshing or finishing; nil before.
  func timeSinceRefresh(_ input: StyleInput) -> Double? {
    switch input.state {
    case .refreshing: return input.timeInState
    case .finishing: return input.previousStateDuration + input.timeInState
    case .idle, .pulling, .armed: return nil
    }
  }

  /// The bump's bend (pt) and opacity at one instant.
  func shape(_ input: StyleInput) -> (bend: Double, opacity: Double) {
    guard let elapsed = timeSinceRefresh(input) else {
      return (bend(forPull: input.pull), 1)
    }
    let atRelease = bend(forPull: input.pullAtStateChange(refreshing: input.state))
    if input.reduceMotion {
      // A still bump that fades instead of flattening.
      return (atRelease, 1 - StyleInput.fraction(elapsed, of: releaseDuration))
    }
    return (atRelease * releaseFraction(after: elapsed), 1)
  }

  /// The picture at one instant: the bump (`"bend.shape"`), then the balls (`"bend.ball0"`
  /// from the left), over `backgroundColor`.
  public func scene(in context: RefreshContext) -> SwellScene {
    if let dark = darkDrawing(of: context) { return dark.style.scene(in: dark.context) }
    let input = StyleInput(context)
    let (w, h) = (input.width, input.height)
    let (bendValue, opacity) = shape(input)
    // The bump's ends start under the content by the bleed and its top (half the bend up, as
    // a quadratic curve reaches halfway to its control point) is tucked under it while low:
    // its edges cross the content's rather than lying on them, so no seam shows where they
    // meet.
    let base = h + StyleInput.bleed
    let top = h - StyleInput.tucked(bendValue / 2)
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: base))
    path.addQuadCurve(
      to: SwellPoint(x: w, y: base), control: SwellPoint(x: w / 2, y: 2 * top - base))
    path.closeSubpath()
    var layers = [
      ShapeLayer(name: "bend.shape", path: path, fillColor: shapeColor, opacity: opacity)
    ]
    layers += (0..<ballCount).map { ballLayer($0, input) }
    return SwellScene(size: input.size, background: backgroundColor, layers: layers)
  }
}

extension StyleInput {
  /// The pull when refreshing began. While finishing, the context's value is the pull when
  /// finishing began, so the bend at release is the largest one: the refresh only starts from
  /// a pull past the trigger.
  fileprivate func pullAtStateChange(refreshing state: RefreshState) -> Double {
    state == .refreshing ? pullAtStateChange : .greatestFiniteMagnitude
  }
}
