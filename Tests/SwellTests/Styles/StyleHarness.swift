import Foundation
import SwellTestSupport
import Testing

@testable import Swell

// A style-independent harness: a scripted refresh played at any frame rate, a continuity check
// between consecutive frames, and a finiteness check for any scene. Add a style to
// `StyleHarness.cases` and the continuity and property tests in StyleHarnessTests cover it.

/// One style under the harness, with the numbers its documentation promises.
struct HarnessCase: Sendable, CustomTestStringConvertible {
  /// A name for test output (`"wave.seed"`).
  var label: String
  /// The style.
  var style: any ConfigurableStyle
  /// The largest distance (pt) any point of any path may move between two frames `dt` seconds
  /// apart, given the largest change of the pull between them (pt). Each case justifies its
  /// bound from its motions' speeds.
  var pointBound: @Sendable (_ dt: Double, _ pullStep: Double) -> Double
  /// The largest opacity change between two frames `dt` seconds apart.
  var opacityBound: @Sendable (_ dt: Double) -> Double
  /// Whether the style documents a jump between these consecutive contexts.
  var allowsJump: @Sendable (_ from: RefreshContext, _ to: RefreshContext) -> Bool

  var testDescription: String { label }
}

/// A refresh as a controller reports it, scripted independently of the engine: rest, a pull
/// past the trigger, a hold, the release, the content settling to the refreshing height, the
/// refresh, the content scrolling back, rest again. Pull curves are smoothsteps (the largest
/// speed is 1.5 × the average).
struct ScriptedFlow {
  /// The style's distances and durations.
  var style: any RefreshStyle
  /// The header's width (pt).
  var width = 375.0
  /// Whether reduce motion is on.
  var reduceMotion = false
  /// How far past the trigger the finger pulls, as a fraction of the trigger distance.
  var overpull = 0.25
  /// How long the refresh action runs (s).
  var refreshDuration = 2.0

  /// Phase lengths (s): rest, pull, hold past the trigger, settle, refresh, finish, rest.
  var rest: Double { 0.2 }
  var pullTime: Double { 0.8 }
  var hold: Double { 0.2 }
  var settle: Double { 0.3 }
  var finish: Double { max(style.finishingDuration, 0.05) }

  /// When the whole script is over (s).
  var duration: Double { rest + pullTime + hold + refreshDuration + finish + rest }

  static func smoothstep(_ x: Double) -> Double {
    let t = min(max(x, 0), 1)
    return t * t * (3 - 2 * t)
  }

  /// The context at `t` seconds from the start.
  func context(at t: Double) -> RefreshContext {
    let trigger = style.triggerDistance
    let top = trigger * (1 + overpull)
    let pullStart = rest
    let releaseAt = pullStart + pullTime + hold
    let finishAt = releaseAt + refreshDuration
    let idleAt = finishAt + finish
    // The instant the pull crosses the trigger: solve smoothstep(u)·top = trigger by bisection.
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if Self.smoothstep(mid) * top < trigger { lo = mid } else { hi = mid }
    }
    let armedAt = pullStart + hi * pullTime

    var c = RefreshContext(size: SwellSize(width: width, height: style.headerHeight))
    c.reduceMotion = reduceMotion
    c.time = t
    switch t {
    case ..<pullStart:
      c.state = .idle
      c.timeInState = t
    case ..<armedAt:
      c.pullDistance = Self.smoothstep((t - pullStart) / pullTime) * top
      c.state = .pulling(progress: c.pullDistance / trigger)
      c.timeInState = t - pullStart
      c.previousStateDuration = pullStart
      c.fingerLocation = SwellPoint(x: width / 2, y: style.headerHeight)
    case ..<releaseAt:
      c.pullDistance = Self.smoothstep((t - pullStart) / pullTime) * top
      c.state = .armed
      c.timeInState = t - armedAt
      c.previousStateDuration = armedAt - pullStart
      c.pullDistanceAtStateChange = trigger
      c.fingerLocation = SwellPoint(x: width / 2, y: style.headerHeight)
    case ..<finishAt:
      let settled = Self.smoothstep((t - releaseAt) / settle)
      c.pullDistance = top + (style.refreshingHeight - top) * settled
      c.state = .refreshing
      c.timeInState = t - releaseAt
      c.timeSinceRelease = t - releaseAt
      c.previousStateDuration = releaseAt - armedAt
      c.pullDistanceAtStateChange = top
    case ..<idleAt:
      c.pullDistance = style.refreshingHeight * (1 - Self.smoothstep((t - finishAt) / finish))
      c.state = .finishing
      c.timeInState = t - finishAt
      c.timeSinceRelease = t - releaseAt
      c.previousStateDuration = refreshDuration
      c.pullDistanceAtStateChange = style.refreshingHeight
    default:
      c.state = .idle
      c.timeInState = t - idleAt
      c.timeSinceRelease = t - releaseAt
      c.previousStateDuration = finish
    }
    c.progress = min(max(c.pullDistance / trigger, 0), 1)
    return c
  }

  /// Contexts every 1/fps seconds from 0 through `duration`.
  func contexts(fps: Double) -> [RefreshContext] {
    let count = Int((duration * fps).rounded(.up))
    return (0...count).map { context(at: Double($0) / fps) }
  }
}

