#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The elastic style's motion: where the curtain's control point is at any instant, from the
/// pull, the finger, and what was drawn at the latest touch event.
extension ElasticStyle {
  /// The curtain at one instant.
  struct Curtain: Equatable {
    /// The straight edge's height (pt): where the curve starts and ends.
    var edge: Double
    /// The control point's offset from the edge's middle, (width/2, edge) (pt).
    var offset: SwellPoint
  }

  /// The spring that returns the curtain with reduced motion: critically damped and started
  /// from rest, so it never overshoots.
  static let calmSpring = (try? SwellSpring(response: 0.35, dampingRatio: 1)) ?? .criticallyDamped

  /// How long the refreshing ring takes to fade in (s).
  static let indicatorFadeIn = 0.25

  /// How long the refreshing ring takes for one turn (s).
  static let indicatorTurn = 1.0

  /// The ring's breathing period with reduced motion (s).
  static let indicatorBreath = 1.6

  /// The straight edge's height (pt) over a gap of `gap` between the scroll view's top and the
  /// content: the whole gap up to `restHeight` (the seed), or easing toward it so the rest of
  /// the gap bends the middle from the first point of pull.
  func edgeHeight(gap: Double) -> Double {
    guard curvesFromFirstPull else { return min(gap, restHeight) }
    return restHeight * (1 - exp(-gap / restHeight))
  }

  /// How far the curve's lowest point stays above the content at rest (pt) when it rests
  /// curved: room for the release's swings to show above the list.
  static let restClearance = 4.0

  /// The control point's offset at rest: none (straight) for the seed; curved, its lowest
  /// point `restClearance` above the content resting `restHeight` down, when it curves from
  /// the first pull.
  var restOffset: SwellPoint {
    guard curvesFromFirstPull else { return .zero }
    let dip = max(restHeight - Self.restClearance - edgeHeight(gap: restHeight), 0)
    return SwellPoint(x: 0, y: (reachesContent ? 2 : 1) * dip)
  }

  /// The curtain drawn for `context`.
  func curtain(_ context: RefreshContext) -> Curtain {
    let width = context.size.width
    let gap = max(context.pullDistance, 0)
    let edge = edgeHeight(gap: gap)
    let handoff = context.touchHandoff(as: SwellPoint.self).map {
      SwellPoint(
        x: StyleMath.clamp($0.x, -width, width), y: RefreshContext.finite($0.y, in: -1e6...1e6))
    }

    if let finger = context.fingerLocation {
      let x = StyleMath.clamp(finger.x, 0, width)
      let target = followed(finger: x, gap: gap, edge: edge, width: width)
      guard let grabbed = handoff, let since = context.timeSinceTouchDown else {
        return Curtain(edge: edge, offset: target)
      }
      // Grabbed mid-swing: start where the curtain was drawn, catch up with the finger.
      let left = catchUpRemaining(after: since)
      return Curtain(edge: edge, offset: target + (grabbed - target) * left)
    }

    guard let since = context.timeSinceRelease else {
      // No finger and no release to continue: the content's top edge holds the middle.
      return Curtain(
        edge: edge, offset: followed(finger: width / 2, gap: gap, edge: edge, width: width))
    }
    let start: SwellPoint
    // The gap when the finger let go.
    let released = max(context.state == .refreshing ? context.pullDistanceAtStateChange : gap, 0)
    if let drawn = handoff {
      start = drawn
    } else {
      // No handoff from the session: the best guess at what was drawn at the release.
      start = followed(
        finger: width / 2, gap: released, edge: edgeHeight(gap: released), width: width)
    }
    // The control point moves `factor` times as fast as the depth below the straight edge,
    // which takes all of the content's speed past `restHeight` (the seed) or, when the edge
    // eases toward it, the share 1 − e^(−gap/R) the edge leaves.
    let share = curvesFromFirstPull ? 1 - exp(-released / restHeight) : 1.0
    let factor = (reachesContent ? 2.0 : 1.0) * share
    let velocity =
      start.y > 0 && start.y < factor * stretchLimit ? factor * context.releaseVelocity : 0
    let offset = releaseOffset(
      from: start, velocity: velocity, time: since, reduceMotion: context.reduceMotion)
    return Curtain(edge: edge, offset: offset)
  }

