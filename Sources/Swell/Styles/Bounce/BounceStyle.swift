/// PullToBounce (seed 003) as a refresh style: a sheet whose top edge bends under the pull and
/// bounces back on release, and a ball that rises out of it and spins while refreshing.
///
///     var style = BounceStyle()                 // Swell's defaults; BounceStyle.seed: the seed's
///     try style.set(\.ballSize, to: 30)
///     let scene = style.scene(in: context)
///     listView.opacity = style.contentOpacity(in: context)   // the seed fades the host's list
///
/// Coordinates: the header sits on the content, whose top edge is at y = the header's height;
/// a pull of p points reveals the header's bottom p points. Below, "from the top" means from
/// the scroll view's top, as in the seed: the header's y = height − p.
///
/// - Pulling: the sheet's top edge rides on the content's top edge down to `pullDistance` from
///   the top; past it the edge's corners stay there and its middle follows the content, a
///   quadratic curve whose control point lies `min(pull − pullDistance, bendDistance)` below
///   the corners (its apex bends half as far). With `softStop` (Swell) the corners ease into
///   their stop over 12 pt either side of it, the control point following the content. With
///   `fadesContent` (the seed) the host fades its content by `contentOpacity(in:)`, so the
///   sheet shows through it; Swell keeps it.
/// - Refreshing (released past `triggerDistance`, 96 pt — the seed's 136 —, where the content
///   then rests): the
///   bend bounces back through [1, −0.7, 0.4, −0.3, 0.15, 0] × the bend at release over
///   `bounceDuration`. After `ballDelay` the ball rises out of the sheet by
///   pullDistance/2 + ballSize/2 (the seed's 66 pt, Swell's 48) in `riseDuration` on the
///   overshooting curve, to the
///   middle of the band above the corners (`pullDistance`/2 from the top); then the spinner
///   turns around it once per `spinnerTurnDuration` while its stroke grows (strokeEnd 0 → 1)
///   and then shrinks (strokeStart 0 → 1), `strokeDuration` each, eased out, never shorter
///   than a dot (`spinnerShortestArc`); at its longest it leaves `spinnerGap` of the turn open
///   (Swell), so it never stands as a closed ring, which shows no turning (the seed's did).
/// - Past the stop (`pullDistance + bendDistance`) the sheet's middle keeps following the
///   content, softly (at most half `bendDistance` more), so the picture answers the finger.
/// - While pulling the ball peeks out of the sheet with the pull, so the header answers the
///   finger before the sheet bends, and arming lifts it to a quarter of its rise.
/// - Finishing: the spinner fades out in 0.15 s, the ball drops back to its peek in
///   `riseDuration` on the same curve while the content holds still (`finishingHold`), then the
///   content scrolls back in 0.3 s and the ball sinks into the sheet with it, while the sheet's
///   middle, caught by the content's top edge again (ramped in over the drop where the seed
///   jumped), flattens. A failed refresh turns the ball `failureColor`, shakes it (three
///   swings in 0.2 s) and holds it aloft for `failureHold` before it drops.
///
/// Reduce motion: the bend returns without swinging, the ball fades in at its place and pulses
/// its opacity instead of spinning, and fades out when refreshing ends.
///
/// Every attribute moves continuously in time except where the spinner's stroke wraps at the
/// end of each grow-and-shrink cycle (a dot at the top before and after, moved by a third of a
/// degree) and, without `peeks`, where the ball hides once it has dropped (inside the sheet):
/// neither is visible. A refresh shorter
/// than the bounce cuts the bounce's rest when finishing begins only if its bend at release was
/// smaller than `bendDistance` (finishing assumes the full bend).
///
/// Parameters are checked against the ranges `parameters` lists by `set` and when decoded.
public struct BounceStyle: Hashable, Sendable {
  /// How the release bounce runs through its keyframes.
  public enum BounceTiming: String, Hashable, Sendable, Codable, CaseIterable {
    /// The seed's: one ease-in curve over the whole animation, keyframes evenly spaced in the
    /// eased time, so the swings speed up as they shrink.
    case easeIn
    /// Swell's: keyframes evenly spaced in time, each segment eased in and out, so the sheet
    /// turns at every extreme with a steady period, like a damped oscillation.
    case swing
  }

