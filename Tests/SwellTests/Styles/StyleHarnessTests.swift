import Testing

@testable import Swell

@Suite struct StyleHarnessTests {
  /// Between consecutive 120 Hz frames of a whole refresh, no path point moves further than the
  /// style's justified bound and no opacity jumps, except at the instants the style documents.
  @Test(arguments: StyleHarness.cases)
  func continuousAt120Hz(_ test: HarnessCase) {
    for reduceMotion in [false, true] {
      for width in [320.0, 1024.0] {
        let flow = ScriptedFlow(style: test.style, width: width, reduceMotion: reduceMotion)
        let jumps = StyleHarness.jumps(test, flow: flow)
        #expect(
          jumps.isEmpty,
          "\(test.label), width \(width), reduce motion \(reduceMotion): \(jumps.prefix(5))")
      }
    }
  }

  /// The harness itself notices a jump: a style whose picture snaps on release fails it.
  @Test func harnessDetectsAJump() throws {
    var test = try #require(StyleHarness.cases.first { $0.label == "bend.seed" })
    test.allowsJump = { _, _ in false }
    let jumps = StyleHarness.jumps(test, flow: ScriptedFlow(style: test.style))
    #expect(!jumps.isEmpty)
  }

  /// Seeded random contexts, hostile values included: every path finite, every colour and
  /// fraction in range, the scene's size finite — for every style under the harness.
  @Test(arguments: StyleHarness.cases)
  func randomContextsGiveFiniteScenes(_ test: HarnessCase) {
    var rng = SeededRandom(seed: 0x5EED_0004)
    for _ in 0..<1500 {
      let context = StyleHarness.randomContext(&rng)
      let problems = StyleHarness.problems(in: test.style.scene(in: context))
      #expect(problems.isEmpty, "\(test.label) at \(context): \(problems)")
      if !problems.isEmpty { return }
    }
  }
}
