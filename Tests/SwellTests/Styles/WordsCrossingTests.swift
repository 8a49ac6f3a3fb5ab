import SwellTestSupport
import Testing

@testable import Swell

/// Words that take each other's place in one spot ("Loading…" after "Failed: no connection",
/// "Refreshed" after "Refreshing…") go out before the next come in: at no 120 Hz frame do two
/// different texts in one spot both show more than faintly. A designer's review measured
/// about 0.13 s in which both were half drawn over each other, which reads as neither.
@Suite struct WordsCrossingTests {
  /// The most two different texts of one spot may show together (opacity of the fainter).
  static let faint = 0.1

  /// A footer pulled up whose load adds no rows, so it finishes in view and rests there.
  static let nothingAdded = Interaction(uncheckedSteps: [
    .scroll(to: .end, duration: 0.6, curve: .easeInEaseOut, velocity: 0),
    .pullUp(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
    .hold(duration: 0.15),
    .release(velocity: 0),
    .refresh(duration: 1.5),
    .hold(duration: 1),
  ])

  /// A footer pulled up again while it loads, the finger held through the load's failure
  /// and its finish (the footer goes from finishing to pulling, not to rest), then let go.
  static let heldThroughFailure = Interaction(uncheckedSteps: [
    .scroll(to: .end, duration: 0.6, curve: .easeInEaseOut, velocity: 0),
    .pullUp(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
    .hold(duration: 0.15),
    .release(velocity: 0),
    .hold(duration: 0.6),
    .grab(at: nil),
    .pullUp(to: .triggerMultiple(1.2), duration: 0.3, curve: .easeInEaseOut),
    .hold(duration: 0.3),
    .refresh(duration: 0.1, outcome: .failure(message: "no connection")),
    .hold(duration: 1.2),
    .release(velocity: 0),
    .hold(duration: 1),
  ])

  /// A header held open through its refresh's end and finish (`Interaction.Step.heldHeader`).
  static func headerHeld(through outcome: RefreshOutcome, lettingGoAfter hold: Double = 2.5)
    -> Interaction
  {
    Interaction(uncheckedSteps: Interaction.Step.heldHeader(through: outcome, lettingGoAfter: hold))
  }

  /// A footer that loads on its own, pulled up while it loads and let go, then given `rows`
  /// (pt) of rows.
  static func automaticFooterPulled(adding rows: Double) -> Interaction {
    Interaction(uncheckedSteps: [
      .scroll(to: .end, duration: 0.6, curve: .easeInEaseOut, velocity: 0),
      .hold(duration: 0.3),
      .grab(at: nil),
      .pullUp(to: .triggerMultiple(1.5), duration: 0.5, curve: .easeInEaseOut),
      .release(velocity: 0),
      .refresh(duration: 0.2, adds: rows),
      .hold(duration: 1.5),
    ])
  }

  static let styles: [any RefreshStyle] = [ClassicStyle(), CaptionedStyle(WaveStyle())]

  /// Interactions, each with its edge and what starts a refresh there (nil: the edge's
  /// standard).
  static let runs: [(Interaction, RefreshEdge, RefreshConfiguration.Start?)] = [
    (.standard, .top, nil), (.standardFailing, .top, nil), (FooterRetryTests.retry, .bottom, nil),
    (.standardPullUp, .bottom, .pull), (nothingAdded, .bottom, nil),
    (heldThroughFailure, .bottom, .pull), (headerHeld(through: .success), .top, nil),
    (headerHeld(through: .failure(message: "no connection")), .top, nil),
    // Let go of as it finishes: it goes idle in view as the content settles.
    (headerHeld(through: .success, lettingGoAfter: 0.3), .top, nil),
    (headerHeld(through: .failure(message: "no connection"), lettingGoAfter: 0.6), .top, nil),
    (automaticFooterPulled(adding: 0), .bottom, nil),
    (automaticFooterPulled(adding: 30), .bottom, nil),
    (automaticFooterPulled(adding: 90), .bottom, nil),
    (automaticFooterPulled(adding: 240), .bottom, nil),
  ]

  /// The spot a text layer is drawn in: its name without `.previous`.
  static func spot(_ text: TextLayer) -> String {
    text.name.hasSuffix(".previous") ? String(text.name.dropLast(".previous".count)) : text.name
  }

  @Test(arguments: 0..<styles.count, 0..<runs.count)
  func twoTextsNeverShowTogetherInOneSpot(_ styleIndex: Int, _ runIndex: Int) throws {
    let style = Self.styles[styleIndex]
    let (interaction, edge, start) = Self.runs[runIndex]
    let simulation = try Simulation(
      style: style, interaction: interaction, edge: edge, headerWidth: 375, viewportHeight: 600,
      options: Simulation.Options(refresh: start.map { RefreshConfiguration(start: $0) }))
    var crossings = 0
    var worst = (fainter: 0.0, time: 0.0, spot: "")
    var before: [String: Double]?
    // Only while the control shows (a footer's words are drawn out of view too).
    for frame in try simulation.frames(fps: 120) {
      guard frame.context.pullDistance > 1 else {
        before = nil
        continue
      }
      let scene = style.sceneShowingLoadState(in: frame.context)
      // Nor does a text come or go in one frame: at most what arming's crossing moves, a
      // smoothstep over 60 % of 0.15 s (1.5 / 0.6 / 0.15 / 120 = 0.139 a frame), with a
      // header's fade-in as it opens (0.03, see `ClassicStyleTests`).
      var shown: [String: Double] = [:]
      for text in scene.texts { shown[text.string, default: 0] += text.opacity }
      for text in Set(shown.keys).union(before?.keys ?? shown.keys) where before != nil {
        let step = abs((shown[text] ?? 0) - (before?[text] ?? 0))
        #expect(step <= 0.17, "\(style.name), \(edge): “\(text)” at \(frame.time) s: \(step)")
      }
      before = shown
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