  /// How far the content is pulled (pt) before the sheet starts to bend; also where the sheet's
  /// corners rest while refreshing; with `fadesContent` the content fades out over it. Seed: 96;
  /// Swell: 64.
  public var pullDistance: Double {
    didSet { keepValid(\.pullDistance, "pullDistance", oldValue: oldValue) }
  }
  /// How far past `pullDistance` the sheet's middle follows the content (pt): the largest
  /// control-point bend. Seed: 40; Swell: 32.
  public var bendDistance: Double {
    didSet { keepValid(\.bendDistance, "bendDistance", oldValue: oldValue) }
  }
  /// How long the release bounce lasts (s). Seed: 0.8.
  public var bounceDuration: Double {
    didSet { keepValid(\.bounceDuration, "bounceDuration", oldValue: oldValue) }
  }
  /// How the release bounce is timed. Seed: `.easeIn`; Swell: `.swing`.
  public var bounceTiming: BounceTiming {
    didSet { keepValid(\.bounceTiming, "bounceTiming", oldValue: oldValue) }
  }
  /// The ball's diameter (pt). Seed: 36; Swell: 32.
  public var ballSize: Double {
    didSet { keepValid(\.ballSize, "ballSize", oldValue: oldValue) }
  }
  /// The wait between the release and the ball's rise (s). Seed: 0.2.
  public var ballDelay: Double {
    didSet { keepValid(\.ballDelay, "ballDelay", oldValue: oldValue) }
  }
  /// How long the ball takes to rise, and to drop back (s). Seed: 0.25.
  public var riseDuration: Double {
    didSet { keepValid(\.riseDuration, "riseDuration", oldValue: oldValue) }
  }
  /// The first control point of the rise and drop timing curve (as CAMediaTimingFunction's).
  /// Seed: (0.49, 0.13).
  public var riseControlPoint1: SwellPoint {
    didSet { keepValid(\.riseControlPoint1, "riseControlPoint1", oldValue: oldValue) }
  }
  /// The second control point of the rise and drop timing curve; a y above 1 overshoots.
  /// Seed: (0.29, 1.61).
  public var riseControlPoint2: SwellPoint {
    didSet { keepValid(\.riseControlPoint2, "riseControlPoint2", oldValue: oldValue) }
  }
  /// The spinner's radius as a multiple of the ball's (1.2 gives 21.6 pt around the seed's 36 pt
  /// ball, 19.2 pt around Swell's 32).
  public var spinnerScale: Double {
    didSet { keepValid(\.spinnerScale, "spinnerScale", oldValue: oldValue) }
  }
  /// The spinner's stroke width (pt). Seed: 2.
  public var spinnerLineWidth: Double {
    didSet { keepValid(\.spinnerLineWidth, "spinnerLineWidth", oldValue: oldValue) }
  }
  /// How long the spinner takes for one turn (s). Seed: 1.
  public var spinnerTurnDuration: Double {
    didSet { keepValid(\.spinnerTurnDuration, "spinnerTurnDuration", oldValue: oldValue) }
  }
  /// How long the spinner's stroke takes to grow, and then to shrink (s). Seed: 0.8.
  public var strokeDuration: Double {
    didSet { keepValid(\.strokeDuration, "strokeDuration", oldValue: oldValue) }
  }
  /// The part of a turn (0…0.5) the spinner's arc leaves open at its longest: the open end
  /// closes up only as the other end runs after it, so the turning always shows. Swell: 0.1;
  /// seed: 0, a closed ring for a moment each cycle.
  public var spinnerGap: Double {
    didSet { keepValid(\.spinnerGap, "spinnerGap", oldValue: oldValue) }
  }
  /// The colour behind everything: what the pull reveals. Seed: the example's blue; Swell:
  /// iOS's system blue, which the white ball stands 4:1 off.
  public var backgroundColor: SwellColor {
    didSet { keepValid(\.backgroundColor, "backgroundColor", oldValue: oldValue) }
  }
  /// The sheet's colour (the seed takes the scroll view's background). Seed: white.
  public var waveColor: SwellColor {
    didSet { keepValid(\.waveColor, "waveColor", oldValue: oldValue) }
  }
  /// The ball's colour. Seed: white.
  public var ballColor: SwellColor {
    didSet { keepValid(\.ballColor, "ballColor", oldValue: oldValue) }
  }
  /// The spinner's colour. Seed: white at 80 % opacity.
  public var spinnerColor: SwellColor {
    didSet { keepValid(\.spinnerColor, "spinnerColor", oldValue: oldValue) }
  }
  /// Whether `contentOpacity(in:)` fades the content while pulling, as the seed does.
  public var fadesContent: Bool {
    didSet { keepValid(\.fadesContent, "fadesContent", oldValue: oldValue) }
  }
  /// The ball's colour while a failed refresh finishes.
  public var failureColor: SwellColor {
    didSet { keepValid(\.failureColor, "failureColor", oldValue: oldValue) }
  }
  /// How long a failed refresh keeps the band, its ball turned `failureColor` and shaking aloft,
  /// before the header goes (s): long enough to read that it failed. Seed: 0 (the article has no
  /// failure).
  public var failureHold: Double {
    didSet { keepValid(\.failureHold, "failureHold", oldValue: oldValue) }
  }
  /// Whether the sheet's stops are soft (Swell): its corners ease into their place at
  /// `pullDistance` over a few points, and past the full bend it keeps bending, softly; or
  /// hard (the seed): the corners stop dead and the bend holds.
  public var softStop: Bool {
    didSet { keepValid(\.softStop, "softStop", oldValue: oldValue) }
  }
  /// Whether the ball peeks out of the sheet with the pull and as it arms, and settles back
  /// to that peek after the refresh (Swell), or stays hidden until it rises (the seed).
  public var peeks: Bool {
    didSet { keepValid(\.peeks, "peeks", oldValue: oldValue) }
  }

