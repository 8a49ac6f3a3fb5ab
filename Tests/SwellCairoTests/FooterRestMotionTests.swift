import Foundation
import SwellCairo
import SwellTestSupport
import Testing

@testable import Swell

/// A footer whose load ended while it stays in view (the load failed, found no more data, or
/// added no rows): its finish hands over to its picture at rest over frames. In bend, ripple
/// and wave the whole footer changed in one frame as finishing ended (a calm band became the
/// pulled one, a failure's tint went back).
@Suite struct FooterRestMotionTests {
  static let outcomes: [RefreshOutcome] = [
    .failure(message: "no connection"), .noMoreData, .success,
  ]

  /// Around the end of finishing, rendered at 120 Hz: no frame makes more than a fifth of the
  /// change the whole half second around it makes (it made all of it).
  /// Loads of 1 s, and of 0.5 s (the shortest by default, which ends while bend's balls come
  /// in); with reduced motion too.
  @Test(arguments: StyleCatalog.names, outcomes)
  func theFinishHandsOverToTheRestOverFrames(name: String, outcome: RefreshOutcome) throws {
    for (load, reduceMotion) in [(1.0, false), (0.5, false), (1.0, true)] {
      try expectNoStep(name, outcome, load: load, reduceMotion: reduceMotion)
    }
  }

  /// A header a finger pulls again while it refreshes and holds open through the refresh's
  /// end: as finishing ends it goes on to that pull, still in view, so its finish hands over
  /// to the pulled picture over frames (in all but quiet, the words, marks and tint changed
  /// in one frame).
  @Test(
    arguments: StyleCatalog.names, [RefreshOutcome.failure(message: "no connection"), .success])
  func aHeaderHeldThroughItsFinishHandsOverToThePull(name: String, outcome: RefreshOutcome)
    throws
  {
    let interaction = try Interaction(steps: Interaction.Step.heldHeader(through: outcome))
    try expectNoStep(name, outcome, interaction, edge: .top, run: "held", reduceMotion: false)
  }

  /// A footer that loads on its own, pulled up while it loads and let go, then given a row
  /// shorter than its band: the row moves it down, partly out of view, and it finishes in
  /// view where it then rests (its band was further out as finishing began than where it
  /// rests, and its words and marks changed in one frame).
  @Test(arguments: StyleCatalog.names)
  func aFooterPulledWhileItLoadsHandsOverToItsRest(name: String) throws {
    let interaction = try Interaction(steps: [
      .scroll(to: .end, duration: 0.6, curve: .easeInEaseOut, velocity: 0),
      .hold(duration: 0.3),
      .grab(at: nil),
      .pullUp(to: .triggerMultiple(1.5), duration: 0.5, curve: .easeInEaseOut),
      .release(velocity: 0),
      .refresh(duration: 0.2, adds: 30),
      .hold(duration: 1),
    ])
    // The footer is in view as finishing ends (else the check would hold of any run).
    let simulation = try Simulation(
      style: try StyleCatalog.style(named: name), interaction: interaction, edge: .bottom,
      headerWidth: 160, viewportHeight: 240)
    let rest = try #require(
      simulation.transitions.first { $0.from == .finishing && $0.to == .idle }?.time)
    let inView = try simulation.frame(time: rest).context.pullDistance
    #expect(inView > 20, "\(name): \(inView) pt at \(rest) s")
    try expectNoStep(
      name, .success, interaction, edge: .bottom, run: "pulled while loading", reduceMotion: false)
  }

  func expectNoStep(_ name: String, _ outcome: RefreshOutcome, load: Double, reduceMotion: Bool)
    throws
  {
    let interaction = try Interaction(steps: [
      .scroll(to: .end, duration: 0.9, curve: .easeInEaseOut, velocity: 0),
      .refresh(duration: load, outcome: outcome),
      .hold(duration: 1),
    ])
    try expectNoStep(
      name, outcome, interaction, edge: .bottom, run: "\(load) s", reduceMotion: reduceMotion)
  }

  func expectNoStep(
    _ name: String, _ outcome: RefreshOutcome, _ interaction: Interaction, edge: RefreshEdge,
    run: String, reduceMotion: Bool
  ) throws {
    let style = try StyleCatalog.style(named: name)
    let simulation = try Simulation(
      style: style, interaction: interaction, edge: edge, headerWidth: 160, viewportHeight: 240,
      reduceMotion: reduceMotion)
    let rest = try #require(
      simulation.transitions.first { $0.from == .finishing && $0.to == .idle }?.time)
    let preview = try RefreshPreview(viewportSize: SwellSize(width: 160, height: 240))
    var previous: [UInt8]?
    var changes: [(time: Double, change: Int)] = []
    for frame in try simulation.frames(fps: 120) where abs(frame.time - rest) <= 0.25 {
      let pixels = try CairoRenderer(scale: 1).render(
        preview.scene(of: frame, in: simulation)
      ).rgbaBytes()
      if let previous {
        changes.append(
          (frame.time, zip(pixels, previous).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }))
      }
      previous = pixels
    }
    let total = changes.reduce(0) { $0 + $1.change }
    let largest = try #require(changes.max { $0.change < $1.change })
    let reduced = reduceMotion ? ", reduced" : ""
    #expect(
      total < 255 * 40 || largest.change * 5 <= total,
      "\(name), \(edge), \(outcome), \(run)\(reduced): \(largest.change) of \(total) at \(largest.time) s"
    )
  }

  /// Halfway between two turns half a turn apart a layer keeps its size (the average of the
  /// matrices is a point); words both pictures say stay whole; a shape only one draws fades.
  @Test func aMorphTurnsKeepsWordsAndFades() throws {
    let spoke = SwellPath(rect: SwellRect(x: -1, y: -10, width: 2, height: 10))
    func scene(_ angle: Double, words: [String], extra: Bool) -> SwellScene {
      var layers = [
        ShapeLayer(
          name: "spoke", path: spoke,
          transform: SwellTransform.scale(x: 2, y: 2).concatenating(.rotation(angle)))
      ]
      if extra { layers.append(ShapeLayer(name: "extra", path: spoke)) }
      return SwellScene(
        size: SwellSize(width: 40, height: 40), layers: layers,
        texts: words.map { TextLayer(name: "t", string: $0, position: SwellPoint(x: 20, y: 20)) })
    }
    let from = scene(0, words: ["Failed", "Loading"], extra: true)
    let to = scene(.pi - 0.2, words: ["Failed"], extra: false)
    let half = from.morphed(into: to, 0.5)
    let moved = try #require(half.layers.first { $0.name == "spoke" }?.transform)
    #expect(abs((moved.a * moved.a + moved.b * moved.b).squareRoot() - 2) < 1e-9)
    #expect(abs(atan2(moved.b, moved.a) - (.pi - 0.2) / 2) < 1e-9)
    #expect(half.texts.filter { $0.string == "Failed" }.map(\.opacity) == [1])
    // Words give way: halfway, what goes is nearly gone (1 − smoothstep(5/6) = 2/27).
    let going = try #require(half.texts.first { $0.string == "Loading" }?.opacity)
    #expect(abs(going - 2.0 / 27) < 1e-9)
    #expect(half.layers.first { $0.name == "extra" }?.opacity == 0.5)
  }
}
