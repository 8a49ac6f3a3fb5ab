#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bounce style's motion as functions of time: the sheet's bend, the ball's rise and drop,
/// the spinner's stroke and turn. All take a context's bounded seconds (`RefreshContext`) and parameters the
/// table has checked, so they never meet NaN.
extension BounceStyle {
  /// The release bounce's keyframes, as fractions of the bend at release (the seed's values).
  public static let bounceKeyframes: [Double] = [1, -0.7, 0.4, -0.3, 0.15, 0]

  /// The seed's keyframes evenly spaced in unit time with linear segments: the seed eases the
  /// time of the whole animation instead (`BounceTiming.easeIn`).
  private static let linearBounce = try? KeyframeAnimation(
    values: bounceKeyframes,
    timingCurves: Array(repeating: .linear, count: bounceKeyframes.count - 1), duration: 1)

  /// The keyframes evenly spaced in unit time, each segment eased in and out
  /// (`BounceTiming.swing`).
  private static let swingBounce = try? KeyframeAnimation(
    values: bounceKeyframes,
    timingCurves: Array(repeating: .easeInEaseOut, count: bounceKeyframes.count - 1),
    duration: 1)

  /// The distance (pt) at which the sheet is fully bent: the trigger and the refreshing stop.
  var stopDistance: Double { pullDistance + bendDistance }

  /// The ball's radius (pt).
  var ballRadius: Double { ballSize / 2 }

  /// How far the ball rises (pt): from just inside the sheet to the middle of the revealed
  /// band, pullDistance/2 + ballSize/2 (66 pt in the seed).
  var riseDistance: Double { pullDistance / 2 + ballRadius }

  /// The spinner's radius (pt).
  var spinnerRadius: Double { ballRadius * spinnerScale }

  /// The rise and drop timing curve; the seed's overshoot (0.49, 0.13, 0.29, 1.61).
  var riseCurve: TimingCurve {
    (try? TimingCurve(controlPoint1: riseControlPoint1, controlPoint2: riseControlPoint2))
      ?? .easeOut
  }

  /// Where the sheet's corners are at `pull` (pt below the scroll view's top): on the
  /// content's edge up to `pullDistance`, then held there. With `softStop` they ease into the
  /// stop (a quadratic knee over `cornerEase` points either side of it), so their speed goes
  /// from the content's to none over frames, and back as the band closes; the seed's stop
  /// dead.
  func sheetCorner(_ pull: Double) -> Double {
    let held = StyleMath.clamp(pull, 0, pullDistance)
    let ease = softStop ? min(Self.cornerEase, pullDistance / 2, bendDistance / 2) : 0
    let into = pull - (pullDistance - ease)
    guard ease > 0, into > 0, into < 2 * ease else { return held }
    return pull - into * into / (4 * ease)
  }

  /// How far either side of `pullDistance` Swell's corners ease into their stop (pt): over
  /// about ten 120 Hz frames of a brisk pull.
  static let cornerEase = 12.0

  /// The bend (pt, the control point's depth below the sheet's corners) that a pull asks for:
  /// none while the corners ride on the content (`sheetCorner`), then the rest of the pull,
  /// the control point following the content, for `bendDistance`, then (with
  /// `softStop`) softly, at most half `bendDistance` more, so the sheet keeps answering the
  /// finger.
  func pullBend(_ pull: Double) -> Double {
    let held = StyleMath.clamp(pull - sheetCorner(pull), 0, bendDistance)
    guard softStop else { return held }
    return held + StyleMath.soften(excess: pull - stopDistance, give: bendDistance / 2)
  }

  /// The fraction of the release bend drawn `time` seconds after the bounce began: the
  /// keyframes [1, −0.7, 0.4, −0.3, 0.15, 0] over `bounceDuration`, or with reduced motion a
  /// single ease from 1 to 0 over half that, without swinging.
  func bounceFraction(time: Double, reduceMotion: Bool) -> Double {
    if reduceMotion {
      let p = StyleMath.fraction(time, of: bounceDuration / 2)
      return 1 - TimingCurve.easeInEaseOut.value(at: p)
    }
    let p = StyleMath.fraction(time, of: bounceDuration)
    switch bounceTiming {
    case .easeIn: return Self.linearBounce?.value(time: TimingCurve.easeIn.value(at: p)) ?? 0
    case .swing: return Self.swingBounce?.value(time: p) ?? 0
    }
  }