/// A discontinuity found between two frames.
struct Jump: CustomStringConvertible {
  var time: Double
  var states: String
  var layer: String
  var what: String
  var amount: Double
  var bound: Double

  var description: String {
    "t = \(time) s (\(states)), \(layer): \(what) \(amount) > \(bound)"
  }
}

enum StyleHarness {
  /// Every point of a path, on-curve and control points, in element order.
  static func points(of path: SwellPath) -> [SwellPoint] {
    path.elements.flatMap { element -> [SwellPoint] in
      switch element {
      case .move(let p), .line(let p): return [p]
      case .quadCurve(let p, let c): return [c, p]
      case .curve(let p, let c1, let c2): return [c1, c2, p]
      case .closeSubpath: return []
      }
    }
  }

  /// Whether two paths have the same element kinds in the same order.
  static func sameStructure(_ a: SwellPath, _ b: SwellPath) -> Bool {
    guard a.elements.count == b.elements.count else { return false }
    return zip(a.elements, b.elements).allSatisfy { x, y in
      switch (x, y) {
      case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
        (.closeSubpath, .closeSubpath):
        return true
      default: return false
      }
    }
  }

  /// The distance from `p` to the segment from `a` to `b`.
  static func distance(_ p: SwellPoint, _ a: SwellPoint, _ b: SwellPoint) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length2 = dx * dx + dy * dy
    guard length2 > 0 else { return p.distance(to: a) }
    let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0), 1)
    return p.distance(to: SwellPoint(x: a.x + t * dx, y: a.y + t * dy))
  }

  /// Points along every segment of `path` (closing lines included): `perCurve` + 1 a curve,
  /// 17 a line.
  static func samples(_ path: SwellPath, perCurve: Int = 24) -> [SwellPoint] {
    PathProbe.segments(path).flatMap { segment in
      let n = segment.isCurve ? perCurve : 16
      return (0...n).map { segment.point(Double($0) / Double(n)) }
    }
  }

  /// Whether the symmetric Hausdorff distance between two outlines exceeds `bound`, to the
  /// accuracy of the sampling: it returns the distance of the first sample of either outline
  /// farther than `bound` from the other outline, or a value ≤ `bound` when there is none. The
  /// other outline is cut into chords, 24 a curve (a chord is within A·(π/48)²/8 < 6e-4·A of a
  /// quarter-period sine). Only samples over `0…width` count: what lies beside the header is
  /// never seen (ripple's waves run on to their next crossing there).
  static func outlineDistance(
    _ a: SwellPath, _ b: SwellPath, within bound: Double, width: Double = .infinity
  ) -> Double {
    func chords(_ path: SwellPath) -> [(SwellPoint, SwellPoint)] {
      PathProbe.segments(path).flatMap { segment -> [(SwellPoint, SwellPoint)] in
        let n = segment.isCurve ? 24 : 1
        return (0..<n).map {
          (segment.point(Double($0) / Double(n)), segment.point(Double($0 + 1) / Double(n)))
        }
      }
    }
    func oneWay(_ from: SwellPath, _ to: SwellPath) -> Double {
      let target = chords(to)
      let points = samples(from).filter { $0.x >= 0 && $0.x <= width }
      guard !target.isEmpty else { return points.isEmpty ? 0 : .infinity }
      var worst = 0.0
      var hint = 0
      for p in points {
        // Neighbouring samples have neighbouring nearest chords: start the search at the last
        // one found and stop at the first chord within the bound.
        var within: Double?
        for k in 0..<target.count {
          let index = (hint + k) % target.count
          let d = distance(p, target[index].0, target[index].1)
          if d <= bound {
            within = d
            hint = index
            break
          }
        }
        guard let d = within else {
          return target.map { distance(p, $0.0, $0.1) }.min() ?? .infinity
        }
        worst = max(worst, d)
      }
      return worst
    }
    return max(oneWay(a, b), oneWay(b, a))
  }

  /// The jumps larger than the case's bounds between consecutive frames of `flow` at `fps`,
  /// leaving out those the case documents.
  static func jumps(_ test: HarnessCase, flow: ScriptedFlow, fps: Double = 120) -> [Jump] {
    let contexts = flow.contexts(fps: fps)
    let scenes = contexts.map { test.style.scene(in: $0) }
    let dt = 1 / fps
    var found: [Jump] = []
    for i in 1..<contexts.count {
      let (c0, c1) = (contexts[i - 1], contexts[i])
      if test.allowsJump(c0, c1) { continue }
      let pullStep = abs(c1.pullDistance - c0.pullDistance)
      let bound = test.pointBound(dt, pullStep)
      let opacityBound = test.opacityBound(dt)
      let states = "\(c0.state.name) → \(c1.state.name)"
      let (s0, s1) = (scenes[i - 1], scenes[i])
      guard s0.layers.map(\.name) == s1.layers.map(\.name) else {
        found.append(
          Jump(time: c1.time, states: states, layer: "*", what: "layers", amount: 1, bound: 0))
        continue
      }
      for (a, b) in zip(s0.layers, s1.layers) {
        let dOpacity = abs(a.opacity - b.opacity)
        if dOpacity > opacityBound {
          found.append(
            Jump(
              time: c1.time, states: states, layer: a.name, what: "opacity", amount: dOpacity,
              bound: opacityBound))
        }
        // A layer invisible on either frame cannot be seen to move: it only appears or
        // disappears, which the opacity bound above covers.
        if a.opacity == 0 || b.opacity == 0 { continue }
        if sameStructure(a.path, b.path),
          zip(points(of: a.path), points(of: b.path)).allSatisfy({ $0.distance(to: $1) <= bound })
        {
          continue
        }
        // Element by element the path changed or a point moved too far. That may be a point
        // sliding along the outline rather than the outline moving: `SineWave` splits its
        // curves at quarter periods of the phase, so as the wave flows its on-curve points
        // slide sideways and curves enter and leave at the ends. Compare the drawn outlines as
        // sets: every point of each lies within the bound of the other.
        let moved = outlineDistance(a.path, b.path, within: bound, width: c1.size.width)
        if moved > bound {
          found.append(
            Jump(
              time: c1.time, states: states, layer: a.name, what: "outline moved", amount: moved,
              bound: bound))
        }
      }
    }
    return found
  }

  /// What is wrong with a scene: non-finite numbers or out-of-range colours and fractions.
  static func problems(in scene: SwellScene) -> [String] {
    var found: [String] = []
    func checkColor(_ c: SwellColor?, _ what: String) {
      guard let c else { return }
      for (v, n) in [(c.red, "red"), (c.green, "green"), (c.blue, "blue"), (c.alpha, "alpha")]
      where !(v.isFinite && (0...1).contains(v)) {
        found.append("\(what).\(n) = \(v)")
      }
    }
    if !(scene.size.width.isFinite && scene.size.width >= 0 && scene.size.height.isFinite
      && scene.size.height >= 0)
    {
      found.append("size \(scene.size)")
    }
    checkColor(scene.background, "background")
    for layer in scene.layers {
      let name = layer.name
      if !points(of: layer.path).allSatisfy(\.isFinite) { found.append("\(name).path") }
      checkColor(layer.fillColor, "\(name).fill")
      checkColor(layer.strokeColor, "\(name).stroke")
      for (v, n) in [
        (layer.opacity, "opacity"), (layer.strokeStart, "strokeStart"),
        (layer.strokeEnd, "strokeEnd"),
      ] where !(v.isFinite && (0...1).contains(v)) {
        found.append("\(name).\(n) = \(v)")
      }
      if !(layer.lineWidth.isFinite && layer.lineWidth >= 0) {
        found.append("\(name).lineWidth = \(layer.lineWidth)")
      }
      let t = layer.transform
      if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
        found.append("\(name).transform")
      }
    }
    return found
  }

  /// A context with every field drawn at random, including the hostile values: NaN, ±∞,
  /// huge and negative distances and times, zero and huge sizes, zero-length states.
  static func randomContext(_ rng: inout SeededRandom) -> RefreshContext {
    func number(_ typical: ClosedRange<Double>) -> Double {
      switch Int.random(in: 0..<12, using: &rng) {
      case 0: return .nan
      case 1: return .infinity
      case 2: return -.infinity
      case 3: return 0
      case 4: return rng.double(in: -1e12...1e12)
      case 5: return -rng.double(in: 0...1000)
      case 6: return .greatestFiniteMagnitude
      default: return rng.double(in: typical)
      }
    }
    let states: [RefreshState] = [
      .idle, .pulling(progress: number(0...1)), .armed, .refreshing, .finishing,
    ]
    let width: Double =
      [0, 1e-9, 320, 375, 414, 1024, rng.double(in: 320...1024), number(0...2000)][
        Int.random(in: 0..<8, using: &rng)]
    return RefreshContext(
      state: states[Int.random(in: 0..<states.count, using: &rng)],
      pullDistance: number(-50...300),
      progress: number(0...1),
      timeInState: number(0...5),
      timeSinceRelease: Bool.random(using: &rng) ? nil : number(0...5),
      releaseVelocity: number(-3000...3000),
      fingerLocation: Bool.random(using: &rng)
        ? nil : SwellPoint(x: number(0...400), y: number(0...200)),
      size: SwellSize(width: width, height: number(0...300)),
      reduceMotion: Bool.random(using: &rng),
      time: number(0...100),
      pullDistanceAtStateChange: number(0...300),
      previousStateDuration: number(0...5))
  }

  // MARK: - The styles under the harness

  /// A bound that holds for motions up to `speed` pt/s plus a pull-driven motion of `gain` ×
  /// the pull's own step, with 1e-9 pt of rounding.
  static func bound(speed: Double, gain: Double) -> @Sendable (Double, Double) -> Double {
    { dt, pullStep in speed * dt + gain * pullStep + 1e-9 }
  }

  /// Fades no shorter than `shortest` seconds, linear or eased (Core Animation's
  /// ease-in-ease-out is at most 1/0.58 ≈ 1.7241 × as steep as linear, at its middle).
  static func fades(shortest: Double) -> @Sendable (Double) -> Double {
    { dt in easeSlope * dt / shortest + 1e-9 }
  }

  /// The steepest slope of Core Animation's ease-in-ease-out, 1/0.58 (at progress 0.5 the
  /// curve's dx/ds is 0.87 and dy/ds 1.5), rounded up.
  static let easeSlope = 1.725

  /// Whether either context is idle with no pull: the header is out of view.
  @Sendable static func atRest(_ a: RefreshContext, _ b: RefreshContext) -> Bool {
    (a.state == .idle && a.pullDistance <= 0) || (b.state == .idle && b.pullDistance <= 0)
  }

  /// Whether the state changes between the two contexts into `state`.
  static func entering(_ state: RefreshState, _ a: RefreshContext, _ b: RefreshContext) -> Bool {
    a.state.name != state.name && b.state.name == state.name
  }

  /// The styles the harness covers, with their promised bounds (see each style's tests for the
  /// derivation of the speeds).
  static let cases: [HarnessCase] = [
    HarnessCase(
      label: "wave.seed", style: WaveStyle.seed,
      pointBound: bound(speed: WaveBounds.autonomousSpeed(WaveStyle.seed), gain: WaveBounds.gain),
      opacityBound: fades(shortest: WaveStyle.seed.finishingDuration),
      allowsJump: atRest),
    HarnessCase(
      label: "wave.default", style: WaveStyle(),
      pointBound: bound(speed: WaveBounds.autonomousSpeed(WaveStyle()), gain: WaveBounds.gain),
      opacityBound: fades(shortest: WaveStyle().finishingDuration),
      allowsJump: atRest),
    HarnessCase(
      label: "bend.seed", style: BendStyle.seed,
      pointBound: bound(speed: BendBounds.autonomousSpeed(BendStyle.seed), gain: 1),
      opacityBound: fades(shortest: BendStyle.seed.releaseDuration),
      allowsJump: { a, b in
        // The balls appear with the refresh and vanish with it; the bump starts at 25 pt out
        // of view.
        entering(.refreshing, a, b) || entering(.finishing, a, b) || atRest(a, b)
          || (a.pullDistance <= 0) != (b.pullDistance <= 0)
      }),
    HarnessCase(
      label: "bend.default", style: BendStyle(),
      pointBound: bound(speed: BendBounds.autonomousSpeed(BendStyle()), gain: 1),
      opacityBound: fades(shortest: BendStyle().releaseDuration),
      allowsJump: { a, b in entering(.refreshing, a, b) || atRest(a, b) }),
    HarnessCase(
      label: "ripple.seed", style: RippleStyle.seed,
      pointBound: bound(speed: RippleBounds.autonomousSpeed(RippleStyle.seed), gain: 1.1),
      opacityBound: fades(shortest: RippleStyle.seed.finishingDuration),
      allowsJump: atRest),
    HarnessCase(
      label: "ripple.default", style: RippleStyle(),
      pointBound: bound(speed: RippleBounds.autonomousSpeed(RippleStyle()), gain: 1.1),
      // The ring fades in over 0.25 s on a smoothstep (slope 1.5): as steep as an ease in and
      // out over 0.25 · 1.725 / 1.5 s.
      opacityBound: fades(shortest: RippleStyle.indicatorFadeIn * easeSlope / 1.5 - 1e-3),
      allowsJump: atRest),
    HarnessCase(
      label: "bounce.seed", style: BounceStyle.seed,
      pointBound: bound(speed: BounceBounds.autonomousSpeed(BounceStyle.seed), gain: 1),
      // The spinner fades out over 0.15 s on a smoothstep (slope 1.5).
      opacityBound: fades(shortest: BounceStyle.spinnerFadeOut * easeSlope / 1.5 - 1e-3),
      allowsJump: BounceBounds.documentedJumps(BounceStyle.seed)),
    HarnessCase(
      label: "bounce.default", style: BounceStyle(),
      pointBound: bound(speed: BounceBounds.autonomousSpeed(BounceStyle()), gain: 1),
      opacityBound: fades(shortest: BounceStyle.spinnerFadeOut * easeSlope / 1.5 - 1e-3),
      allowsJump: BounceBounds.documentedJumps(BounceStyle())),
    HarnessCase(
      label: "elastic.seed", style: ElasticStyle.seed,
      pointBound: bound(speed: ElasticBounds.autonomousSpeed(ElasticStyle.seed), gain: 1),
      opacityBound: fades(shortest: 0.2),
      allowsJump: atRest),
    HarnessCase(
      label: "elastic.default", style: ElasticStyle(),
      pointBound: bound(speed: ElasticBounds.autonomousSpeed(ElasticStyle()), gain: 1),
      opacityBound: fades(shortest: 0.2),
      allowsJump: atRest),
    HarnessCase(
      label: "classic.default", style: ClassicStyle(),
      // The arrow's tips (9 pt out) turn half a turn with the arm level, at most 1.5 × π per
      // 0.15 s (283 pt/s); the ring's ends turn at 2π · 7.6 pt / 0.9 s (53 pt/s); the group
      // recentres as two texts cross over, by at most half the difference of their widths
      // (≤ 150 pt) over 0.15 s (arming) on a smoothstep (1500 pt/s).
      pointBound: bound(speed: 283 + 53 + 1500, gain: 1),
      // Every icon crosses over in 0.15 s on a smoothstep (slope 1.5), a text goes out or
      // comes in over 60 % of 0.25 s (slope 1.5 / 0.15 s, as fast); the check mark shows
      // three times as fast as it draws (0.2 s).
      opacityBound: fades(shortest: 0.2 / 3 * easeSlope / 1.5 - 1e-3),
      allowsJump: atRest),
  ]
}
