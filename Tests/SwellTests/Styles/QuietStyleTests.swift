import Foundation
import Testing

@testable import Swell

/// The quiet style as iOS's spinner: eight spokes that tick round (not a turning arc), shown in
/// full colour from the first points of a pull, and a failure that holds still long enough to
/// read. Measured from the scenes at 120 fps.
@Suite struct QuietStyleTests {
  static let spokes = (0..<8).map { "quiet.spinner.spoke\($0)" }

  /// The spokes drawn in `scene`: shown at all and with some of their length stroked.
  static func drawnSpokes(_ scene: SwellScene) -> [ShapeLayer] {
    scene.layers.filter {
      $0.name.hasPrefix("quiet.spinner.") && $0.opacity > 0 && $0.strokeEnd > 0
        && !$0.path.elements.isEmpty
    }
  }

  /// Every spoke turns by one transform, the same for the whole set (an exporter writes the
  /// ticking once), and keeps its place in its own path.
  @Test func theSetTurnsByOneTransform() throws {
    for (_, _, scene) in try Self.frames() {
      let spokes = scene.layers.filter { $0.name.hasPrefix("quiet.spinner.") }
      #expect(Set(spokes.map(\.transform)).count <= 1)
    }
  }

  /// The direction a spoke points as drawn, in degrees clockwise from the top, 0…360: from
  /// its inner end to its outer one, both through the layer's transform.
  static func heading(_ layer: ShapeLayer) -> Double {
    let ends = layer.path.elements.compactMap(\.endPoint).map(layer.transform.apply(to:))
    guard let inner = ends.first, let outer = ends.last else { return .nan }
    let degrees = atan2(outer.x - inner.x, inner.y - outer.y) * 180 / Double.pi
    let turned = degrees < 0 ? degrees + 360 : degrees
    return turned >= 359.999 ? 0 : turned
  }

  static func frames(
    _ style: QuietStyle = QuietStyle(), interaction: Interaction = .standard
  ) throws -> [(time: Double, context: RefreshContext, scene: SwellScene)] {
    let simulation = try Simulation(
      style: style, interaction: interaction, headerWidth: 375, viewportHeight: 600)
    return try simulation.frames(fps: 120).map {
      ($0.time, $0.context, style.scene(in: $0.context))
    }
  }

