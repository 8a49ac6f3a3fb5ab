import SwellTestSupport
import Testing

@testable import Swell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How fast the bounce style's paths can move and when it may jump, for the style harness.
enum BounceBounds {
  /// The fastest motion not caused by the pull (pt/s): the sheet's control point under the
  /// release bounce — the bend at release (≤ bendDistance) × the keyframes' largest step per
  /// unit of progress (1.7 × 5) × the steepest slope of ease-in or ease-in-ease-out (≤ 1.725) /
  /// bounceDuration — plus the finishing blend, bendDistance × smoothstep's steepest slope 1.5
  /// / riseDuration. The ball and the spinner move by their transforms, not their paths.
  static func autonomousSpeed(_ s: BounceStyle) -> Double {
    s.bendDistance * 8.5 * StyleHarness.easeSlope / s.bounceDuration
      + s.bendDistance * 1.5 / s.riseDuration
  }

  /// The documented instants: the ball appears `ballDelay` into refreshing (inside the sheet),
  /// the spinner `ballDelay + riseDuration` in, the spinner vanishes when finishing begins, the
  /// ball hides when its drop ends (inside the sheet; the harness's finish is that long).
  static func documentedJumps(_ s: BounceStyle)
    -> @Sendable (RefreshContext, RefreshContext)
    -> Bool
  {
    { a, b in
      func crosses(_ instant: Double) -> Bool {
        a.state == b.state && a.timeInState < instant && b.timeInState >= instant
      }
      return StyleHarness.atRest(a, b) || StyleHarness.entering(.finishing, a, b)
        || StyleHarness.entering(.idle, a, b)
        || (b.state == .refreshing && (crosses(s.ballDelay) || crosses(s.spinnerStart)))
        || (b.state == .finishing && crosses(s.riseDuration))
    }
  }
}

/// The bounce style against the seed's own formulas (PullToBounce): keyframes, the overshooting
/// rise solved here by bisection on the Bézier polynomial, the spinner's eased strokes.
@Suite struct BounceStyleTests {
  // MARK: - Oracles written here, independent of Swell's motion code

  /// The cubic Bézier timing function (CAMediaTimingFunction's meaning): solve x(t) = x for t
  /// by bisection (x(t) is monotone since x1, x2 are in 0…1), return y(t).
  static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> Double
  {
    func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    let target = min(max(x, 0), 1)
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if b(mid, x1, x2) < target { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, y1, y2)
  }

