import SwellTestSupport
import Testing

@testable import Swell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How fast the elastic style's curtain can move, for the style harness.
enum ElasticBounds {
  /// The fastest motion not caused by the pull or the finger (pt/s), released from rest with
  /// an offset of at most `stretchLimit`: a spring's speed never exceeds ω0·x0 (its energy
  /// v²/2 + ω0²x²/2 only decreases), ω0 = 2π/response (0.35 s when calm); the seed's
  /// oscillation moves at most x0·(damping + velocity)/duration.
  static func autonomousSpeed(_ s: ElasticStyle) -> Double {
    let x0 = s.stretchLimit
    let spring = 2 * Double.pi / s.springResponse * x0
    let calm = 2 * Double.pi / 0.35 * x0
    let oscillation = x0 * (s.oscillationDamping + s.oscillationVelocity) / s.oscillationDuration
    return max(spring, calm, oscillation)
  }
}

/// The elastic style against the seed's formula (animationTools: to − (to − from)·e^(−5p)·
/// cos(30p), p = t / 1 s), a spring integrated here by RK4, and the no-jump rules for grabs.
@Suite struct ElasticStyleTests {
  static let width = 375.0
  static let size = SwellSize(width: 375, height: 200)

  // MARK: - Oracles written here

  /// The seed's generator at `t` seconds (its `i` counted frames; here p = t / duration).
  static func seedOscillation(from: Double, to: Double, t: Double) -> Double {
    let p = t / 1
    return to - (to - from) * exp(-5 * p) * cos(30 * p)
  }

