import Foundation
import Testing

@testable import Swell

/// Content settling home on its own is not a pull: the control becomes `pulling` only while a
/// finger is down, whatever residue the scroll-back leaves when finishing ends.
@Suite struct OnlyAFingerPullsTests {
  /// The repository's example interaction: pull past the trigger, move sideways, release,
  /// grab the content again mid-way home, pull and fling it back.
  static let grabAgain: Interaction = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("examples/grab-again.json")
    return (try? JSONDecoder().decode(Interaction.self, from: Data(contentsOf: url)))
      ?? .standard
  }()

  @Test(arguments: StyleCatalog.names)
  func theControlStartsPullingOnlyUnderAFinger(name: String) throws {
    let style = try StyleCatalog.style(named: name)
    for interaction in [Self.grabAgain, .standard] {
      let simulation = try Simulation(style: style, interaction: interaction)
      for transition in simulation.transitions {
        guard case .pulling = transition.to, transition.from == .idle else { continue }
        let frame = try simulation.frame(time: transition.time + 1e-6)
        #expect(
          frame.context.fingerLocation != nil,
          "\(name): idle → pulling at \(transition.time) s with no finger down")
      }
      // Settled: the last state change is finishing → idle.
      let last = try #require(simulation.transitions.last)
      #expect(last.from == .finishing && last.to == .idle, "\(name): ends \(last)")
    }
  }
}
