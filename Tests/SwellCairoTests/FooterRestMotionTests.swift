import Swell
import SwellCairo
import Testing

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
  @Test(arguments: StyleCatalog.names, outcomes)
  func theFinishHandsOverToTheRestOverFrames(name: String, outcome: RefreshOutcome) throws {
    let style = try StyleCatalog.style(named: name)
    let interaction = try Interaction(steps: [
      .scroll(to: .end, duration: 0.9, curve: .easeInEaseOut, velocity: 0),
      .refresh(duration: 1, outcome: outcome),
      .hold(duration: 1),
    ])
    let simulation = try Simulation(
      style: style, interaction: interaction, edge: .bottom, headerWidth: 160, viewportHeight: 240)
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
    #expect(
      total < 255 * 40 || largest.change * 5 <= total,
      "\(name), \(outcome): \(largest.change) of \(total) at \(largest.time) s (rest at \(rest) s)")
  }
}