  /// How far the ball has risen as a fraction of `riseDistance`, `time` seconds after
  /// refreshing began: 0 until `ballDelay`, then the rise curve over `riseDuration` (passing 1
  /// on the seed's overshooting curve), then 1.
  func riseFraction(time: Double) -> Double {
    guard time >= ballDelay else { return 0 }
    return riseCurve.value(at: StyleMath.fraction(time - ballDelay, of: riseDuration))
  }

  /// When the spinner starts, in seconds after refreshing began: once the ball has risen.
  var spinnerStart: Double { ballDelay + riseDuration }

  /// The spinner's stroke range `time` seconds after it started: strokeEnd 0 → 1 over
  /// `strokeDuration` (eased out) with strokeStart at 0, then strokeStart 0 → 1 (eased out)
  /// with strokeEnd at 1, and again — never shorter than `spinnerShortestArc`, so the arc that
  /// shrinks to a dot at the top hands over to the one growing from there without a frame of
  /// nothing between (the seed's did vanish for a frame). With a `spinnerGap` g the stroke
  /// grows to 1 − g and its end runs on to 1 as the start catches up, so it never closes.
  func spinnerStroke(time: Double) -> (start: Double, end: Double) {
    let cycle = 2 * strokeDuration
    let t = Swift.max(time, 0)
    let phase = t - (t / cycle).rounded(.down) * cycle
    let shortest = Self.spinnerShortestArc
    let gap = StyleMath.clamp(spinnerGap, 0, 0.5)
    if phase < strokeDuration {
      let grown = TimingCurve.easeOut.value(at: phase / strokeDuration)
      return (0, shortest + (1 - gap - shortest) * grown)
    }
    let shrink = TimingCurve.easeOut.value(at: (phase - strokeDuration) / strokeDuration)
    return ((1 - shortest) * shrink, 1 - gap + gap * shrink)
  }

  /// The shortest the spinner's arc gets (a fraction of its turn): a dot with its round caps,
  /// which moves by this much of a turn (0.4 pt at Swell's radius) where one cycle hands over
  /// to the next.
  static let spinnerShortestArc = 0.003

  /// The spinner's rotation (radians, clockwise on screen) `time` seconds after it started:
  /// one turn per `spinnerTurnDuration`, reduced modulo a turn.
  func spinnerAngle(time: Double) -> Double {
    let turns = Swift.max(time, 0) / spinnerTurnDuration
    return (turns - turns.rounded(.down)) * 2 * Double.pi
  }

  /// The ball at one instant: its rise fraction, opacity, and how long the spinner has run
  /// (nil when it is not shown), and the spinner's opacity.
  struct Ball: Equatable {
    /// The rise as a fraction of `riseDistance` (0 inside the sheet, 1 at the top).
    var rise: Double
    /// The ball's opacity, 0…1. Inside the sheet it is hidden by the sheet whatever it is.
    var opacity: Double
    /// Seconds since the spinner started, or nil when it is hidden.
    var spinTime: Double?
    /// The spinner's opacity, 0…1, while it shows.
    var spinnerOpacity = 1.0
    /// How far the ball is shaken sideways (pt): a failed refresh shakes it before it drops.
    var shake = 0.0
  }

  /// How long a failed refresh shakes the ball as it drops (s).
  static let failureShake = 0.2

  /// How far the ball peeks out of the sheet when the pull arms (a fraction of its rise).
  static let peek = 0.25

  /// How far toward its peek the ball is (0…1): three fifths with the pull, so the header
  /// answers the finger before the sheet bends, and the rest as the pull arms; 0 unless the
  /// style `peeks`.
  func peeking(progress: Double, arm: Double) -> Double {
    guard peeks else { return 0 }
    return 0.6 * StyleMath.clamp(progress, 0, 1) + 0.4 * StyleMath.clamp(arm, 0, 1)
  }