  @Test func theSpinnerTicksRoundAnEighthAtATime() throws {
    let style = QuietStyle()
    let loading = try Self.frames().filter {
      $0.context.state == .refreshing && $0.context.timeInState > QuietStyle.fadeIn
    }
    try #require(loading.count > 120)
    var still = 0
    var leadingHeadings = Set<Int>()
    for (a, b) in zip(loading, loading.dropFirst()) {
      // Between ticks no spoke turns (the band may still settle); at a tick every spoke steps
      // 45° clockwise and keeps its shade.
      var steps = Set<Int>()
      for (x, y) in zip(a.scene.layers, b.scene.layers) where x.name.hasPrefix("quiet.spinner.") {
        var step = Self.heading(y) - Self.heading(x)
        if step < 0 { step += 360 }
        if step > 359.999 { step -= 360 }  // the same heading, either side of 0°
        #expect(
          abs(step) < 1e-6 || abs(step - 45) < 1e-6, "\(x.name) stepped \(step)° at \(b.time) s")
        #expect(x.opacity == y.opacity, "\(x.name) changed its shade at \(b.time) s")
        steps.insert(Int(step.rounded()))
      }
      #expect(steps.count == 1, "the spokes stepped apart at \(b.time) s: \(steps)")
      if steps == [0] { still += 1 }
    }
    for frame in loading {
      if let leading = frame.scene.layers.first(where: { $0.name == Self.spokes[0] }) {
        leadingHeadings.insert(Int(Self.heading(leading).rounded()))
      }
    }
    // 120 frames per second, 10 ticks per second: 11 of every 12 frame pairs hold still.
    let stillShare = Double(still) / Double(loading.count - 1)
    #expect(stillShare > 0.9, "only \(stillShare) of loading frames hold still")
    #expect(leadingHeadings == Set(stride(from: 0, to: 360, by: 45)))
    // The leading spoke is darkest, each one behind it lighter.
    let shades = Self.spokes.compactMap { name in
      loading[0].scene.layers.first { $0.name == name }?.opacity
    }
    #expect(shades.count == 8)
    #expect(zip(shades, shades.dropFirst()).allSatisfy { $0 > $1 })
    #expect(abs(shades[0] - 1) < 1e-9 && abs(shades[7] - TickingSpinner.lightestSpoke) < 1e-9)
    // A tick lasts a whole number of frames at 30, 60 and 120 fps (3, 6 and 12): a document
    // sampled at any of them ticks evenly.
    #expect(style.turnDuration / 8 == 0.1)
  }

  @Test func thePullShowsFullColourSpokesFromItsFirstPoints() {
    let style = QuietStyle()
    var shownBefore = 0
    for tenth in 1...(Int(style.triggerDistance) * 10) {
      let pull = Double(tenth) / 10
      let scene = style.scene(in: .held(by: style, pull: pull, width: 375))
      let drawn = Self.drawnSpokes(scene)
      // Never faint: every spoke there is has the whole colour.
      for spoke in drawn {
        #expect(spoke.opacity == 1, "\(spoke.name) at \(spoke.opacity) for a \(pull) pt pull")
      }
      if pull >= 1 { #expect(!drawn.isEmpty, "nothing drawn for a \(pull) pt pull") }
      // Spoke after spoke grows in, clockwise from the top.
      #expect(drawn.count >= shownBefore, "a spoke vanished at \(pull) pt")
      let headings = drawn.map(Self.heading).sorted()
      let expected = (0..<drawn.count).map { Double($0) * 45 }
      #expect(
        zip(headings, expected).allSatisfy { abs($0 - $1) < 1e-6 },
        "\(pull) pt shows spokes at \(headings)")
      shownBefore = drawn.count
    }
    #expect(shownBefore == 8)
    // iOS's secondary grey on white: the spokes stand 3:1 off the page.
    #expect(DarkPaletteTests.contrast(style.color, .white) >= 3)
  }

  @Test func aFailureHoldsStillLongEnoughToRead() throws {
    #expect(try Self.longestStillFailure(QuietStyle()) >= 0.6)
    // Without the hold (as before it), the cross shows whole only while the band closes.
    var unheld = QuietStyle()
    unheld.failureHold = 0
    #expect(try Self.longestStillFailure(unheld) < 0.1)
  }

  /// The longest time (s) the failure's cross shows whole without moving, through a pull and a
  /// refresh that fails; the run ends at rest.
  static func longestStillFailure(_ style: QuietStyle) throws -> Double {
    let failing = try Interaction(steps: [
      .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
      .hold(duration: 0.15),
      .release(velocity: 0),
      .refresh(duration: 1.5, outcome: .failure(message: "Offline")),
    ])
    let frames = try Self.frames(style, interaction: failing)
    // The longest run of frames where the cross shows whole and does not move.
    var longest = 0.0
    var runStart: Double?
    var previous: SwellTransform?
    for frame in frames {
      let cross = frame.scene.layers.first { $0.name == "quiet.failure" }
      let whole = (cross?.opacity ?? 0) >= 0.999
      if whole, let cross, cross.transform == previous {
        longest = max(longest, frame.time - (runStart ?? frame.time))
      } else {
        runStart = whole ? frame.time : nil
      }
      previous = whole ? cross?.transform : nil
    }
    // And then it goes: the band closes and the header comes to rest.
    #expect(frames.last?.context.state == .idle)
    #expect(frames.last.map { $0.context.pullDistance <= 0.5 } == true)
    return longest
  }

  @Test func aSuccessStillClosesAtOnce() throws {
    // The hold is a failure's: a success starts back as finishing begins.
    let frames = try Self.frames()
    let finishing = frames.filter { $0.context.state == .finishing }
    try #require(finishing.count > 2)
    #expect(finishing[2].context.pullDistance < finishing[0].context.pullDistance)
    let seconds = Double(finishing.count) / 120
    #expect(abs(seconds - QuietStyle().finishingDuration) < 0.02, "finishing took \(seconds) s")
  }
}