  /// `backgroundColor` in a dark app: a blue behind a sheet in the dark list's colour (#1C1C1E,
  /// 3:1 off it), the ball and spinner near white.
  public var darkBackgroundColor: SwellColor {
    didSet { keepValid(\.darkBackgroundColor, "darkBackgroundColor", oldValue: oldValue) }
  }
  /// `waveColor` in a dark app: the sheet's colour.
  public var darkWaveColor: SwellColor {
    didSet { keepValid(\.darkWaveColor, "darkWaveColor", oldValue: oldValue) }
  }
  /// `ballColor` in a dark app: the ball's colour.
  public var darkBallColor: SwellColor {
    didSet { keepValid(\.darkBallColor, "darkBallColor", oldValue: oldValue) }
  }
  /// `spinnerColor` in a dark app: the spinner's colour.
  public var darkSpinnerColor: SwellColor {
    didSet { keepValid(\.darkSpinnerColor, "darkSpinnerColor", oldValue: oldValue) }
  }
  /// `failureColor` in a dark app: the failure colour.
  public var darkFailureColor: SwellColor {
    didSet { keepValid(\.darkFailureColor, "darkFailureColor", oldValue: oldValue) }
  }

  /// Swell's defaults: the seed's colours and motion in a header a thumb arms — the sheet
  /// bending from 64 pt and arming at 96 pt of pull (the seed's 96 and 136 took about 320 pt
  /// of finger on a phone), a 32 pt ball —, the list left in view (the seed faded it out for
  /// most of a refresh), and the bounce timed as a steady swing.
  public init() {
    pullDistance = 64
    bendDistance = 32
    bounceDuration = 0.8
    bounceTiming = .swing
    ballSize = 32
    ballDelay = 0.2
    riseDuration = 0.25
    riseControlPoint1 = SwellPoint(x: 0.49, y: 0.13)
    riseControlPoint2 = SwellPoint(x: 0.29, y: 1.61)
    spinnerScale = 1.2
    spinnerLineWidth = 2
    spinnerTurnDuration = 1
    strokeDuration = 0.8
    spinnerGap = 0.1
    // iOS's system blue: the white ball stands 4:1 off it (the seed's light blue gave 2.4:1).
    backgroundColor = SwellColor(red255: 0, green255: 122, blue255: 255)
    waveColor = .white
    ballColor = .white
    spinnerColor = SwellColor.white.withAlpha(multipliedBy: 0.8)
    fadesContent = false
    failureColor = SwellColor(red255: 255, green255: 59, blue255: 48)
    failureHold = 0.75
    softStop = true
    peeks = true
    // A blue as light as the dark list's colour lets it be: the sheet in that colour stands
    // 3.2:1 off it, and the ball 4.6:1 (a night blue left the sheet at 1.39:1).
    darkBackgroundColor = SwellColor(red255: 20, green255: 104, blue255: 214)
    darkWaveColor = SwellColor(red255: 28, green255: 28, blue255: 30)
    darkBallColor = SwellColor(red255: 235, green255: 240, blue255: 250)
    darkSpinnerColor = SwellColor(red255: 235, green255: 240, blue255: 250, alpha: 0.8)
    darkFailureColor = SwellColor(red255: 255, green255: 69, blue255: 58)
  }

  /// The seed's configuration (PullToBounce's defaults and its example's colours).
  public static let seed: BounceStyle = {
    var style = BounceStyle()
    style.bounceTiming = .easeIn
    style.softStop = false
    style.peeks = false
    style.backgroundColor = .pullToBounceBlue
    style.pullDistance = 96
    style.bendDistance = 40
    style.ballSize = 36
    style.fadesContent = true
    style.failureHold = 0
    style.spinnerGap = 0
    return style
  }()
}
