import Swell
import SwellTestSupport
import Testing

/// Hostile streams of calls on `RefreshSession` (issue 29): both edges, both scrolling modes,
/// every style, values out to ±1e6 and beyond, ±0, subnormals, NaN and infinities, huge times
/// and times going back. After every call: every number the session gives is finite, each
/// scene is drawable (finite size, paths, transforms, opacities, line widths), a header at
/// rest has given its inset back, and an automatic footer starts once per approach (never again
/// after a load ended when nothing but time passed). `make test` runs a short stream per seed;
/// `make fuzz` runs at least a million calls (`SWELL_FUZZ_CASES` calls in all).
@Suite struct SessionFuzzTests {
  /// What went wrong, with the seed and the call that showed it, for a regression test.
  struct Finding: CustomStringConvertible {
    var seed: UInt64
    var call: Int
    var what: String
    var description: String { "seed \(seed), call \(call): \(what)" }
  }

  @Test func hostileStreamsKeepEveryPromise() throws {
    let total = fuzzCaseCount(standard: 24_000)
    let callsPerSession = 400
    var findings: [Finding] = []
    var seed: UInt64 = 1
    var calls = 0
    while calls < total && findings.count < 5 {
      var fuzzer = try SessionFuzzer(seed: seed)
      for call in 0..<callsPerSession {
        if let problem = fuzzer.step() {
          findings.append(Finding(seed: seed, call: call, what: problem))
          break
        }
      }
      calls += callsPerSession
      seed += 1
    }
    #expect(findings.isEmpty, "\(findings)")
    #expect(calls >= total, "ran \(calls) calls over \(seed - 1) sessions")
  }
}

/// One session under a seeded stream of hostile calls.
struct SessionFuzzer {
  var random: SeededRandom
  let session: RefreshSession
  var time: Double
  var callIndex = 0
  /// Whether a call other than time passing or a load's end came since the footer's last
  /// load ended: only such a call can make a new approach to the end.
  var inputSinceFooterEnded = true
  /// The content offset after the previous call, and where the footer's last load ended.
  var offsetAtCallStart = 0.0
  var offsetAtFooterEnd = Double.nan
  let footerIsAutomatic: Bool
  let headerPulls: Bool

  init(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let styles = StyleCatalog.types
    func style() -> any RefreshStyle {
      styles[Int(random.next() % UInt64(styles.count))].init()
    }
    var controls: [RefreshSession.Control] = []
    let edges = random.next() % 3  // 0: header, 1: footer, 2: both
    if edges != 1 {
      let mode: RefreshTriggerMode = random.next() % 2 == 0 ? .onRelease : .whenThresholdCrossed
      controls.append(
        .init(
          .top, style: style(), configuration: RefreshConfiguration(triggerMode: mode),
          action: .manual))
    }
    var automatic = false
    if edges != 0 {
      automatic = random.next() % 4 != 0
      let configuration =
        automatic ? RefreshConfiguration.automaticLoading : RefreshConfiguration()
      controls.append(.init(.bottom, style: style(), configuration: configuration, action: .manual))
    }
    let observed = random.next() % 4 == 0
    let start = random.double(in: -1e6...1e6)
    session = try RefreshSession(
      controls: controls, scrolling: observed ? .observed : .simulated(),
      geometry: ScrollMetrics(
        viewportHeight: random.double(in: 1...2000), contentHeight: random.double(in: 0...6000),
        userInsetTop: random.double(in: 0...100), userInsetBottom: random.double(in: 0...100)),
      width: random.double(in: 1...1000), startTime: start)
    time = start
    footerIsAutomatic = automatic
    headerPulls = edges != 1
    self.random = random
  }

  /// A value a hostile host might pass: mostly plausible, sometimes anything.
  mutating func value(_ plausible: ClosedRange<Double>) -> Double {
    switch random.next() % 20 {
    case 0: return .nan
    case 1: return random.next() % 2 == 0 ? .infinity : -.infinity
    case 2: return random.next() % 2 == 0 ? 0.0 : -0.0
    case 3: return Double.leastNonzeroMagnitude * Double(random.next() % 4096)
    case 4: return random.next() % 2 == 0 ? 1e6 : -1e6
    case 5: return random.next() % 2 == 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    case 6: return random.double(in: -1e7...1e7)
    default: return random.double(in: plausible)
    }
  }

  /// The time of the next call: mostly a frame or so later, sometimes far later, earlier,
  /// the same, or not a number.
  mutating func nextTime() -> Double {
    switch random.next() % 40 {
    case 0: return time - random.double(in: 0...10)
    case 1: return time + random.double(in: 1e3...1e12)
    case 2: return .nan
    case 3: return time
    default:
      time += random.double(in: 0...0.05)
      return time
    }
  }

