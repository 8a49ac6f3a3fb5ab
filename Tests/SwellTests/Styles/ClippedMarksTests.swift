import Testing

@testable import Swell

/// A header's small marks (a ring, a cross, a check, balls, the spinner) are gone before the
/// edge of what the pull reveals cuts them as the band closes at the end of a refresh. A
/// designer's review at 120 Hz saw bend's balls, ripple's and elastic's ring, classic's check
/// and quiet's cross cut off at the top of the band while still at half strength or more.
@Suite struct ClippedMarksTests {
  /// The marks, by the start of their layers' names (an independent list: the names the
  /// styles document).
  static let marks = [
    "bend.ball", "ripple.indicator", "ripple.failure", "elastic.indicator", "elastic.failure",
    "quiet.spinner", "quiet.failure", "quiet.end", "classic.arrow", "classic.ring",
    "classic.done", "classic.failure",
  ]

  /// How far (pt) the revealed edge may cut into a mark that shows at more than `faint`.
  static let cut = 1.0
  static let faint = 0.1

  static let runs = [Interaction.standard, .standardFailing]

  @Test(arguments: StyleCatalog.names, 0..<runs.count)
  func noMarkShowsWhereTheRevealedEdgeCutsIt(_ name: String, _ run: Int) throws {
    let style = try StyleCatalog.style(named: name)
    let simulation = try Simulation(
      style: style, interaction: Self.runs[run], headerWidth: 375, viewportHeight: 600)
    var worst = (opacity: 0.0, time: 0.0, layer: "")
    for frame in try simulation.frames(fps: 120)
    where frame.state == .finishing && frame.context.pullDistance > 0 {
      let scene = style.sceneShowingLoadState(in: frame.context)
      let revealedTop = scene.size.height - frame.context.pullDistance
      for layer in scene.layers
      where layer.opacity > worst.opacity && Self.marks.contains(where: layer.name.hasPrefix) {
        let outline = layer.path.applying(layer.transform)
        guard !outline.elements.isEmpty else { continue }
        let stroke = layer.strokeColor == nil ? 0 : layer.lineWidth / 2
        let top = outline.boundingBox.origin.y - stroke
        if top < revealedTop - Self.cut {
          worst = (layer.opacity, frame.time, layer.name)
        }
      }
    }
    #expect(
      worst.opacity <= Self.faint,
      "\(name): \(worst.layer) cut at \(worst.opacity) opacity at \(worst.time) s")
  }
}
