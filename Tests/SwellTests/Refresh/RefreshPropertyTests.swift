import SwellTestSupport
import Testing

@testable import Swell

/// 10 000 seeded random event sequences through a `RefreshSession` with a header and a footer
/// (pulled up, or loading on its own as the end comes into view), each refresh's work given a
/// random fate: it returns (success or no more data) before or after the minimum refreshing
/// time, fails, or hangs until the refresh is ended from code. Drags, flings, wheel scrolls,
/// resizes, inset changes, code's refreshes and resets of "no more data" come in any order.
///
/// Properties: the state diagram; one action per refresh with increasing ids; arm effects
/// match the crossings; never a start while the other edge refreshes or finishes, nor after
/// "no more data" until it is reset; never two automatic loads for one approach (the end
/// must leave the lead between them); no non-finite number; the user's insets exactly restored
/// on both edges at the end, plus a shown automatic footer's resting height.
@Suite struct RefreshPropertyTests {
  /// The diagram, written out independently of the machine.
  static let allowed: Set<[String]> = [
    ["idle", "pulling"], ["pulling", "idle"], ["pulling", "armed"], ["armed", "pulling"],
    ["armed", "refreshing"], ["idle", "refreshing"], ["pulling", "refreshing"],
    ["refreshing", "finishing"], ["finishing", "idle"],
  ]

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  enum Fate {
    case returns(at: Double, RefreshOutcome)
    case hangs
  }

  struct Key: Hashable {
    var edge: RefreshEdge
    var trigger: Int
  }

  /// One random run; throws `Failure` naming the broken property.
  final class Run {
    var random: SeededRandom
    var time = 0.0
    let session: RefreshSession
    var userTop: Double
    var userBottom: Double
    var fates: [Key: Fate] = [:]
    var started: [RefreshEdge: [Int]] = [:]
    var refreshEntries: [RefreshEdge: Int] = [:]
    var ended: Set<Key> = []
    var armed: [RefreshEdge: Bool] = [:]
    var armings = 0
    /// Crossings of the trigger distance seen in state changes, and arm or disarm effects.
    var crossings: [RefreshEdge: Int] = [:]
    var armEffects: [RefreshEdge: Int] = [:]
    /// Whether each edge refreshes or finishes, as the state changes tell it.
    var busy: [RefreshEdge: Bool] = [:]
    /// Whether a refresh at the edge ended well and it has not reported `.backAtRest` since.
    var awaitingRest: [RefreshEdge: Bool] = [:]
    /// Whether each edge's latest refresh said "no more data" and no reset came since.
    var outOfData: [RefreshEdge: Bool] = [:]
    /// The footer's automatic lead threshold (pt), nil when it is pulled up.
    let footerThreshold: Double?
    /// Whether the footer shows under short content.
    let footerShowsWhenShort: Bool
    let footerHeight: Double
    /// The lowest footer pull seen since its latest automatic start.
    var lowestPullSinceLoad = -Double.infinity
    /// Whether the content's height changed, leaving the list short, since that load.
    var endMovedSinceLoad = false
    var automaticLoads = 0

    init(seed: UInt64) throws {
      random = SeededRandom(seed: seed)
      userTop = random.double(in: 0...100)
      userBottom = random.double(in: 0...40)
      let mode: RefreshTriggerMode =
        Bool.random(using: &random) ? .onRelease : .whenThresholdCrossed
      let configuration = RefreshConfiguration(
        triggerMode: mode, minimumRefreshingDuration: random.double(in: 0...1))
      var footer = TestRefreshStyle()
      footer.triggerDistance = random.double(in: 30...100)
      footer.refreshingHeight = random.double(in: 0...60)
      var footerConfiguration = configuration
      footerConfiguration.showsUnderShortContent = random.next() % 4 == 0
      if Bool.random(using: &random) {
        let lead: RefreshConfiguration.Lead =
          Bool.random(using: &random)
          ? .visible(fraction: random.double(in: 0...1))
          : .ahead(points: random.double(in: 0...300))
        footerConfiguration.start = .automatic(lead)
        switch lead {
        case .visible(let fraction): footerThreshold = fraction * footer.refreshingHeight
        case .ahead(let points): footerThreshold = -points
        }
      } else {
        footerThreshold = nil
      }
      footerShowsWhenShort = footerConfiguration.showsUnderShortContent
      footerHeight = footer.refreshingHeight
      session = try RefreshSession(
        controls: [
          .init(.top, style: TestRefreshStyle(), configuration: configuration, action: .manual),
          .init(.bottom, style: footer, configuration: footerConfiguration, action: .manual),
        ],
        geometry: ScrollMetrics(
          viewportHeight: random.double(in: 300...900),
          contentHeight: random.double(in: 0...3000), userInsetTop: userTop,
          userInsetBottom: userBottom))
    }

