import SwellTestSupport
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

/// A test-only style: the default wave, moved down by `jump` points from t = 1 s on.
struct JumpyWave: ConfigurableStyle {
  static let styleName = "jumpy"
  static let seed = JumpyWave()
  static let parameters: [ParameterDescription] = []
  var jump = 3.0
  var wave = WaveStyle()
  init() {}
  init(jump: Double) { self.jump = jump }
  var name: String { Self.styleName }
  var headerHeight: Double { wave.headerHeight }
  var triggerDistance: Double { wave.triggerDistance }
  var refreshingHeight: Double { wave.refreshingHeight }
  var finishingDuration: Double { wave.finishingDuration }
  mutating func set(_ name: String, to value: String) throws {}
  mutating func set<Value>(_ parameter: KeyPath<JumpyWave, Value>, to value: Value) throws {}
  init(from decoder: any Decoder) throws {}
  func encode(to encoder: any Encoder) throws {}
  func scene(in context: RefreshContext) -> SwellScene {
    var scene = wave.scene(in: context)
    let dy = context.time >= 1 ? jump : 0
    scene.layers = scene.layers.map {
      var layer = $0
      layer.path = layer.path.applying(.translation(x: 0, y: dy))
      return layer
    }
    return scene
  }
}

extension StyleHarnessTests {
  /// A NaN in any numeric field of the context draws what a 0 there draws.
  @Test(arguments: StyleHarness.cases)
  func nanFieldsCountAsZero(_ test: HarnessCase) {
    let flow = ScriptedFlow(style: test.style)
    let fields: [WritableKeyPath<RefreshContext, Double>] = [
      \.pullDistance, \.timeInState, \.time, \.pullDistanceAtStateChange,
      \.previousStateDuration, \.size.width, \.size.height,
    ]
    for t in [0.6, 1.1, 1.3, 2.0, 3.4] {
      for field in fields {
        var nan = flow.context(at: t)
        nan[keyPath: field] = .nan
        var zero = nan
        zero[keyPath: field] = 0
        #expect(test.style.scene(in: nan) == test.style.scene(in: zero), "\(test.label) \(field)")
      }
    }
  }

  /// The outline comparison sees a 3 pt jump of a flowing wave, and nothing else.
  @Test func harnessDetectsAJumpOfAFlowingWave() throws {
    let wave = try #require(StyleHarness.cases.first { $0.label == "wave.default" })
    var test = wave
    test.style = JumpyWave()
    let jumps = StyleHarness.jumps(test, flow: ScriptedFlow(style: test.style, width: 1024))
    #expect(!jumps.isEmpty)
    #expect(jumps.allSatisfy { abs($0.time - 1) < 1e-9 && $0.what == "outline moved" })
    test.style = JumpyWave(jump: 0)
    #expect(StyleHarness.jumps(test, flow: ScriptedFlow(style: test.style, width: 1024)).isEmpty)
  }
}