  /// Inverse of a monotone timing function: the x at which its y equals `y`.
  static func inverseBezier(_ y: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> Double
  {
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if bezier(mid, x1, y1, x2, y2) < y { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }

  static let keyframes: [Double] = [1, -0.7, 0.4, -0.3, 0.15, 0]

  /// Swell's motion at the seed's distances and colour (96 pt before the sheet bends, 40 of
  /// bend, a 36 pt ball, the list faded, its light blue): the mechanics these tests check against the seed's numbers;
  /// `BounceReachTests` checks today's shorter defaults.
  static let seedDistances: BounceStyle = {
    var style = BounceStyle()
    style.pullDistance = 96
    style.bendDistance = 40
    style.ballSize = 36
    style.fadesContent = true
    style.backgroundColor = .pullToBounceBlue
    return style
  }()

  /// The seed's bounce: CAKeyframeAnimation with even key times, linear between them, its time
  /// eased by kCAMediaTimingFunctionEaseIn (0.42, 0, 1, 1) over 0.8 s.
  static func seedBounce(_ t: Double) -> Double {
    let u = bezier(t / 0.8, 0.42, 0, 1, 1) * 5
    let i = min(Int(u), 4)
    return keyframes[i] + (keyframes[i + 1] - keyframes[i]) * (u - Double(i))
  }

  /// Swell's swing: even key times, each segment eased in and out (0.42, 0, 0.58, 1).
  static func swingBounce(_ t: Double) -> Double {
    let u = min(max(t / 0.8, 0), 1) * 5
    let i = min(Int(u), 4)
    let eased = bezier(u - Double(i), 0.42, 0, 0.58, 1)
    return keyframes[i] + (keyframes[i + 1] - keyframes[i]) * eased
  }

  /// The seed's rise: 66 pt over 0.25 s on cubic-bezier(0.49, 0.13, 0.29, 1.61) after 0.2 s.
  static func seedRise(_ t: Double) -> Double {
    t < 0.2 ? 0 : bezier((t - 0.2) / 0.25, 0.49, 0.13, 0.29, 1.61)
  }

  static func easeOut(_ x: Double) -> Double { bezier(x, 0, 0, 0.58, 1) }

  // MARK: - Reading a scene

  static func layer(_ scene: SwellScene, _ name: String) -> ShapeLayer? {
    scene.layers.first { $0.name == name }
  }

  /// How far the scroll view's frame (y = 0 at its top, the content's top at y = pull) lies
  /// above the header's (the content's top at y = height): the seed's numbers are in the
  /// former.
  static func shift(_ scene: SwellScene, pull: Double) -> Double { scene.size.height - pull }

  /// The sheet's corner height and quad control point, in the scroll view's frame, as meant:
  /// corners drawn within 2 pt of the content's edge are tucked toward it (undone here), and the
  /// control point moves with them.
  static func wave(_ scene: SwellScene, pull: Double) -> (corner: Double, control: SwellPoint)? {
    guard let wave = layer(scene, "bounce.wave"), wave.path.elements.count == 5,
      case .line(let drawn) = wave.path.elements[1],
      case .quadCurve(_, let control) = wave.path.elements[2]
    else { return nil }
    let dy = shift(scene, pull: pull)
    let corner = pull - PathProbe.untucked(pull - (drawn.y - dy))
    return (corner, SwellPoint(x: control.x, y: control.y - drawn.y + corner))
  }

  /// The ball's centre, in the scroll view's frame.
  static func ballCenter(_ scene: SwellScene, pull: Double) -> SwellPoint? {
    layer(scene, "bounce.ball").map {
      SwellPoint(x: $0.transform.tx, y: $0.transform.ty - shift(scene, pull: pull))
    }
  }

  static func refreshing(_ t: Double, _ style: BounceStyle = .seed, pull: Double = 136)
    -> RefreshContext
  {
    RefreshContext(
      state: .refreshing, pullDistance: pull, timeInState: t, timeSinceRelease: t,
      size: SwellSize(width: 375, height: style.headerHeight), pullDistanceAtStateChange: 136)
  }

  // MARK: - The seed's numbers

  @Test func seedDistances() {
    let seed = BounceStyle.seed
    #expect(seed.name == "bounce")
    #expect(seed.headerHeight == 204)
    #expect(seed.triggerDistance == 136)
    #expect(seed.refreshingHeight == 136)
    #expect(seed.finishingDuration == 0.55)
    #expect(seed.finishingHold == 0.25)
    #expect(seed.riseDistance == 66)
    expectClose(seed.spinnerRadius, 21.6, tolerance: 1e-12)
  }

  @Test func sheetFollowsThePull() throws {
    let style = BounceStyle.seed
    for (pull, corner, bend) in [
      (0.0, 0.0, 0.0), (50, 50, 0), (96, 96, 0), (100, 96, 4), (136, 96, 40), (500, 96, 40),
      (-30, 0, 0),
    ] {
      let scene = style.scene(
        in: RefreshContext(state: .pulling(progress: 0.5), pullDistance: pull))
      let wave = try #require(Self.wave(scene, pull: pull))
      expectClose(wave.corner, corner)
      expectClose(wave.control.y - wave.corner, bend)
      expectClose(wave.control.x, 187.5)
      // The seed's quad curve: its apex (the curve's midpoint) bends half as far as its control.
      let apex = (wave.corner + 2 * wave.control.y + wave.corner) / 4
      expectClose(apex - wave.corner, bend / 2)
    }
  }

  /// The sheet's corners ride on the content's edge, then hold at `pullDistance` while its
  /// middle follows on. Swell's ease into that stop, and out of it as the band closes, over
  /// frames: at 120 Hz the corners' share of the content's step changes by at most 0.3 a
  /// frame. The seed's stop dead (its corners go from the content's whole step to none in a
  /// frame; `sheetFollowsThePull` pins its numbers), and so did Swell's before.
  @Test(arguments: [false, true])
  func theCornersEaseIntoTheirStop(seed: Bool) throws {
    let style = seed ? BounceStyle.seed : BounceStyle()
    let simulation = try Simulation(
      style: style, interaction: .standard, headerWidth: 375, viewportHeight: 600)
    var previous: (pull: Double, corner: Double)?
    var previousShare: Double?
    var largest = 0.0
    var measured = 0
    for frame in try simulation.frames(fps: 120) {
      let pull = frame.context.pullDistance
      let scene = style.scene(in: frame.context)
      let corner = try #require(Self.wave(scene, pull: pull)?.corner)
      defer { previous = (pull, corner) }
      guard let last = previous, abs(pull - last.pull) > 0.2 else {
        previousShare = nil
        continue
      }
      let share = (corner - last.corner) / (pull - last.pull)
      if let previousShare {
        largest = max(largest, abs(share - previousShare))
        measured += 1
      }
      previousShare = share
    }
    #expect(measured > 60)
    if seed {
      #expect(largest > 0.5, "the seed's corners stop dead: \(largest)")
    } else {
      #expect(largest <= 0.3, "the corners' share of the content's step changed by \(largest)")
    }
  }

  @Test func theHeaderSitsOnTheContent() throws {
    // In the header's own coordinates the content's top is at y = height (184 pt): pulled
    // 60 pt, the sheet's corners are there; refreshing at 136 pt, they stay 96 pt below the
    // scroll view's top, 40 pt above the content, and the ball rests 48 pt below that top,
    // at y = 184 − 136 + 48 = 96.
    let style = BounceStyle.seed
    let size = SwellSize(width: 375, height: 184)
    func corner(_ scene: SwellScene) -> Double? {
      guard case .line(let p) = Self.layer(scene, "bounce.wave")?.path.elements[1] else {
        return nil
      }
      return p.y
    }
    // Resting on the content, the corners are drawn a point under its edge.
    let pulling = style.scene(
      in: RefreshContext(state: .pulling(progress: 0.5), pullDistance: 60, size: size))
    #expect(corner(pulling) == 185)
    let refreshing = style.scene(
      in: RefreshContext(
        state: .refreshing, pullDistance: 136, timeInState: 2, size: size,
        pullDistanceAtStateChange: 136))
    #expect(corner(refreshing) == 144)
    #expect(Self.layer(refreshing, "bounce.ball")?.transform.ty == 96)
  }

  // MARK: - The release bounce

  @Test func seedBounceHitsTheKeyframesAtTheEasedKeyTimes() throws {
    // Under an ease-in over the whole animation, keyframe k is reached when ease-in(t/0.8) = k/5.
    for (k, value) in Self.keyframes.enumerated() {
      let t = 0.8 * Self.inverseBezier(Double(k) / 5, 0.42, 0, 1, 1)
      let wave = try #require(Self.wave(BounceStyle.seed.scene(in: Self.refreshing(t)), pull: 136))
      expectClose(wave.control.y - 96, 40 * value, tolerance: 1e-4, "keyframe \(k) at \(t) s")
    }
    // Between the key times, against the seed's interpolation.
    for t in stride(from: 0.0, through: 1.0, by: 0.037) {
      let wave = try #require(Self.wave(BounceStyle.seed.scene(in: Self.refreshing(t)), pull: 136))
      expectClose(wave.control.y - 96, 40 * Self.seedBounce(t), tolerance: 1e-4, "t = \(t)")
    }
  }

  @Test func swingBounceHitsTheKeyframesEvery160Milliseconds() throws {
    let style = Self.seedDistances
    for t in stride(from: 0.0, through: 1.0, by: 0.01) {
      let wave = try #require(Self.wave(style.scene(in: Self.refreshing(t, style)), pull: 136))
      expectClose(wave.control.y - 96, 40 * Self.swingBounce(t), tolerance: 1e-4, "t = \(t)")
    }
    for (k, value) in Self.keyframes.enumerated() {
      let wave = try #require(
        Self.wave(style.scene(in: Self.refreshing(0.16 * Double(k), style)), pull: 136))
      expectClose(wave.control.y - 96, 40 * value, tolerance: 1e-6)
    }
  }

  @Test func bounceScalesWithTheBendAtRelease() throws {
    var context = Self.refreshing(0)
    context.pullDistanceAtStateChange = 116  // released half bent
    let wave = try #require(Self.wave(BounceStyle.seed.scene(in: context), pull: 136))
    expectClose(wave.control.y - 96, 20)
  }

  // MARK: - The ball

  @Test func ballRisesSixtySixPointsOnTheOvershootCurve() throws {
    // With no bend, the ball's centre is exactly the seed's: 18 pt under the sheet's top,
    // minus 66 pt × the rise curve.
    var style = BounceStyle.seed
    try style.set("bendDistance", to: "0")
    for t in [0.0, 0.1, 0.2, 0.25, 0.2625, 0.3, 0.325, 0.35, 0.4, 0.45, 0.6, 2.0] {
      let scene = style.scene(in: Self.refreshing(t, style, pull: 96))
      let center = try #require(Self.ballCenter(scene, pull: 96))
      expectClose(center.y, 96 + 18 - 66 * Self.seedRise(t), tolerance: 1e-4, "t = \(t)")
      expectClose(center.x, 187.5)
      let ball = try #require(Self.layer(scene, "bounce.ball"))
      #expect(ball.opacity == 1, "opaque, hidden inside the sheet until 0.2 s")
    }
    // The overshoot: past the top before settling at the middle of the 96 pt band.
    let peak = stride(from: 0.2, through: 0.45, by: 0.001).map { 114 - 66 * Self.seedRise($0) }
      .min()
    #expect((peak ?? 48) < 48 - 5)
  }

  @Test func ballEndsInTheMiddleOfTheBandWhateverTheBend() throws {
    for t in [0.45, 0.5, 0.7, 1.5] {
      let scene = BounceStyle.seed.scene(in: Self.refreshing(t))
      let center = try #require(Self.ballCenter(scene, pull: 136))
      expectClose(center.y, 48, tolerance: 1e-9)
    }
  }

  @Test func ballStartsHiddenUnderTheBentSheet() throws {
    // At 0.2 s the seed's sheet is still bent down: the ball must start below its surface.
    for style in [BounceStyle.seed, Self.seedDistances] {
      let scene = style.scene(in: Self.refreshing(0.2))
      let wave = try #require(Self.wave(scene, pull: 136))
      let center = try #require(Self.ballCenter(scene, pull: 136))
      let surface = (2 * wave.corner + 2 * wave.control.y) / 4
      #expect(center.y - 18 >= surface - 1e-9)
    }
  }

  @Test func ballDropsBackWhenFinishing() throws {
    for u in [0.0, 0.05, 0.125, 0.2, 0.25, 0.4] {
      let context = RefreshContext(
        state: .finishing, pullDistance: 96, timeInState: u,
        size: SwellSize(width: 375, height: 136), pullDistanceAtStateChange: 136,
        previousStateDuration: 2)
      let scene = BounceStyle.seed.scene(in: context)
      let center = try #require(Self.ballCenter(scene, pull: 96))
      let drop = Self.bezier(u / 0.25, 0.49, 0.13, 0.29, 1.61)
      expectClose(center.y, 48 + 66 * drop, tolerance: 1e-4, "u = \(u)")
      #expect(Self.layer(scene, "bounce.ball")?.opacity == (u < 0.25 ? 1 : 0))
      // The spinner fades out in 0.15 s instead of vanishing in a frame.
      let x = min(u / 0.15, 1)
      expectClose(
        Self.layer(scene, "bounce.spinner")?.opacity ?? -1, 1 - x * x * (3 - 2 * x),
        tolerance: 1e-9)
      // Overshooting below its start, the ball stays above the sheet's bottom edge (hidden).
      guard case .move(let bottom) = Self.layer(scene, "bounce.wave")?.path.elements.first else {
        Issue.record("the sheet starts at its bottom-left corner")
        continue
      }
      #expect(center.y + 18 <= bottom.y - Self.shift(scene, pull: 96))
    }
  }

  @Test func finishingWithoutAReportedRefreshDurationStartsFromTheRestingBall() throws {
    // previousStateDuration 0 is a host that does not report it: the refresh counts as complete.
    let context = RefreshContext(
      state: .finishing, pullDistance: 136, size: SwellSize(width: 375, height: 136),
      pullDistanceAtStateChange: 136)
    let scene = BounceStyle.seed.scene(in: context)
    expectClose(try #require(Self.ballCenter(scene, pull: 136)).y, 48)
    #expect(Self.layer(scene, "bounce.ball")?.opacity == 1)
    expectClose(try #require(Self.wave(scene, pull: 136)).control.y, 96, "the bounce is over")
  }

  // MARK: - The spinner

  @Test func spinnerStrokesAndTurnsAsTheSeed() throws {
    // The spinner starts once the ball has risen: 0.2 + 0.25 s after the release.
    // The seed's eased grow and shrink, kept a dot long at the shortest (m of the turn).
    let m = BounceStyle.spinnerShortestArc
    func grown(_ p: Double) -> Double { m + (1 - m) * Self.easeOut(p) }
    func shrunk(_ p: Double) -> Double { (1 - m) * Self.easeOut(p) }
    for (τ, start, end) in [
      (0.0, 0.0, m), (0.2, 0, grown(0.25)), (0.4, 0, grown(0.5)),
      (0.8, 0, 1), (1.0, shrunk(0.25), 1), (1.2, shrunk(0.5), 1),
      (1.8, 0, grown(0.25)), (3.6, 0, grown(0.5)),
    ] {
      let scene = BounceStyle.seed.scene(in: Self.refreshing(0.45 + τ))
      let spinner = try #require(Self.layer(scene, "bounce.spinner"))
      expectClose(spinner.strokeStart, start, tolerance: 1e-6, "strokeStart at \(τ)")
      expectClose(spinner.strokeEnd, end, tolerance: 1e-6, "strokeEnd at \(τ)")
      #expect(spinner.opacity == 1)
      #expect(spinner.lineWidth == 2 && spinner.lineCap == .round && spinner.fillColor == nil)
      // One turn a second, clockwise: the arc's start (the top) is carried round.
      let top =
        spinner.transform.apply(to: SwellPoint(x: 0, y: -21.6))
        - SwellPoint(
          x: 0, y: Self.shift(scene, pull: 136))
      let angle = 2 * Double.pi * τ
      expectClose(
        top, SwellPoint(x: 187.5 + 21.6 * sin(angle), y: 48 - 21.6 * cos(angle)), tolerance: 1e-9)
    }
    let before = BounceStyle.seed.scene(in: Self.refreshing(0.44))
    #expect(Self.layer(before, "bounce.spinner")?.opacity == 0)
  }

  /// Where one grow-and-shrink cycle hands over to the next, the arc is a dot at the top that
  /// never vanishes: at 120 fps over five cycles no frame strokes less than the shortest arc
  /// (a designer saw it vanish for one frame), and across each hand-over the dot's tail moves
  /// by less than half a point.
  @Test func theSpinnerNeverVanishesAtItsSeam() throws {
    let style = BounceStyle()
    for frame in 0...(120 * 8) {
      let (start, end) = style.spinnerStroke(time: Double(frame) / 120)
      #expect(
        end - start >= BounceStyle.spinnerShortestArc - 1e-12, "frame \(frame): \(start)…\(end)")
    }
    let circumference = 2 * Double.pi * style.spinnerScale * style.ballSize / 2
    for cycle in 1...4 {
      let seam = Double(cycle) * 2 * style.strokeDuration
      let before = style.spinnerStroke(time: seam - 1e-9).start
      let after = style.spinnerStroke(time: seam).start
      let turn = abs(after - before).truncatingRemainder(dividingBy: 1)
      #expect(min(turn, 1 - turn) * circumference < 0.5, "cycle \(cycle): the tail jumps")
    }
  }

  /// Swell's spinner never closes into a ring, which shows no turning: a designer saw it stand
  /// still for ten frames at 120 Hz each cycle. At 120 Hz over 8 s its arc is at most nine
  /// tenths of the turn and gets there; the seed's closes.
  @Test func theSpinnerNeverClosesIntoAStillRing() throws {
    func longest(_ style: BounceStyle) -> Double {
      (0...(120 * 8)).map {
        let (start, end) = style.spinnerStroke(time: Double($0) / 120)
        return end - start
      }.max() ?? 0
    }
    #expect(abs(longest(BounceStyle()) - 0.9) < 1e-3, "the longest arc")
    #expect(longest(BounceStyle.seed) > 0.999)
  }

  @Test func spinnerIsACircleOfRadius21Point6StartingAtTheTop() throws {
    let spinner = try #require(
      Self.layer(BounceStyle.seed.scene(in: Self.refreshing(1)), "bounce.spinner"))
    guard case .move(let start) = spinner.path.elements.first else {
      Issue.record("the spinner starts with a move")
      return
    }
    expectClose(start, SwellPoint(x: 0, y: -21.6))
    // Four cubic quarter arcs: within 3e-4 of the circle's length.
    expectClose(spinner.path.length, 2 * Double.pi * 21.6, tolerance: 3e-4 * 2 * Double.pi * 21.6)
    // A quarter of the way along, clockwise on screen: the right-hand side.
    let quarter = try #require(spinner.path.trimmed(from: 0, to: 0.25).elements.last?.endPoint)
    expectClose(quarter, SwellPoint(x: 21.6, y: 0), tolerance: 1e-6)
  }

  // MARK: - Content opacity and reduced motion

  @Test func contentFadesOverThePullDistance() {
    let style = BounceStyle.seed
    for (pull, alpha) in [
      (0.0, 1.0), (24, 0.75), (48, 0.5), (96, 0), (136, 0), (-10, 1), (.nan, 1),
    ] {
      expectClose(style.contentOpacity(in: RefreshContext(pullDistance: pull)), alpha)
    }
    var still = style
    still.fadesContent = false
    #expect(still.contentOpacity(in: RefreshContext(pullDistance: 60)) == 1)
  }

  @Test func reducedMotionNeitherSwingsNorSpins() throws {
    let style = Self.seedDistances
    var previousBend = Double.infinity
    for t in stride(from: 0.0, through: 3, by: 1.0 / 120) {
      var context = Self.refreshing(t, style)
      context.reduceMotion = true
      let scene = style.scene(in: context)
      let wave = try #require(Self.wave(scene, pull: 136))
      let bend = wave.control.y - wave.corner
      #expect(bend >= -1e-12 && bend <= previousBend + 1e-12, "the sheet never swings")
      previousBend = bend
      #expect(Self.layer(scene, "bounce.spinner")?.opacity == 0)
      let ball = try #require(Self.layer(scene, "bounce.ball"))
      if t >= 0.2 {  // no rise, a fade
        expectClose(try #require(Self.ballCenter(scene, pull: 136)).y, 48, tolerance: 1e-9)
      }
      if t >= 0.45 { #expect(ball.opacity >= 0.6 - 1e-12 && ball.opacity <= 1) }
    }
  }

  // MARK: - Any width, any frame rate

  @Test(arguments: [320.0, 375, 414, 768, 1024])
  func widthOnlyMovesTheMiddle(_ width: Double) throws {
    var context = Self.refreshing(0.6)
    context.size.width = width
    let scene = BounceStyle.seed.scene(in: context)
    let wave = try #require(Self.wave(scene, pull: 136))
    expectClose(wave.control.x, width / 2)
    expectClose(wave.control.y - 96, 40 * Self.seedBounce(0.6), tolerance: 1e-4)
    expectClose(try #require(Self.ballCenter(scene, pull: 136)).x, width / 2)
    #expect(scene.size == SwellSize(width: width, height: 204))
  }

  @Test func frameRateDoesNotChangeTheMotion() {
    // Pure in time: the same instants reached at 30, 60 and 120 Hz give the same scene.
    let style = BounceStyle()
    for frame in 0..<60 {
      let t = Double(frame) / 30
      let scenes = [30.0, 60, 120].map { fps in
        style.scene(in: Self.refreshing(Double(Int((t * fps).rounded())) / fps))
      }
      #expect(scenes.allSatisfy { $0 == scenes[0] })
    }
  }

  // MARK: - Parameters

  @Test func parametersRoundTripBetweenSeedAndDefaults() throws {
    var fromSeed = BounceStyle.seed
    var fromDefaults = BounceStyle()
    for parameter in BounceStyle.parameters {
      try fromSeed.set(parameter.name, to: parameter.defaultValue)
      try fromDefaults.set(parameter.name, to: parameter.seedValue)
    }
    // Colours print as 8-bit hex, so compare them as printed.
    func printed(_ style: BounceStyle) -> BounceStyle {
      var s = style
      for path in [\BounceStyle.backgroundColor, \.waveColor, \.ballColor, \.spinnerColor] {
        s[keyPath: path] = (try? SwellColor(hex: s[keyPath: path].hexString)) ?? .clear
      }
      return s
    }
    #expect(printed(fromSeed) == printed(BounceStyle()))
    #expect(printed(fromDefaults) == printed(BounceStyle.seed))
    #expect(fromSeed.bounceTiming == .swing && fromDefaults.bounceTiming == .easeIn)
    #expect(Set(BounceStyle.parameters.map(\.name)).count == BounceStyle.parameters.count)
  }

  @Test(arguments: [
    ("ballSize", "-5"), ("ballSize", "nan"), ("pullDistance", "abc"), ("bounceDuration", "0"),
    ("riseCurve", "1.5,0,0.5,1"), ("riseCurve", "0.5,0,0.5"), ("waveColor", "#12"),
    ("bounceTiming", "linear"), ("fadesContent", "maybe"), ("noSuchThing", "1"),
  ])
  func invalidParametersThrow(_ name: String, _ value: String) {
    var style = BounceStyle()
    #expect(throws: SwellError.self) { try style.set(name, to: value) }
    #expect(style == BounceStyle(), "a rejected value changes nothing")
  }

  @Test func typedSettersCheckTheSameRanges() throws {
    #expect(try BounceStyle().setting(\.pullDistance, to: 64) == BounceStyle())
    #expect(try BounceStyle().setting(\.ballSize, to: 30).ballSize == 30)
    #expect(
      try Self.seedDistances.setting(\.bounceTiming, to: .easeIn).setting(\.softStop, to: false)
        .setting(\.peeks, to: false).setting(\.failureHold, to: 0).setting(\.spinnerGap, to: 0)
        == BounceStyle.seed)
    #expect(throws: SwellError.self) { try BounceStyle().setting(\.ballSize, to: -1) }
    #expect(throws: SwellError.self) { try BounceStyle().setting(\.bounceDuration, to: .nan) }
    #expect(throws: SwellError.self) {
      try BounceStyle().setting(\.riseControlPoint1, to: SwellPoint(x: 1.5, y: 0))
    }
    #expect(throws: SwellError.self) {
      try BounceStyle().setting(\.riseControlPoint2, to: SwellPoint(x: 0.5, y: .infinity))
    }
  }

  // MARK: - Any context

  @Test func randomContextsDrawFiniteScenes() {
    var random = SeededRandom(seed: 0xB0_0CE)
    let odd: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300]
    func number(_ range: ClosedRange<Double>) -> Double {
      random.double(in: 0...1) < 0.15
        ? odd[Int(random.next() % UInt64(odd.count))]
        : random.double(in: range)
    }
    let states: [RefreshState] = [
      .idle, .pulling(progress: 0.3), .armed, .refreshing, .finishing,
    ]
    for _ in 0..<2000 {
      var style = random.double(in: 0...1) < 0.5 ? BounceStyle.seed : BounceStyle()
      if random.double(in: 0...1) < 0.3 {  // random parameters; the refused ones change nothing
        try? style.set(\.pullDistance, to: number(-100...1000))
        try? style.set(\.ballSize, to: number(-50...500))
        try? style.set(\.strokeDuration, to: number(-1...5))
        try? style.set(\.riseControlPoint2, to: SwellPoint(x: number(-1...2), y: number(-20...20)))
      }
      let context = RefreshContext(
        state: states[Int(random.next() % 5)], pullDistance: number(-1e4...1e4),
        progress: number(-1...2), timeInState: number(-5...100),
        timeSinceRelease: random.double(in: 0...1) < 0.5 ? nil : number(-5...100),
        releaseVelocity: number(-1e5...1e5),
        fingerLocation: SwellPoint(x: number(-1e3...1e3), y: number(-1e3...1e3)),
        size: SwellSize(width: number(0...2000), height: number(0...500)),
        reduceMotion: random.double(in: 0...1) < 0.3, time: number(0...1e5),
        pullDistanceAtStateChange: number(-1e4...1e4), previousStateDuration: number(-5...100))
      let scene = style.scene(in: context)
      #expect(scene.size.width.isFinite && scene.size.height.isFinite)
      #expect(scene.layers.count == 3)
      for layer in scene.layers {
        #expect(layer.path.isFinite, "\(layer.name) in \(context)")
        let t = layer.transform
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy { $0.isFinite })
        #expect((0...1).contains(layer.opacity))
        #expect((0...1).contains(layer.strokeStart) && (0...1).contains(layer.strokeEnd))
        #expect(layer.lineWidth.isFinite && layer.lineWidth >= 0)
        for color in [layer.fillColor, layer.strokeColor, scene.background].compactMap({ $0 }) {
          #expect(
            [color.red, color.green, color.blue, color.alpha].allSatisfy { (0...1).contains($0) })
        }
      }
      let alpha = style.contentOpacity(in: context)
      #expect((0...1).contains(alpha))
    }
  }

  // MARK: - Continuity at 120 Hz

  /// A scripted pull, release, 2 s refresh and scroll back, as the controller would report it:
  /// pull to 170 pt in 1 s, release (the content settles at 136 pt, critically damped),
  /// refreshing until 3 s, finishing for 0.55 s: the content holds while the ball drops
  /// (0.25 s), then scrolls home in 0.3 s.
  static func scripted(_ t: Double, _ style: BounceStyle) -> RefreshContext {
    func smooth(_ x: Double) -> Double {
      let c = min(max(x, 0), 1)
      return c * c * (3 - 2 * c)
    }
    var c = RefreshContext(size: SwellSize(width: 390, height: style.headerHeight), time: t)
    if t < 1 {
      c.pullDistance = 170 * smooth(t)
      c.state = c.pullDistance >= 136 ? .armed : .pulling(progress: c.pullDistance / 136)
      c.fingerLocation = SwellPoint(x: 200, y: c.pullDistance + 300)
    } else if t < 3 {
      let τ = t - 1
      c.state = .refreshing
      c.timeInState = τ
      c.timeSinceRelease = τ
      c.pullDistance = 136 + 34 * exp(-10 * τ) * (1 + 10 * τ)
      c.pullDistanceAtStateChange = 170
      c.previousStateDuration = 1
    } else {
      let u = t - 3
      c.timeSinceRelease = t - 1
      c.pullDistance = 136 * (1 - smooth((u - 0.25) / 0.3))
      c.state = u < 0.55 ? .finishing : .idle
      c.timeInState = u < 0.55 ? u : u - 0.55
      c.pullDistanceAtStateChange = u < 0.55 ? 136 : c.pullDistance
      c.previousStateDuration = u < 0.55 ? 2 : 0.55
    }
    return c
  }

  /// The largest slope of a timing curve, by fine finite differences of the oracle.
  static func maxSlope(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    let h = 1e-4
    return stride(from: 0.0, to: 1, by: h).map {
      abs(bezier($0 + h, x1, y1, x2, y2) - bezier($0, x1, y1, x2, y2)) / h
    }.max() ?? 0
  }

  /// Every point that defines what a layer shows, in scene coordinates: a filled layer's path
  /// points; a stroked circle's two visible ends (computed here on the circle).
  static func visiblePoints(_ layer: ShapeLayer, radius: Double) -> [SwellPoint]? {
    guard layer.opacity > 0 else { return nil }
    if layer.name == "bounce.spinner" {
      guard layer.strokeEnd > layer.strokeStart else { return nil }
      return [layer.strokeStart, layer.strokeEnd].map { f in
        let a = -Double.pi / 2 + 2 * Double.pi * f
        return layer.transform.apply(to: SwellPoint(x: radius * cos(a), y: radius * sin(a)))
      }
    }
    return layer.path.elements.flatMap { element -> [SwellPoint] in
      switch element {
      case .move(let p), .line(let p): return [p]
      case .quadCurve(let p, let c): return [p, c]
      case .curve(let p, let c1, let c2): return [p, c1, c2]
      case .closeSubpath: return []
      }
    }.map(layer.transform.apply(to:))
  }

  @Test(arguments: [false, true])
  func consecutive120HzFramesMoveBoundedly(reduceMotion: Bool) {
    let dt = 1.0 / 120
    for style in [BounceStyle.seed, BounceStyle()] {
      // Speed bounds (pt/s), from the seed's numbers: the script's content moves at most
      // 136·1.5/0.4 = 510 pt/s; the bounce moves the control point at most 40 pt × 8.5 (the
      // largest keyframe step, 1.7, per fifth) × the steepest slope of its easing / 0.8 s; the
      // ball rises 66 pt × the overshoot curve's steepest slope / 0.25 s and, rising, leaves
      // the bent sheet's surface (≤ 20 pt) at the same rate; the finishing blend moves the
      // bend ≤ 40 pt × 1.5 / 0.25 s; the spinner's ends turn at 2π·21.6 pt/s plus the stroke's
      // 2π·21.6 × the ease-out's steepest slope / 0.8 s; past the stop the bend follows the
      // content softly (slope ≤ 1): the content's speed once more. In the header's coordinates
      // whatever holds still in the scroll view's frame moves with the content: add its speed
      // to each.
      let content = 510.0
      let bounce =
        40 * 8.5 * max(Self.maxSlope(0.42, 0, 1, 1), Self.maxSlope(0.42, 0, 0.58, 1)) / 0.8
      let riseRate = Self.maxSlope(0.49, 0.13, 0.29, 1.61) / 0.25
      let blend = 40 * 1.5 / 0.25
      let spinner = 2 * Double.pi * 21.6 * (1 + Self.maxSlope(0, 0, 0.58, 1) / 0.8)
      let bounds: [String: Double] = [
        "bounce.wave": 2 * content + bounce + blend,
        "bounce.ball": 2 * content + bounce / 2 + blend / 2 + (66 + 20) * riseRate,
        // Fading out, the spinner rides on the dropping ball.
        "bounce.spinner": 2 * content + spinner + bounce / 2 + blend / 2 + (66 + 20) * riseRate,
      ]
      // Where an opacity may change at once (s), never visibly: the spinner appears at release
      // + 0.45 with an empty stroke; the ball hides when its drop ends (3.25 s, inside the
      // sheet) and shows again when the header is back at rest (3.55 s, inside the sheet). The
      // spinner fades out over 0.15 s when finishing begins.
      let instants = [1.45, 3.25, 3.55]
      var previous = style.scene(
        in: {
          var c = Self.scripted(0, style); c.reduceMotion = reduceMotion; return c
        }())
      for frame in 1...Int(4.0 / dt) {
        let t = Double(frame) * dt
        var context = Self.scripted(t, style)
        context.reduceMotion = reduceMotion
        let scene = style.scene(in: context)
        let straddles = instants.contains { $0 > t - dt - 1e-9 && $0 <= t + 1e-9 }
        for (before, after) in zip(previous.layers, scene.layers) {
          let bound = (bounds[after.name] ?? 0) * dt
          // A fade over 0.15 s or more changes at most 0.1 a frame (smoothstep's slope 1.5).
          if abs(after.opacity - before.opacity) > 0.1 {
            #expect(straddles, "\(after.name) opacity jumps at \(t) s")
          }
          guard let a = Self.visiblePoints(before, radius: 21.6),
            let b = Self.visiblePoints(after, radius: 21.6)
          else { continue }
          let moved = zip(a, b).map { $0.distance(to: $1) }.max() ?? 0
          #expect(moved <= bound, "\(after.name) moved \(moved) pt at \(t) s (bound \(bound))")
        }
        previous = scene
      }
    }
  }
}
