import Swell
import Testing

/// Any style with its state in words: the base's picture untouched, the words in the session's
/// language through a refresh, the base's list fading and footer marks kept (not doubled).
@Suite struct CaptionedStyleTests {
  @Test func aCaptionedWaveSaysEachStateInTurnOverTheWavesOwnPicture() throws {
    let style = WaveStyle().captioned()
    var simulation = try Simulation(style: style)
    simulation.texts = RefreshTexts(language: .german)
    var said: [String] = []
    for frame in try simulation.frames(fps: 60) where frame.context.pullDistance > 1 {
      let scene = style.scene(in: frame.context)
      #expect(scene.layers == WaveStyle().sceneShowingLoadState(in: frame.context).layers)
      guard let strongest = scene.texts.max(by: { $0.opacity < $1.opacity }) else { continue }
      if said.last != strongest.string { said.append(strongest.string) }
    }
    #expect(
      said == [
        "Zum Aktualisieren ziehen", "Zum Aktualisieren loslassen", "Wird aktualisiert…",
        "Aktualisiert",
      ])
  }

  @Test func theBaseKeepsItsDistancesFadingAndFooterMarks() {
    // The seed's bounce fades the list it covers.
    let bounce = BounceStyle.seed
    let captioned = bounce.captioned()
    #expect(captioned.name == "bounce")
    #expect(captioned.triggerDistance == bounce.triggerDistance)
    #expect(captioned.finishingHold == bounce.finishingHold)
    let context = RefreshContext.held(by: bounce, pull: 80, width: 375)
    #expect(
      captioned.displayedContentOpacity(in: context) == bounce.displayedContentOpacity(in: context))
    #expect(bounce.displayedContentOpacity(in: context) < 1)

    // A wave footer after a failure: the base's cross once, and the words.
    var footer = RefreshContext.held(
      by: WaveStyle(), edge: .bottom, pull: 60, width: 375, state: .idle)
    footer.outcome = .failure(message: "")
    let scene = WaveStyle().captioned().sceneShowingLoadState(in: footer)
    #expect(scene.layers == WaveStyle().sceneShowingLoadState(in: footer).layers)
    #expect(scene.texts.map(\.string) == ["Couldn’t load more"])
  }

  @Test func bigAndNonFiniteSizesAreKeptInRange() {
    #expect(QuietStyle().captioned(fontSize: .nan).fontSize == 12)
    #expect(QuietStyle().captioned(fontSize: 1000).fontSize == 40)
  }
}