  /// The control point's offset that puts the curve where the content pulls it: its lowest
  /// point on the content's top, `gap − edge` below the straight edge, under `finger` (x, pt)
  /// with `reachesContent`; the control point itself there for the seed. Past `stretchLimit`
  /// below the edge that depth holds, or with `softStop` grows softly (at most a quarter
  /// more).
  func followed(finger x: Double, gap: Double, edge: Double, width: Double) -> SwellPoint {
    // The limit holds the depth of what is seen: the curve's lowest point below the edge.
    let depth = max(gap - edge, 0)
    let past =
      softStop ? StyleMath.soften(excess: depth - stretchLimit, give: stretchLimit / 4) : 0
    let seen = min(depth, stretchLimit) + past
    let factor = reachesContent ? 2.0 : 1.0
    return SwellPoint(x: factor * (x - width / 2), y: factor * seen)
  }

  /// The control point's offset `time` seconds after the release, from `start` with a
  /// vertical velocity (pt/s, positive downward) toward `restOffset`.
  func releaseOffset(
    from start: SwellPoint, velocity: Double, time: Double, reduceMotion: Bool
  ) -> SwellPoint {
    let rest = restOffset
    if reduceMotion {
      return SpringAnimation(spring: Self.calmSpring, from: start, to: rest).value(time: time)
    }
    switch release {
    case .oscillation:
      let oscillation = try? DampedOscillation(
        from: start, to: rest, damping: oscillationDamping, velocity: oscillationVelocity,
        duration: oscillationDuration)
      return oscillation?.value(time: time) ?? rest
    case .spring:
      let spring =
        (try? SwellSpring(response: springResponse, dampingRatio: springDampingRatio)) ?? .bouncy
      return SpringAnimation(
        spring: spring, from: start, to: rest, initialVelocity: SwellPoint(x: 0, y: velocity)
      ).value(time: time)
    }
  }

  /// The fraction of the gap between the grabbed curtain and the finger left `time` seconds
  /// after the grab: 1 at the grab, falling to 0 without overshoot (a critically damped step).
  func catchUpRemaining(after time: Double) -> Double {
    let spring = (try? SwellSpring(response: grabResponse, dampingRatio: 1)) ?? .criticallyDamped
    return 1 - spring.value(target: 1.0, time: time)
  }

  /// The refreshing ring's opacity (0…1): shown, still turning, as the pull arms; fading in
  /// while refreshing, out while finishing; with reduced motion breathing between 0.6 and 1.
  func indicatorOpacity(_ context: RefreshContext) -> Double {
    guard showsIndicator else { return 0 }
    func refreshing(_ t: Double) -> Double {
      let shown = StyleMath.smoothstep(t / Self.indicatorFadeIn)
      guard context.reduceMotion else { return shown }
      return shown * StyleMath.breath(t, period: Self.indicatorBreath)
    }
    let loading: Double
    switch context.state {
    case .refreshing:
      loading = refreshing(context.timeInState)
    case .finishing:
      let last = refreshing(context.completedPreviousStateDuration)
      loading = last * (1 - StyleMath.smoothstep(settlingTime(in: context) / finishingDuration))
    case .idle, .pulling, .armed:
      loading = 0
    }
    // Half shown as the band opens, fully once the pull arms.
    let pulled =
      0.5 * StyleMath.smoothstep(context.pullDistance / Self.indicatorReveal) + 0.5
      * context.easedArmLevel
    return max(loading, pulled)
  }

  /// How much of the ring is drawn (0…1): filled by the pull until the refresh starts.
  func indicatorDrawn(_ context: RefreshContext) -> Double {
    switch context.state {
    case .idle, .pulling, .armed: context.progress
    case .refreshing, .finishing: 1
    }
  }

  /// The pull (pt) over which the ring fades in to half while the band opens.
  static let indicatorReveal = 40.0
}