  /// The ball while pulling: inside the sheet, peeking out with the pull and as it arms
  /// (`peeking`, 0…1); with reduced motion, fading in where it would rise to instead.
  func ballWhilePulling(peeking: Double, reduceMotion: Bool) -> Ball {
    reduceMotion
      ? Ball(rise: 1, opacity: 0.5 * peeking, spinTime: nil)
      : Ball(rise: Self.peek * peeking, opacity: 1, spinTime: nil)
  }

  /// The ball `time` seconds after refreshing began, continuing from its peek (`peeking`, as
  /// while pulling).
  func ballWhileRefreshing(time: Double, reduceMotion: Bool, peeking level: Double = 0)
    -> Ball
  {
    let peeking = ballWhilePulling(peeking: level, reduceMotion: reduceMotion)
    let spinTime = time - spinnerStart
    guard reduceMotion else {
      return Ball(
        rise: max(riseFraction(time: time), peeking.rise), opacity: 1,
        spinTime: spinTime >= 0 ? spinTime : nil)
    }
    // Reduced motion: the ball fades in where it would have risen to, then breathes (opacity
    // 1 → 0.6 → 1 over one grow-and-shrink cycle of the spinner) instead of spinning.
    guard spinTime >= 0 else {
      let shown = StyleMath.smoothstep((time - ballDelay) / riseDuration)
      return Ball(rise: 1, opacity: max(shown, peeking.opacity))
    }
    return Ball(
      rise: 1, opacity: StyleMath.breath(spinTime, period: 2 * strokeDuration), spinTime: nil)
  }

  /// How long the spinner takes to fade out when refreshing ends (s).
  static let spinnerFadeOut = 0.15

  /// The ball `time` seconds after finishing began, when refreshing lasted `refreshDuration`:
  /// it drops back from where it was in `riseDuration` on the rise curve to where the pull
  /// would have it peek (`peeking`, as while pulling), and sinks with the content from there;
  /// with reduced motion it fades out where it was, to what the pull would show. A failure
  /// shakes it sideways (three swings in `failureShake`, dying out) and holds it aloft until
  /// the drop, which runs on `sinceHold` (the seconds since a failure's hold ended; `time`
  /// when nil: no hold).
  func ballWhileFinishing(
    at time: Double, sinceHold: Double? = nil, refreshDuration: Double, reduceMotion: Bool,
    peeking: Double = 0, failed: Bool = false
  ) -> Ball {
    let last = ballWhileRefreshing(time: refreshDuration, reduceMotion: reduceMotion)
    let settled = ballWhilePulling(peeking: peeking, reduceMotion: reduceMotion)
    let p = StyleMath.fraction(sinceHold ?? time, of: riseDuration)
    if reduceMotion {
      let fading = last.opacity * (1 - StyleMath.smoothstep(p))
      return Ball(rise: last.rise, opacity: max(fading, settled.opacity))
    }
    // The spinner keeps turning as it fades, rather than vanishing in a frame.
    let spinning = last.spinTime.map { $0 + time }
    let spinnerOpacity = 1 - StyleMath.smoothstep(time / Self.spinnerFadeOut)
    var shake = 0.0
    if failed {
      let u = min(time / Self.failureShake, 1)
      shake = 4 * sin(6 * Double.pi * u) * (1 - u)
    }
    let dropped = p < 1 ? riseCurve.value(at: p) : 1
    // Without a peek to settle at, the ball is hidden in the sheet once it has dropped.
    guard p < 1 || peeks else {
      return Ball(rise: 0, opacity: 0, spinTime: spinning, spinnerOpacity: 0)
    }
    return Ball(
      rise: last.rise + (settled.rise - last.rise) * dropped, opacity: 1, spinTime: spinning,
      spinnerOpacity: spinnerOpacity, shake: shake)
  }
}
