import Testing

@testable import Swell

/// Bounce as a top app would ship it: the list it refreshes stays in view (the seed's faded it
/// out for 2.6 s of a 3.1 s refresh), the pull arms within about 100 pt, and the sheet fills
/// its band down to the list in every frame, so no host's background shows between them.
@Suite struct BounceReachTests {
  static func frames(_ style: BounceStyle) throws -> [RefreshContext] {
    let interaction = try Interaction(steps: [
      .pull(to: .triggerMultiple(1.3), duration: 0.5, curve: .easeIn),
      .release(velocity: 300),
      .refresh(duration: 1.5),
    ])
    let simulation = try Simulation(style: style, interaction: interaction, viewportHeight: 667)
    return try simulation.frames(fps: 120).map(\.context)
  }

  @Test func theListStaysInView() throws {
    let style = BounceStyle()
    for context in try Self.frames(style) {
      #expect(style.contentOpacity(in: context) == 1)
    }
    // The seed's fade stays the seed's: invisible while it refreshes.
    let seedHidden = try Self.frames(.seed).filter { BounceStyle.seed.contentOpacity(in: $0) == 0 }
    #expect(seedHidden.count > 120)
  }

  @Test func itArmsWithinAHundredPointsOfPull() {
    #expect(BounceStyle().triggerDistance <= 100)
    #expect(BounceStyle.seed.triggerDistance == 136)
  }

  @Test func theSheetReachesTheListInEveryFrame() throws {
    let style = BounceStyle()
    for context in try Self.frames(style) where context.pullDistance > 1 {
      let scene = style.scene(in: context)
      let sheet = try #require(PathProbe.layer("bounce.wave", in: scene))
      let box = sheet.path.applying(sheet.transform).boundingBox
      // From side to side, and down past the content's top (y = the header's height).
      #expect(box.minX <= 0 && box.maxX >= scene.size.width)
      #expect(
        box.maxY >= scene.size.height, "the sheet stops \(scene.size.height - box.maxY) pt short")
    }
  }
}
