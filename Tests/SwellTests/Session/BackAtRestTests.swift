import SwellTestSupport
import Testing

@testable import Swell

/// When a host writes the time of a refresh that ended well into the last-updated line: once
/// the header has closed (`RefreshSession.Effect.backAtRest`), however long a finger held it
/// open or the content took to settle. Until then the context says `justUpdated` and classic
/// says "Just now", so the line never changes where it shows. (It came as finishing ended,
/// with a held header in view, and the UIKit and GTK hosts wrote the time there.)
@Suite struct BackAtRestTests {
  /// A header pulled again while it refreshes, under the trigger, and held through the
  /// refresh's end; the finger lets go `hold` seconds after it, during the finish (0.3 s) or
  /// after it (2.5 s), and the content settles home.
  static func heldThroughItsEnd(lettingGoAfter hold: Double) throws -> Interaction {
    try Interaction(
      steps: Interaction.Step.heldHeader(through: .success, lettingGoAfter: hold, pullingTo: 0.8)
        + [.hold(duration: 1)])
  }

  @Test(arguments: [0.3, 0.6, 2.5])
  func theHeaderIsBackAtRestOnceItHasClosed(lettingGoAfter hold: Double) throws {
    let simulation = try Simulation(
      style: ClassicStyle(), interaction: Self.heldThroughItsEnd(lettingGoAfter: hold),
      headerWidth: 375, viewportHeight: 600)
    let rests = simulation.effects.filter { $0.effect.isHeaderBackAtRest }.map(\.time)
    #expect(rests.count == 1)
    let rest = try #require(rests.first)
    let finish = try #require(simulation.transitions.first { $0.to == .finishing }?.time)
    let end = try #require(
      simulation.transitions.first { $0.from == .finishing && $0.to == .idle }?.time)

    // The first millisecond the header is idle and closed (within the machine's resting
    // half point), read from the frames, not from the effects.
    let closed = try #require(
      stride(from: end, through: simulation.duration, by: 0.001).first { time in
        let context = simulation.frame(uncheckedAt: time).context
        return context.state == .idle && context.pullDistance <= 0.5
      })
    #expect(abs(rest - closed) <= 0.001, "back at rest at \(rest) s, closed at \(closed) s")
    #expect(rest > end + 0.05, "the header was still open as its finish ended")

    // `justUpdated` from the finish's start until then, and classic's line says so in view.
    let line = { (scene: SwellScene) in
      scene.texts.filter { $0.name.hasPrefix("classic.lastUpdated") }
        .max { $0.opacity < $1.opacity }?.string
    }
    var shown = 0
    for frame in try simulation.frames(fps: 120) {
      let context = frame.context
      #expect(
        context.justUpdated == (frame.time >= finish && frame.time < rest),
        "justUpdated at \(frame.time) s")
      guard frame.time > finish + 0.25, frame.time < rest, context.pullDistance > 1 else {
        continue
      }
      shown += 1
      let said = line(ClassicStyle().sceneShowingLoadState(in: context))
      #expect(said == "Last updated: Just now", "at \(frame.time) s: \(said ?? "nothing")")
    }
    #expect(shown > 30, "the line was in view after the finish for \(shown) frames")
  }

  /// A header pulled again while it refreshes, first under the trigger (re-arming the pull)
  /// and then past it, held through the refresh's end and finish, and let go, which starts
  /// another refresh before the header ever closed: the one that ended well is still to show,
  /// whatever the next one's outcome, once the header has closed after it. (Starting a refresh
  /// forgot it: classic went from "Just now" back to the earlier time in one frame, and the
  /// host never wrote the new one.)
  @Test(arguments: [RefreshOutcome.success, .failure(message: "offline")])
  func aRefreshStartedBeforeTheHeaderClosedKeepsTheUpdateToShow(next: RefreshOutcome) throws {
    let interaction = try Interaction(steps: [
      .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
      .hold(duration: 0.15),
      .release(velocity: 0),
      .hold(duration: 0.6),
      .grab(at: nil),
      .pull(to: .triggerMultiple(0.5), duration: 0.3, curve: .easeInEaseOut),
      .pull(to: .triggerMultiple(1.2), duration: 0.3, curve: .easeInEaseOut),
      .hold(duration: 0.3),
      .refresh(duration: 0.1, outcome: .success),
      .hold(duration: 2.5),
      .release(velocity: 0),
      .refresh(duration: 0.5, outcome: next),
      .hold(duration: 2),
    ])
    let simulation = try Simulation(
      style: ClassicStyle(), interaction: interaction, headerWidth: 375, viewportHeight: 600)
    let rests = simulation.effects.filter { $0.effect.isHeaderBackAtRest }.map(\.time)
    let finishes = simulation.transitions.filter { $0.to == .finishing }.map(\.time)
    let ends = simulation.transitions.filter { $0.from == .finishing && $0.to == .idle }
      .map(\.time)
    #expect(finishes.count == 2, "two refreshes ran")
    #expect(rests.count == 1)
    let rest = try #require(rests.first)
    let lastEnd = try #require(ends.last)
    #expect(rest >= lastEnd, "back at rest once the second has finished")
    for frame in try simulation.frames(fps: 120) {
      #expect(
        frame.context.justUpdated == (frame.time >= finishes[0] && frame.time < rest),
        "justUpdated at \(frame.time) s")
    }
  }

  /// A header that finishes on its own, closed as its finish ends, is back at rest then.
  @Test func aHeaderClosedAsItsFinishEndsIsBackAtRestThen() throws {
    let simulation = try Simulation(style: ClassicStyle(), interaction: .standard)
    let rest = try #require(simulation.effects.first { $0.effect.isHeaderBackAtRest }?.time)
    let end = try #require(
      simulation.transitions.first { $0.from == .finishing && $0.to == .idle }?.time)
    #expect(rest == end)
  }

  /// A failure is no update: nothing to write, and nothing said "Just now".
  @Test func onlyARefreshThatEndedWellComesBackToRest() throws {
    let failed = try Simulation(
      style: ClassicStyle(),
      interaction: Interaction(steps: [
        .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
        .release(velocity: 0), .refresh(duration: 1, outcome: .failure(message: "offline")),
        .hold(duration: 2),
      ]))
    #expect(!failed.effects.contains { $0.effect.isHeaderBackAtRest })
    #expect(try failed.frames(fps: 60).allSatisfy { !$0.context.justUpdated })
  }
}