    func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
      if !condition { throw Failure(description: message()) }
    }

    /// Checks every effect of one call.
    func take(_ effects: [RefreshSession.Effect]) throws {
      for effect in effects {
        switch effect {
        case .stateChanged(let edge, let from, let to):
          try check(
            RefreshPropertyTests.allowed.contains([from.name, to.name]),
            "\(edge): transition \(from.name) → \(to.name) at \(time)")
          if to == .refreshing { refreshEntries[edge, default: 0] += 1 }
          busy[edge] = to == .refreshing || to == .finishing
          if to == .armed { crossings[edge, default: 0] += 1 }
          if from == .armed, to != .refreshing { crossings[edge, default: 0] += 1 }
        case .armed(let edge):
          try check(armed[edge] != true, "\(edge): armed twice at \(time)")
          armed[edge] = true
          armings += 1
          armEffects[edge, default: 0] += 1
        case .disarmed(let edge):
          try check(armed[edge] == true, "\(edge): disarmed at \(time) while not armed")
          armed[edge] = false
          armEffects[edge, default: 0] += 1
        case .refreshInsetChanged(_, let inset, _):
          try check(inset.isFinite && inset >= 0, "inset \(inset)")
        case .actionStarted(let edge, let trigger):
          try check(
            !(started[edge] ?? []).contains(trigger.id), "\(edge): trigger \(trigger.id) twice")
          let other: RefreshEdge = edge == .top ? .bottom : .top
          try check(busy[other] != true, "\(edge): started at \(time) while \(other) is busy")
          try check(outOfData[edge] != true, "\(edge): started at \(time) after no more data")
          if edge == .bottom, let threshold = footerThreshold, trigger.cause == .threshold {
            // Between two automatic loads the end must have left the lead (1 pt of slack for
            // the sampling), or moved while the list stayed short.
            try check(
              lowestPullSinceLoad < threshold + 1 || endMovedSinceLoad,
              "bottom: a second load at \(time) without leaving the lead (lowest pull \(lowestPullSinceLoad), threshold \(threshold))"
            )
            lowestPullSinceLoad = .infinity
            endMovedSinceLoad = false
            automaticLoads += 1
          }
          started[edge, default: []].append(trigger.id)
          armed[edge] = false  // released while armed: the arming is used up
          let key = Key(edge: edge, trigger: trigger.id)
          switch random.next() % 4 {
          case 0: fates[key] = .returns(at: time + random.double(in: 0...1.5), .success)
          case 1: fates[key] = .returns(at: time + random.double(in: 0...1.5), .noMoreData)
          case 2:
            fates[key] = .returns(
              at: time + random.double(in: 0...1.5), .failure(message: "offline"))
          default: fates[key] = .hangs
          }
        case .actionCancelled(let edge, let id):
          let key = Key(edge: edge, trigger: id)
          try check(
            (started[edge] ?? []).contains(id) && !ended.contains(key), "\(edge): cancel of \(id)")
          fates[key] = nil
        case .refreshEnded(let edge, let trigger, let outcome):
          if outcome == .noMoreData { outOfData[edge] = true }
          let key = Key(edge: edge, trigger: trigger.id)
          try check(!ended.contains(key), "\(edge): trigger \(trigger.id) ended twice")
          ended.insert(key)
          awaitingRest[edge] = awaitingRest[edge] == true || outcome == .success
        case .backAtRest(let edge):
          try check(
            awaitingRest[edge] == true,
            "\(edge): back at rest at \(time) without a refresh that ended well since")
          try check(
            busy[edge] != true && armed[edge] != true, "\(edge): back at rest at \(time), busy")
          awaitingRest[edge] = false
        }
      }
      try checkFinite()
    }