  /// x″ = −ω²x − 2ζωx′ with ω = 2π/response, integrated by classic RK4 in tiny steps.
  static func integratedSpring(
    x0: Double, v0: Double, response: Double, dampingRatio: Double, t: Double
  ) -> Double {
    let ω = 2 * Double.pi / response
    func accel(_ x: Double, _ v: Double) -> Double { -ω * ω * x - 2 * dampingRatio * ω * v }
    let steps = max(Int(t / 1e-5), 1)
    let h = t / Double(steps)
    var (x, v) = (x0, v0)
    for _ in 0..<steps {
      let (k1x, k1v) = (v, accel(x, v))
      let (k2x, k2v) = (v + h / 2 * k1v, accel(x + h / 2 * k1x, v + h / 2 * k1v))
      let (k3x, k3v) = (v + h / 2 * k2v, accel(x + h / 2 * k2x, v + h / 2 * k2v))
      let (k4x, k4v) = (v + h * k3v, accel(x + h * k3x, v + h * k3v))
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
  }

  /// Swell's curtain as it was before it curved from the first pull: a 100 pt curtain that
  /// hangs straight until the pull passes it and rests straight, arming at 140 pt, on a
  /// spring of damping ratio 0.35 — the mechanics these tests check (following, the release
  /// spring, grabbing, reduce motion) against numbers of their own; `ElasticMotionTests`
  /// checks today's defaults.
  static let straight: ElasticStyle = {
    var style = ElasticStyle()
    style.curvesFromFirstPull = false
    style.restHeight = 100
    style.triggerPull = 140
    style.springDampingRatio = 0.35
    return style
  }()

  // MARK: - Reading a scene

  /// The curtain's straight-edge height and its control point D, in the scroll view's frame
  /// (y = 0 at its top, the content's top at y = pull), where the seed's numbers live: the
  /// header's coordinates (the content's top at y = height) less height − pull. Where the
  /// curtain rests on the content it is drawn 1 pt under it (the bleed that leaves no seam):
  /// that point is taken off again, from the edge and D when the edge rests on the content, from
  /// D twice when only the curve's lowest point does.
  static func curtain(_ scene: SwellScene, pull: Double) -> (edge: Double, control: SwellPoint)? {
    guard let layer = scene.layers.first(where: { $0.name == "elastic.curtain" }),
      layer.path.elements.count == 5,
      case .line(let corner) = layer.path.elements[1],
      case .quadCurve(let end, var control) = layer.path.elements[2],
      end.y == corner.y
    else { return nil }
    let dy = scene.size.height - max(pull, 0)
    var edge = corner.y - dy
    control.y -= dy
    // The drawing tucks the ends and the lowest point under the content near it: undone here
    // (a point on or under the content is drawn 1 pt lower; one h < 2 pt above it, 1.5·h − 1
    // above it).
    let contentTop = max(pull, 0)
    func untucked(_ y: Double) -> Double {
      let above = contentTop - y
      if above <= -1 { return y - 1 }
      return contentTop - (above >= 2 ? above : (above + 1) / 1.5)
    }
    let lowest = untucked((edge + control.y) / 2)
    edge = untucked(edge)
    control.y = 2 * lowest - edge
    return (edge, control)
  }

  static func control(_ style: ElasticStyle, _ context: RefreshContext) -> SwellPoint {
    curtain(style.scene(in: context), pull: context.pullDistance)?.control
      ?? SwellPoint(x: .nan, y: .nan)
  }

  /// After a release from D = `finger` (the content's top edge then at finger.y), with the
  /// content already back at `pull`.
  static func released(
    _ style: ElasticStyle, from finger: SwellPoint, after t: Double, pull: Double = 100,
    velocity: Double = 0
  ) -> RefreshContext {
    var atRelease = RefreshContext(
      state: .armed, pullDistance: finger.y, fingerLocation: finger, size: size)
    let handoff = style.touchHandoff(in: atRelease)
    atRelease.state = .refreshing
    atRelease.fingerLocation = nil
    atRelease.pullDistance = pull
    atRelease.timeInState = t
    atRelease.timeSinceRelease = t
    atRelease.releaseVelocity = velocity
    atRelease.touchHandoff = handoff.map(AnyTouchHandoff.init)
    atRelease.pullDistanceAtStateChange = finger.y
    return atRelease
  }

  // MARK: - Following the finger

  @Test func controlPointIsUnderTheFinger() {
    let style = ElasticStyle.seed
    for (finger, pull, edge, control) in [
      (SwellPoint(x: 50, y: 400), 160.0, 100.0, SwellPoint(x: 50, y: 160)),
      (SwellPoint(x: 300, y: 400), 250, 100, SwellPoint(x: 300, y: 250)),
      // Short of the rest: straight.
      (SwellPoint(x: 187.5, y: 400), 60, 60, SwellPoint(x: 187.5, y: 60)),
      // The finger's x kept in the header.
      (SwellPoint(x: -40, y: 400), 160, 100, SwellPoint(x: 0, y: 160)),
      (SwellPoint(x: 100, y: 900), 1000, 100, SwellPoint(x: 100, y: 300)),  // stretch limit 200
    ] {
      let context = RefreshContext(
        state: .pulling(progress: 0.5), pullDistance: pull, fingerLocation: finger,
        size: Self.size)
      let scene = style.scene(in: context)
      let curtain = Self.curtain(scene, pull: pull)
      expectClose(curtain?.edge ?? .nan, edge)
      expectClose(curtain?.control ?? .zero, control)
    }
  }

  @Test func restPointIsTheSeeds() {
    // At rest the control point is (W/2, 100): the seed's (screenW/2, 100), a straight edge.
    for style in [ElasticStyle.seed, Self.straight] {
      let context = Self.released(style, from: SwellPoint(x: 80, y: 190), after: 30)
      let control = Self.control(style, context)
      expectClose(control, SwellPoint(x: 187.5, y: 100), tolerance: 1e-9)
    }
    #expect(
      Self.control(.seed, Self.released(.seed, from: SwellPoint(x: 80, y: 190), after: 1))
        == SwellPoint(x: 187.5, y: 100), "the seed's oscillation ends exactly at rest")
    let idle = Self.control(.seed, RefreshContext(size: Self.size))
    #expect(idle == SwellPoint(x: 187.5, y: 0))
    // In the header's own coordinates that rest is the content's top, y = 200, drawn a point
    // under it (the bleed).
    let resting = ElasticStyle.seed.scene(
      in: Self.released(.seed, from: SwellPoint(x: 80, y: 190), after: 1))
    guard case .quadCurve(_, let control) = resting.layers.first?.path.elements[2] else {
      Issue.record("the curtain's bottom edge is a quadratic curve")
      return
    }
    #expect(control == SwellPoint(x: 187.5, y: 201))
  }

  // MARK: - Release