  mutating func point() -> SwellPoint {
    SwellPoint(x: value(0...400), y: value(-200...1200))
  }

  /// One call, then the checks; returns what broke, if anything.
  mutating func step() -> String? {
    callIndex += 1
    let t = nextTime()
    let edge: RefreshEdge = random.next() % 2 == 0 ? .top : .bottom
    var isInput = true
    let effects: [RefreshSession.Effect]
    switch random.next() % 16 {
    case 0, 1: effects = session.beginDrag(at: point(), time: t)
    case 2, 3, 4: effects = session.drag(to: point(), time: t)
    case 5:
      effects = session.drag(to: point(), over: value(0...2), curve: .easeOut, time: t)
    case 6: effects = session.endDrag(velocity: value(-4000...4000), time: t)
    case 7: effects = session.scroll(by: value(-600...600), time: t)
    case 8:
      effects = session.scroll(to: value(-200...6000), animated: random.next() % 2 == 0, time: t)
    case 9: effects = session.observe(contentOffset: value(-300...6000), time: t)
    case 10:
      effects = session.resize(
        width: value(1...1000), viewportHeight: value(1...2000),
        contentHeight: value(0...6000), time: t)
    case 11: effects = session.setUserInsets(top: value(0...100), bottom: value(0...100), time: t)
    case 12: effects = session.beginRefreshing(edge, animated: random.next() % 2 == 0, time: t)
    case 13:
      let outcomes: [RefreshOutcome] = [.success, .failure(message: "x"), .noMoreData]
      let outcome = outcomes[Int(random.next() % 3)]
      effects = session.endRefreshing(edge, outcome: outcome, time: t)
      isInput = false
    case 14: effects = session.resetNoMoreData(.bottom, time: t)
    default:
      effects = session.advance(to: t)
      isInput = false
    }
    let offsetBefore = offsetAtCallStart
    offsetAtCallStart = session.contentOffset(time: session.time)
    if isInput { inputSinceFooterEnded = true }
    for effect in effects {
      switch effect {
      case .refreshEnded(.bottom, _, _):
        inputSinceFooterEnded = false
        // Where the content was when the load ended: before this call if it ended inside it.
        offsetAtFooterEnd = offsetBefore
      case .stateChanged(.bottom, _, .refreshing) where footerIsAutomatic:
        // Content still gliding to the end after a load may start the next (a new approach,
        // as a fling's); content that stayed where the load ended may not.
        let stayed = abs(offsetAtCallStart - offsetAtFooterEnd) < 0.5
        if !inputSinceFooterEnded && !isInput && stayed {
          return "the automatic footer started again where its last load ended, with only "
            + "time passing"
        }
      default: break
      }
    }
    return check()
  }

  /// Every promise that holds after any call.
  func check() -> String? {
    let now = session.time
    guard now.isFinite else { return "time \(now)" }
    let offset = session.contentOffset(time: now)
    guard offset.isFinite else { return "contentOffset \(offset)" }
    if let target = session.targetContentOffset, !target.isFinite {
      return "targetContentOffset \(target)"
    }
    if let next = session.nextUpdate(after: now), !next.isFinite { return "nextUpdate \(next)" }
    let metrics = session.geometry
    for number in [
      metrics.viewportHeight, metrics.contentHeight, metrics.userInsetTop, metrics.userInsetBottom,
    ] where !number.isFinite || number < 0 {
      return "geometry \(metrics)"
    }
    for edge in session.edges {
      let pull = session.pullDistance(edge, time: now)
      let inset = session.refreshInset(edge, time: now)
      guard pull.isFinite, inset.isFinite, inset >= 0 else {
        return "\(edge): pull \(pull), inset \(inset)"
      }
      if edge == .top, headerPulls, session.state(.top) == .idle,
        session.nextUpdate(after: now) == nil, inset != 0
      {
        return "the header is idle at rest with an inset of \(inset)"
      }
      // Scenes are the slow part: every fourth call draws them.
      guard callIndex % 4 == 0, let scene = session.scene(for: edge, time: now) else { continue }
      if let problem = Self.undrawable(scene) { return "\(edge) scene: \(problem)" }
    }
    return nil
  }

  /// What the cairo renderer would refuse to draw in `scene` (its rules, restated).
  static func undrawable(_ scene: SwellScene) -> String? {
    let size = scene.size
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      return "size \(size)"
    }
    for layer in scene.layers {
      let t = layer.transform
      let numbers = [
        t.a, t.b, t.c, t.d, t.tx, t.ty, layer.opacity, layer.strokeStart, layer.strokeEnd,
        layer.lineWidth,
      ]
      guard layer.path.isFinite, numbers.allSatisfy(\.isFinite), layer.lineWidth >= 0 else {
        return "layer \(layer.name)"
      }
    }
    return nil
  }
}