    func checkFinite() throws {
      for edge in RefreshEdge.allCases {
        guard let context = session.context(for: edge, time: time) else { continue }
        var progress = 0.0
        if case .pulling(let p) = context.state { progress = p }
        let numbers = [
          session.contentOffset(time: time), session.refreshInset(edge, time: time),
          context.pullDistance, context.progress, context.timeInState, context.releaseVelocity,
          context.time, context.pullDistanceAtStateChange, context.timeSinceRelease ?? 0,
          context.fingerLocation?.x ?? 0, context.fingerLocation?.y ?? 0, progress,
        ]
        for number in numbers where !number.isFinite {
          throw Failure(description: "\(edge): non-finite number at \(time): \(numbers)")
        }
        try check(progress < 1, "\(edge): pulling progress \(progress)")
        try check(
          context.justUpdated == (awaitingRest[edge] == true),
          "\(edge): just updated \(context.justUpdated) at \(time)")
        if context.justUpdated, context.state == .idle, let machine = machine(edge) {
          // Idle and closed is back at rest, which the session has reported by now.
          try check(
            machine.pullDistance > machine.restingInset + RefreshMachine.restingPull,
            "\(edge): still just updated at \(time), idle and closed")
        }
        if session.state(edge) == .idle, let machine = machine(edge) {
          try check(
            machine.refreshInset == machine.restingInset,
            "\(edge): idle with an inset of \(machine.refreshInset)")
        }
      }
      notePull()
    }

    func machine(_ edge: RefreshEdge) -> RefreshMachine? {
      session.engine.controls.first { $0.edge == edge }?.machine
    }

    /// Keeps the lowest footer pull seen since the latest automatic load: how much of the
    /// footer is in view, which under short content is more than the pull past the end.
    func notePull(at sample: Double? = nil) {
      let pull =
        session.pullDistance(.bottom, time: sample ?? time) + session.geometry.endRestsAboveBottom
      if pull.isFinite { lowestPullSinceLoad = min(lowestPullSinceLoad, pull) }
    }

    /// Moves time on, letting due work end at its own times.
    func pass(_ duration: Double) throws {
      let end = time + duration
      while let (key, due, outcome) = nextFate(before: end) {
        try glide(to: max(time, due))
        fates[key] = nil
        try take(
          session.finishRefresh(key.edge, trigger: key.trigger, outcome: outcome, time: time))
      }
      try glide(to: end)
    }

    /// Moves time on, looking at the footer's pull every 5 ms on the way (the motion's closed
    /// form, read ahead of the session's clock), so that every approach of the end is seen.
    func glide(to end: Double) throws {
      if footerThreshold != nil {
        var sample = time
        while sample < end {
          sample = min(sample + 0.005, end)
          notePull(at: sample)
        }
      }
      time = end
      try take(session.advance(to: time))
    }

    func nextFate(before end: Double) -> (Key, Double, RefreshOutcome)? {
      var best: (Key, Double, RefreshOutcome)?
      for (key, fate) in fates {
        guard case .returns(let due, let outcome) = fate, due <= end else { continue }
        if best == nil || due < best?.1 ?? .infinity { best = (key, due, outcome) }
      }
      return best
    }

    func randomLocation() -> SwellPoint {
      if random.next() % 10 == 0 { return SwellPoint(x: .nan, y: 100) }
      return SwellPoint(x: random.double(in: 0...375), y: random.double(in: -200...900))
    }

    var randomEdge: RefreshEdge { Bool.random(using: &random) ? .top : .bottom }

    func step() throws {
      if random.next() % 12 == 0 {
        // What an app does after a header refresh: there may be more to load again (under
        // short content, at once: its end cannot be approached again).
        if session.geometry.contentIsShorterThanViewport
          && session.loadState(.bottom) == .noMoreData
        {
          endMovedSinceLoad = true
        }
        let effects = session.resetNoMoreData(.bottom, time: time)
        outOfData[.bottom] = false
        try take(effects)
        return
      }
      switch random.next() % 12 {
      case 0, 1:
        try pass(random.double(in: 0...0.6))
      case 2:
        try take(session.beginDrag(at: randomLocation(), time: time))
      case 3, 4:
        try take(session.drag(to: randomLocation(), time: time))
        try pass(random.double(in: 0...0.1))
      case 5:
        let velocity = [random.double(in: -4000...4000), .nan, .infinity][Int(random.next() % 3)]
        try take(session.endDrag(velocity: velocity, time: time))
      case 6:
        try take(
          session.beginRefreshing(randomEdge, animated: Bool.random(using: &random), time: time))
      case 7:
        try take(session.endRefreshing(randomEdge, time: time))
      case 8:
        userTop = random.double(in: 0...100)
        userBottom = random.double(in: 0...40)
        try take(session.setUserInsets(top: userTop, bottom: userBottom, time: time))
      case 9:
        try take(session.scroll(by: random.double(in: -3000...3000), time: time))
      case 10:
        let height = [random.double(in: 0...3000), .nan][Int(random.next() % 2)]
        // What falls due first (a load starting before the rows arrive) is taken on its own.
        try take(session.advance(to: time))
        let before = session.geometry.contentHeight
        let effects = session.resize(
          width: 375, viewportHeight: random.double(in: 300...900), contentHeight: height,
          time: time)
        if session.geometry.contentHeight > before && session.geometry.contentIsShorterThanViewport
        {
          // Rows arrived and the list is still short: its end is a new one to reach.
          endMovedSinceLoad = true
        }
        try take(effects)
      default:
        // Hosts may pass garbage: it changes nothing and time never runs backwards.
        try take(session.advance(to: time - 0.01))
        try take(session.drag(to: SwellPoint(x: .infinity, y: 0), time: .nan))
        try check(session.time == time, "time moved to \(session.time) from \(time)")
      }
    }