  @Test func seedOscillationFollowsTheFormulaInSeconds() {
    let finger = SwellPoint(x: 300, y: 180)
    for t in [0.0, 0.01, 0.05, 0.1, 0.2, 0.25, 0.5, 0.75, 0.99, 1.0, 1.5] {
      let control = Self.control(.seed, Self.released(.seed, from: finger, after: t))
      let x = t >= 1 ? 187.5 : Self.seedOscillation(from: 300, to: 187.5, t: t)
      let y = t >= 1 ? 100 : Self.seedOscillation(from: 180, to: 100, t: t)
      expectClose(control, SwellPoint(x: x, y: y), tolerance: 1e-9)
    }
  }

  /// The default's curve reaches the content, so D sits twice as deep as the content's edge
  /// below the straight edge and moves twice as fast: it starts 2 × 60 pt down with twice the
  /// content's release velocity.
  @Test func springStartsWithTheReleaseVelocity() {
    let style = Self.straight
    let finger = SwellPoint(x: 187.5, y: 160)
    for velocity in [-900.0, -200, 0, 400] {
      func y(_ t: Double) -> Double {
        Self.control(style, Self.released(style, from: finger, after: t, velocity: velocity)).y
      }
      expectClose(y(0), 100 + 2 * 60, tolerance: 1e-9)
      // One-sided second-order difference: (−3f(0) + 4f(h) − f(2h)) / 2h.
      let h = 1e-5
      let slope = (-3 * y(0) + 4 * y(h) - y(2 * h)) / (2 * h)
      expectClose(slope, 2 * velocity, tolerance: 0.02, "release velocity \(velocity) pt/s")
      // And the whole motion against the differential equation, integrated here.
      for t in [0.05, 0.1, 0.2, 0.3, 0.5, 0.8] {
        let expected =
          100
          + Self.integratedSpring(
            x0: 2 * 60, v0: 2 * velocity, response: 0.45, dampingRatio: 0.35, t: t)
        expectClose(y(t), expected, tolerance: 1e-6, "t = \(t)")
      }
    }
  }

  @Test func reducedMotionReturnsWithoutOvershoot() {
    let style = Self.straight
    var previous = Double.infinity
    for t in stride(from: 0.0, through: 2, by: 1.0 / 120) {
      var context = Self.released(
        style, from: SwellPoint(x: 300, y: 200), after: t, velocity: -2000)
      context.reduceMotion = true
      let control = Self.control(style, context)
      #expect(control.y >= 100 - 1e-9 && control.y <= previous + 1e-9, "t = \(t)")
      #expect(control.x >= 187.5 - 1e-9)
      previous = control.y
      let ring = style.scene(in: context).layers.last
      #expect(ring?.transform.b == 0, "the ring does not turn")
    }
  }

  // MARK: - Grabbing mid-swing

  @Test(arguments: [ElasticStyle.seed, ElasticStyleTests.straight])
  func grabbingMidSwingContinuesWhereItIsDrawn(_ style: ElasticStyle) {
    for grabTime in [0.03, 0.137, 0.31, 0.6] {
      let swinging = Self.released(style, from: SwellPoint(x: 320, y: 210), after: grabTime)
      let drawn = Self.control(style, swinging)
      // The controller captures the handoff just before the touch and passes it on.
      var grabbed = swinging
      grabbed.timeSinceRelease = nil
      grabbed.fingerLocation = SwellPoint(x: 40, y: 500)
      grabbed.timeSinceTouchDown = 0
      grabbed.touchHandoff = style.touchHandoff(in: swinging).map(AnyTouchHandoff.init)
      grabbed.state = .refreshing
      expectClose(Self.control(style, grabbed), drawn, tolerance: 1e-9)
      // Then it catches up with the finger as a critically damped step of response 0.15 s:
      // the gap left is (1 + ωσ)·e^(−ωσ), ω = 2π / 0.15 s — starting at rest, no overshoot.
      // The finger at x = 40 (the content at the rest height) asks for D there (the seed) or
      // at 2·40 − W/2, so that the curve's lowest point is under the finger (Swell).
      let finger = SwellPoint(x: style.reachesContent ? 2 * 40 - 187.5 : 40, y: 100)
      let ω = 2 * Double.pi / 0.15
      for σ in [1.0 / 120, 2.0 / 120, 0.05, 0.1, 0.3, 3] {
        grabbed.timeSinceTouchDown = σ
        let left = (1 + ω * σ) * exp(-ω * σ)
        let expected = SwellPoint(
          x: finger.x + (drawn.x - finger.x) * left, y: finger.y + (drawn.y - finger.y) * left)
        expectClose(Self.control(style, grabbed), expected, tolerance: 1e-6)
      }
      // Releasing mid-catch-up continues from there too.
      grabbed.timeSinceTouchDown = 0.05
      let caught = Self.control(style, grabbed)
      var again = grabbed
      again.touchHandoff = style.touchHandoff(in: grabbed).map(AnyTouchHandoff.init)
      again.fingerLocation = nil
      again.timeSinceTouchDown = nil
      again.timeSinceRelease = 0
      expectClose(Self.control(style, again), caught, tolerance: 1e-9)
    }
  }

