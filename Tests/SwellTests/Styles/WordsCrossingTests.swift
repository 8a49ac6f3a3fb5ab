import Testing

@testable import Swell

/// Words that take each other's place in one spot ("Loading…" after "Failed: no connection",
/// "Refreshed" after "Refreshing…") go out before the next come in: at no 120 Hz frame do two
/// different texts in one spot both show more than faintly. A designer's review measured
/// about 0.13 s in which both were half drawn over each other, which reads as neither.
@Suite struct WordsCrossingTests {
  /// The most two different texts of one spot may show together (opacity of the fainter).
  static let faint = 0.1

  static let failing = Interaction(uncheckedSteps: [
    .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
    .hold(duration: 0.15),
    .release(velocity: 0),
    .refresh(duration: 1.5, outcome: .failure(message: "no connection")),
  ])

  static let styles: [any RefreshStyle] = [ClassicStyle(), CaptionedStyle(WaveStyle())]

  static let runs: [(Interaction, RefreshEdge)] = [
    (.standard, .top), (failing, .top), (FooterRetryTests.retry, .bottom),
    (.standardPullUp, .bottom),
  ]

  /// The spot a text layer is drawn in: its name without `.previous`.
  static func spot(_ text: TextLayer) -> String {
    text.name.hasSuffix(".previous") ? String(text.name.dropLast(".previous".count)) : text.name
  }

  @Test(arguments: 0..<styles.count, 0..<runs.count)
  func twoTextsNeverShowTogetherInOneSpot(_ styleIndex: Int, _ runIndex: Int) throws {
    let style = Self.styles[styleIndex]
    let (interaction, edge) = Self.runs[runIndex]
    let simulation = try Simulation(
      style: style, interaction: interaction, edge: edge, headerWidth: 375, viewportHeight: 600)
    var crossings = 0
    var worst = (fainter: 0.0, time: 0.0, spot: "")
    for frame in try simulation.frames(fps: 120) {
      let scene = style.sceneShowingLoadState(in: frame.context)
      for spot in Set(scene.texts.map(Self.spot)) {
        var shown: [String: Double] = [:]
        for text in scene.texts where Self.spot(text) == spot {
          shown[text.string, default: 0] += text.opacity
        }
        let opacities = shown.values.sorted(by: >)
        guard opacities.count > 1 else { continue }
        crossings += 1
        if opacities[1] > worst.fainter { worst = (opacities[1], frame.time, spot) }
      }
    }
    #expect(crossings > 0, "\(style.name) never crossed over")
    #expect(
      worst.fainter <= Self.faint,
      "\(style.name), \(edge): \(worst.spot) shows two texts at \(worst.fainter) at \(worst.time) s"
    )
  }
}