    func finish() throws {
      if session.isDragging { try take(session.endDrag(velocity: 0, time: time)) }
      for _ in 0..<400 {
        for edge in RefreshEdge.allCases where session.state(edge) == .refreshing {
          if let running = session.runningRefresh(at: edge),
            case .hangs? = fates[Key(edge: edge, trigger: running.trigger.id)]
          {
            try take(session.endRefreshing(edge, time: time))  // the app gives up
          }
        }
        let settled =
          RefreshEdge.allCases.allSatisfy { session.state($0) == .idle }
          && session.engine.nextDeadline == nil && session.nextUpdate(after: time) == nil
        if settled { break }
        try pass(0.25)
      }
      let short = session.geometry.contentIsShorterThanViewport
      let footerRests = footerThreshold != nil && (!short || footerShowsWhenShort)
      for edge in RefreshEdge.allCases {
        try check(session.state(edge) == .idle, "\(edge): not idle at the end")
        let resting = edge == .bottom && footerRests ? footerHeight : 0
        try check(
          session.refreshInset(edge, time: time) == resting,
          "\(edge): inset \(session.refreshInset(edge, time: time)) left at the end, not \(resting)"
        )
        let ids = started[edge] ?? []
        try check(ids == (0..<ids.count).map { $0 + 1 }, "\(edge): trigger ids \(ids)")
        try check(
          ids.count == refreshEntries[edge, default: 0],
          "\(edge): \(ids.count) actions for \(refreshEntries[edge, default: 0]) refreshes")
        try check(
          crossings[edge, default: 0] == armEffects[edge, default: 0],
          "\(edge): \(armEffects[edge, default: 0]) arm effects for \(crossings[edge, default: 0]) crossings"
        )
      }
      guard case .simulated(let physics) = session.engine.scroll else { return }
      try check(
        physics.contentInsetTop(time: time) == userTop,
        "top inset \(physics.contentInsetTop(time: time)) instead of the user's \(userTop)")
      let expectedBottom = userBottom + (footerRests ? footerHeight : 0)
      try check(
        physics.contentInsetBottom(time: time) == expectedBottom,
        "bottom inset \(physics.contentInsetBottom(time: time)) instead of \(expectedBottom)")
    }
  }

  @Test func randomSequencesKeepTheInvariants() throws {
    var failures: [String] = []
    var refreshes: [RefreshEdge: Int] = [:]
    var armings = 0
    var automaticLoads = 0
    for seed in 0..<10_000 as Range<UInt64> {
      do {
        let run = try Run(seed: seed)
        let steps = Int(run.random.next() % 30) + 5
        for _ in 0..<steps { try run.step() }
        try run.finish()
        for (edge, ids) in run.started { refreshes[edge, default: 0] += ids.count }
        armings += run.armings
        automaticLoads += run.automaticLoads
      } catch {
        failures.append("seed \(seed): \(error)")
        if failures.count >= 5 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    // The runs did exercise refreshes at both edges, and arming.
    #expect(refreshes[.top, default: 0] > 1_000, "\(refreshes)")
    #expect(refreshes[.bottom, default: 0] > 1_000, "\(refreshes)")
    #expect(automaticLoads > 500, "\(automaticLoads) automatic loads")
    #expect(armings > 500, "\(armings) armings")
  }
}