  @Test func aNewTouchCancelsTheSwing() {
    // The seed's defect: its display link kept overwriting the finger's point.
    let style = ElasticStyle.seed
    var context = Self.released(style, from: SwellPoint(x: 320, y: 210), after: 0.2)
    context.touchHandoff = style.touchHandoff(in: context).map(AnyTouchHandoff.init)
    context.timeSinceRelease = nil
    context.fingerLocation = SwellPoint(x: 120, y: 400)
    context.pullDistance = 150
    for since in [1.5, 2, 4] {
      context.timeSinceTouchDown = since
      expectClose(Self.control(style, context), SwellPoint(x: 120, y: 150), tolerance: 1e-4)
    }
  }

  // MARK: - Refreshing ring

  /// The ring fills with the pull, half shown once the band is 40 pt tall; armed or
  /// refreshing it shows fully; finishing fades it back to what the pull shows.
  @Test func ringFillsWithThePullAndShowsWhileRefreshing() {
    let style = Self.straight
    func ring(
      _ state: RefreshState, _ t: Double, pull: Double = 100, previous: Double = 0,
      arm: Double = 0
    ) -> ShapeLayer? {
      var context = RefreshContext(
        state: state, pullDistance: pull, progress: min(pull / 140, 1), timeInState: t,
        size: Self.size, time: t, previousStateDuration: previous)
      context.armLevel = arm
      return style.scene(in: context).layers.first { $0.name == "elastic.indicator" }
    }
    #expect(ring(.pulling(progress: 0), 0, pull: 0)?.opacity == 0)
    #expect(ring(.pulling(progress: 0.5), 1, pull: 70)?.opacity == 0.5)
    #expect(ring(.pulling(progress: 0.5), 1, pull: 70)?.strokeEnd == 0.5)
    #expect(ring(.armed, 1, pull: 150, arm: 1)?.opacity == 1)
    #expect(ring(.armed, 1, pull: 150, arm: 1)?.strokeEnd == 1)
    #expect(ring(.refreshing, 0, arm: 1)?.opacity == 1)
    #expect(ring(.refreshing, 0.5)?.opacity == 1)
    #expect(ring(.refreshing, 0.5)?.strokeEnd == 1)
    #expect(ring(.finishing, 0, previous: 2)?.opacity == 1)
    #expect(ring(.finishing, 0.3, pull: 0, previous: 2)?.opacity == 0)
    // In the middle of the resting curtain: 50 pt below the scroll view's top, which is
    // 200 − 100 pt below the header's.
    let center = ring(.refreshing, 1).map { SwellPoint(x: $0.transform.tx, y: $0.transform.ty) }
    expectClose(center ?? .zero, SwellPoint(x: 187.5, y: 150))
  }

  // MARK: - Any width

  @Test(arguments: [320.0, 414, 768, 1024])
  func widthKeepsTheShape(_ width: Double) {
    var context = Self.released(.seed, from: SwellPoint(x: width / 2 + 50, y: 180), after: 0.1)
    context.size.width = width
    context.touchHandoff = AnyTouchHandoff(SwellPoint(x: 50, y: 80))
    let control = Self.control(.seed, context)
    expectClose(control.x, Self.seedOscillation(from: width / 2 + 50, to: width / 2, t: 0.1))
    expectClose(control.y, Self.seedOscillation(from: 180, to: 100, t: 0.1))
  }

  // MARK: - Parameters

  @Test func parametersRoundTripBetweenSeedAndDefaults() throws {
    var fromSeed = ElasticStyle.seed
    var fromDefaults = ElasticStyle()
    for parameter in ElasticStyle.parameters {
      try fromSeed.set(parameter.name, to: parameter.defaultValue)
      try fromDefaults.set(parameter.name, to: parameter.seedValue)
    }
    #expect(fromSeed == ElasticStyle())
    #expect(fromDefaults == ElasticStyle.seed)
    let seed = ElasticStyle.seed
    #expect(seed.release == .oscillation && seed.oscillationDamping == 5)
    #expect(seed.oscillationVelocity == 30 && seed.oscillationDuration == 1)
    #expect(seed.restHeight == 100 && seed.refreshingHeight == 100)
  }

  @Test(arguments: [
    ("restHeight", "-1"), ("springDampingRatio", "0"), ("oscillationDuration", "inf"),
    ("release", "bouncy"), ("fillColor", "red"), ("showsIndicator", "2"), ("nope", "1"),
  ])
  func invalidParametersThrow(_ name: String, _ value: String) {
    var style = ElasticStyle()
    #expect(throws: SwellError.self) { try style.set(name, to: value) }
    #expect(style == ElasticStyle())
  }

  @Test func typedSettersCheckTheSameRanges() throws {
    #expect(try ElasticStyle().setting(\.restHeight, to: 50) == ElasticStyle())
    #expect(try ElasticStyle().setting(\.springResponse, to: 0.6).springResponse == 0.6)
    #expect(try ElasticStyle().setting(\.release, to: .oscillation).release == .oscillation)
    #expect(throws: SwellError.self) { try ElasticStyle().setting(\.restHeight, to: 0) }
    #expect(throws: SwellError.self) {
      try ElasticStyle().setting(\.springDampingRatio, to: .nan)
    }
  }

  // MARK: - Any context

  @Test func randomContextsDrawFiniteScenes() {
    var random = SeededRandom(seed: 0xE1A5)
    let odd: [Double] = [.nan, .infinity, -.infinity, 0, 1e300, -1e300]
    func number(_ range: ClosedRange<Double>) -> Double {
      random.double(in: 0...1) < 0.15
        ? odd[Int(random.next() % UInt64(odd.count))]
        : random.double(in: range)
    }
    let states: [RefreshState] = [.idle, .pulling(progress: 0.3), .armed, .refreshing, .finishing]
    for _ in 0..<2000 {
      let style = random.double(in: 0...1) < 0.5 ? ElasticStyle.seed : ElasticStyle()
      let handoffKind = Int(random.next() % 4)
      // A handoff of the style's type, none, or one of another type (ignored).
      let handoff =
        handoffKind == 0
        ? nil
        : handoffKind == 1
          ? AnyTouchHandoff([number(-1e4...1e4)])
          : AnyTouchHandoff(SwellPoint(x: number(-1e4...1e4), y: number(-1e4...1e4)))
      let context = RefreshContext(
        state: states[Int(random.next() % 5)], pullDistance: number(-1e4...1e4),
        timeInState: number(-5...100),
        timeSinceRelease: random.double(in: 0...1) < 0.4 ? nil : number(-5...100),
        releaseVelocity: number(-1e5...1e5),
        timeSinceTouchDown: random.double(in: 0...1) < 0.5 ? nil : number(-5...100),
        fingerLocation: random.double(in: 0...1) < 0.4
          ? nil : SwellPoint(x: number(-1e3...1e3), y: number(-1e3...1e3)),
        touchHandoff: handoff,
        size: SwellSize(width: number(0...2000), height: number(0...500)),
        reduceMotion: random.double(in: 0...1) < 0.3, time: number(0...1e5),
        pullDistanceAtStateChange: number(-1e4...1e4), previousStateDuration: number(-5...100))
      let scene = style.scene(in: context)
      #expect(scene.layers.count == 3)
      #expect(style.touchHandoff(in: context)?.isFinite ?? false)
      for layer in scene.layers {
        #expect(layer.path.isFinite, "\(layer.name) in \(context)")
        let t = layer.transform
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy { $0.isFinite })
        #expect((0...1).contains(layer.opacity))
        for color in [layer.fillColor, layer.strokeColor, scene.background].compactMap({ $0 }) {
          #expect(
            [color.red, color.green, color.blue, color.alpha].allSatisfy { (0...1).contains($0) })
        }
      }
    }
  }

  // MARK: - Continuity at 120 Hz, through a grab mid-swing

  /// A scripted gesture with the test playing the controller: pull to 161 pt while the finger
  /// slides right (0…0.8 s), release (refreshing; the content settles at 100 pt), grab again
  /// at 1.1 s and drag down for 0.3 s, release, refresh until 3 s, finish in 0.3 s while the
  /// content scrolls home. At each touch event the handoff is taken from the context of the
  /// instant just before it, as the controller must.
  struct Script {
    static let release1 = 0.8
    static let grab = 1.1
    static let release2 = 1.4
    static let finish = 3.0

    static func smooth(_ x: Double) -> Double {
      let c = min(max(x, 0), 1)
      return c * c * (3 - 2 * c)
    }

    /// The content settling at 100 pt from `x0` above it with velocity `v0` (critically damped,
    /// ω = 12/s), `τ` seconds later.
    static func settle(_ x0: Double, _ v0: Double, _ τ: Double) -> Double {
      100 + (x0 + (v0 + 12 * x0) * τ) * exp(-12 * τ)
    }
    static let pull1 = 180 * smooth(release1)
    static let velocity1 = 180 * 6 * release1 * (1 - release1)
    static let pullAtGrab = settle(pull1 - 100, velocity1, grab - release1)
    static let pull2 = pullAtGrab + 60 * (release2 - grab)

    /// The context at `t` before any handoff is filled in.
    static func bare(_ t: Double, reduceMotion: Bool) -> RefreshContext {
      var c = RefreshContext(
        size: ElasticStyleTests.size, reduceMotion: reduceMotion, time: t)
      if t < release1 {
        c.pullDistance = 180 * smooth(t)
        c.state = c.pullDistance >= 140 ? .armed : .pulling(progress: c.pullDistance / 140)
        c.fingerLocation = SwellPoint(x: 187.5 + 113 * smooth(t / release1), y: 400)
        c.timeSinceTouchDown = t
      } else if t < finish {
        c.state = .refreshing
        c.timeInState = t - release1
        c.pullDistanceAtStateChange = pull1
        c.previousStateDuration = release1
        if t < grab {
          c.pullDistance = settle(pull1 - 100, velocity1, t - release1)
          c.timeSinceRelease = t - release1
          c.releaseVelocity = velocity1
        } else if t < release2 {
          c.pullDistance = pullAtGrab + 60 * (t - grab)
          c.fingerLocation = SwellPoint(x: 60, y: 420)
          c.timeSinceTouchDown = t - grab
          c.releaseVelocity = velocity1
        } else {
          c.pullDistance = settle(pull2 - 100, 60, t - release2)
          c.timeSinceRelease = t - release2
          c.releaseVelocity = 60
        }
      } else {
        let u = t - finish
        c.pullDistance = settle(pull2 - 100, 60, t - release2) * (1 - smooth(u / 0.4))
        c.state = u < 0.3 ? .finishing : .idle
        c.timeInState = u < 0.3 ? u : u - 0.3
        c.previousStateDuration = u < 0.3 ? finish - release1 : 0.3
        c.timeSinceRelease = t - release2
        c.releaseVelocity = 60
      }
      return c
    }

    /// The handoffs the controller would capture for `style`: at the first release, the grab
    /// and the second release.
    static func handoffs(_ style: ElasticStyle, reduceMotion: Bool)
      -> (release1: SwellPoint?, grab: SwellPoint?, release2: SwellPoint?)
    {
      var before = bare(release1 - 1e-12, reduceMotion: reduceMotion)
      before.touchHandoff = nil
      let h1 = style.touchHandoff(in: before)
      var atGrab = bare(grab - 1e-12, reduceMotion: reduceMotion)
      atGrab.touchHandoff = h1.map(AnyTouchHandoff.init)
      let h2 = style.touchHandoff(in: atGrab)
      var atRelease = bare(release2 - 1e-12, reduceMotion: reduceMotion)
      atRelease.touchHandoff = h2.map(AnyTouchHandoff.init)
      let h3 = style.touchHandoff(in: atRelease)
      return (h1, h2, h3)
    }

    static func context(_ t: Double, _ style: ElasticStyle, reduceMotion: Bool) -> RefreshContext {
      var c = bare(t, reduceMotion: reduceMotion)
      let h = handoffs(style, reduceMotion: reduceMotion)
      c.touchHandoff =
        (t < release1 ? nil : t < grab ? h.release1 : t < release2 ? h.grab : h.release2)
        .map(AnyTouchHandoff.init)
      return c
    }
  }

  static func points(_ layer: ShapeLayer) -> [SwellPoint] {
    layer.path.elements.flatMap { element -> [SwellPoint] in
      switch element {
      case .move(let p), .line(let p): return [p]
      case .quadCurve(let p, let c): return [p, c]
      case .curve(let p, let c1, let c2): return [p, c1, c2]
      case .closeSubpath: return []
      }
    }.map(layer.transform.apply(to:))
  }

  @Test(arguments: [ElasticStyle.seed, ElasticStyleTests.straight], [false, true])
  func consecutive120HzFramesMoveBoundedly(_ style: ElasticStyle, reduceMotion: Bool) {
    let dt = 1.0 / 120
    let h = Script.handoffs(style, reduceMotion: reduceMotion)
    func size(_ v: SwellPoint?) -> Double {
      v.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() } ?? 0
    }
    // Bounds per frame. Driven by the script: every point moves at most as far as the
    // content's top (its pull step) plus, for the curtain, the finger's sideways step. On top,
    // the style's own motion, in pt/s, each in its phase:
    // - a spring's speed never exceeds √(v0² + ω0²·x0²) (its energy only decreases), with
    //   ω0 = 2π/0.45 s (0.35 s when calm), x0 the handoff's size and v0 ≤ 300 pt/s the release
    //   velocity;
    // - the seed's oscillation moves an offset x0 at most x0·(5 + 30)/1 s;
    // - the grab's critically damped catch-up closes a gap g at most g·ω/e, ω = 2π/0.15 s,
    //   g being the distance from the grabbed point to where the finger asks for it;
    // - the ring turns once a second, radius 9 pt, its Bézier control points up to
    //   √(1 + k²) ≈ 1.1424 radii out, k = 4/3·tan(π/8) the quarter arcs' handle length.
    let x0 = max(size(h.release1), size(h.release2))
    let ω0 = 2 * Double.pi / (reduceMotion ? 0.35 : 0.45)
    let spring = (300.0 * 300 + ω0 * ω0 * x0 * x0).squareRoot()
    let released = reduceMotion ? spring : style.release == .spring ? spring : x0 * 35
    let asked = style.followed(finger: 60, gap: Script.pullAtGrab, edge: 100, width: 375)
    // The default's curve reaches the content: its D moves twice as far as the content and
    // the finger do.
    let factor = style.reachesContent ? 2.0 : 1.0
    let grabbed = h.grab ?? .zero
    let catchUp = grabbed.distance(to: asked) * (2 * Double.pi / 0.15) / exp(1)
    func own(_ t: Double) -> Double {
      if t <= Script.release1 { return 0 }
      if t > Script.grab, t <= Script.release2 { return catchUp }
      return released
    }
    let handle = 4.0 / 3 * tan(Double.pi / 8)
    let turning = 2 * Double.pi * 9 * (1 + handle * handle).squareRoot()
    var context = Script.context(0, style, reduceMotion: reduceMotion)
    var previous = style.scene(in: context)
    for frame in 1...Int(3.6 / dt) {
      let t = Double(frame) * dt
      let next = Script.context(t, style, reduceMotion: reduceMotion)
      let pullStep = abs(next.pullDistance - context.pullDistance)
      let fingerStep = abs((next.fingerLocation?.x ?? 0) - (context.fingerLocation?.x ?? 0))
      let scene = style.scene(in: next)
      for (before, after) in zip(previous.layers, scene.layers) {
        #expect(abs(after.opacity - before.opacity) < 0.2, "\(after.name) opacity at \(t) s")
        // A layer invisible in either frame cannot be seen to move; its opacity is bounded above.
        if before.opacity == 0 || after.opacity == 0 { continue }
        let moved =
          zip(Self.points(before), Self.points(after)).map { $0.distance(to: $1) }.max() ?? 0
        let limit =
          after.name == "elastic.curtain"
          ? own(t) * dt + factor * (pullStep + fingerStep) + 1e-9
          : turning * dt + pullStep + 1e-9
        #expect(moved <= limit, "\(after.name) moved \(moved) pt at \(t) s (bound \(limit))")
      }
      (context, previous) = (next, scene)
    }
  }
}
