import Testing

@testable import Swell

/// A footer whose load failed, loading again once the list's end comes back into view: what it
/// showed while it rested (the failure's cross, "Failed: …") goes out as the load starts, over
/// frames, as every other change of state does. They vanished in one frame.
@Suite struct FooterRetryTests {
  /// Scroll to the end, where the footer loads and fails; scroll back a little and to the end
  /// again, where it loads once more, and this time rows come in.
  static let retry = Interaction(uncheckedSteps: [
    .scroll(to: .end, duration: 0.9, curve: .easeInEaseOut, velocity: 0),
    .refresh(duration: 0.8, outcome: .failure(message: "no connection")),
    .hold(duration: 0.5),
    .scroll(to: .by(-150), duration: 0.4, curve: .easeInEaseOut, velocity: 0),
    .scroll(to: .end, duration: 0.5, curve: .easeInEaseOut, velocity: 0),
    .refresh(duration: 1, adds: 240),
  ])

  static func frames(_ style: any RefreshStyle) throws -> [(time: Double, scene: SwellScene)] {
    let simulation = try Simulation(
      style: style, interaction: retry, edge: .bottom, headerWidth: 375, viewportHeight: 600)
    #expect(simulation.triggers.count == 2, "\(style.name) loads \(simulation.triggers.count)×")
    return try simulation.frames(fps: 120).map {
      ($0.time, style.sceneShowingLoadState(in: $0.context))
    }
  }

  /// The cross (the footer's own, or the one a style draws) fades out over frames: at 120 Hz
  /// its opacity falls by at most what a 0.2 s smoothstep allows (1.5 / 0.2 / 120 = 0.0625).
  @Test(arguments: StyleCatalog.names)
  func theFailuresCrossFadesOutAsTheLoadStartsAgain(_ name: String) throws {
    let style = try StyleCatalog.style(named: name)
    let frames = try Self.frames(style)
    var shown = false
    // A layer drawn twice as one picture morphs into the next shows as much as both over
    // each other.
    func opacity(_ name: String, _ scene: SwellScene) -> Double {
      1 - scene.layers.filter { $0.name == name }.reduce(1) { $0 * (1 - $1.opacity) }
    }
    for (a, b) in zip(frames, frames.dropFirst()) {
      for name in Set(a.scene.layers.map(\.name)) where name.hasSuffix(".failure") {
        let (before, after) = (opacity(name, a.scene), opacity(name, b.scene))
        if before > 0.99 { shown = true }
        #expect(before - after <= 0.0625 + 1e-9, "\(name) at \(b.time) s: \(before) → \(after)")
      }
    }
    #expect(shown, "\(name) never showed its failure")
  }

  /// Nothing else appears in one frame either as the load starts again (classic's arrow came
  /// back for a frame where its cross went out): around the second load's start, no layer's
  /// opacity moves by more than a 0.15 s smoothstep crossover allows (1.5 / 0.15 / 120).
  @Test(arguments: StyleCatalog.names)
  func nothingPopsAsTheLoadStartsAgain(_ name: String) throws {
    let style = try StyleCatalog.style(named: name)
    let simulation = try Simulation(
      style: style, interaction: Self.retry, edge: .bottom, headerWidth: 375, viewportHeight: 600)
    let starts = simulation.transitions.filter { $0.to == .refreshing }.map(\.time)
    let start = try #require(starts.count == 2 ? starts[1] : nil)
    let frames = try Self.frames(style).filter { abs($0.time - start) <= 0.3 }
    // Shapes by name, words by what they say: one that leaves counts as gone to 0.
    func opacities(_ scene: SwellScene) -> [String: Double] {
      var shown: [String: Double] = [:]
      // A shape drawn twice as one picture morphs into the next shows as much as both over
      // each other.
      for layer in scene.layers {
        shown[layer.name] = 1 - (1 - (shown[layer.name] ?? 0)) * (1 - layer.opacity)
      }
      for text in scene.texts { shown["“\(text.string)”", default: 0] += text.opacity }
      return shown
    }
    for (a, b) in zip(frames, frames.dropFirst()) {
      let (before, after) = (opacities(a.scene), opacities(b.scene))
      for name in Set(before.keys).union(after.keys) {
        let step = abs((after[name] ?? 0) - (before[name] ?? 0))
        #expect(step <= 0.084, "\(name) at \(b.time) s: \(before[name] ?? 0) → \(after[name] ?? 0)")
      }
    }
  }

  /// Words too: "Failed: no connection" crosses over to "Loading…" (classic, and a caption).
  @Test func theFailuresWordsCrossOverAsTheLoadStartsAgain() throws {
    for style in [ClassicStyle() as any RefreshStyle, CaptionedStyle(WaveStyle())] {
      let frames = try Self.frames(style)
      var said = false
      for (a, b) in zip(frames, frames.dropFirst()) {
        func opacity(_ scene: SwellScene) -> Double {
          scene.texts.filter { $0.string == "Failed: no connection" }.reduce(0) { $0 + $1.opacity }
        }
        if opacity(a.scene) > 0.99 { said = true }
        // A 0.15 s smoothstep: 1.5 / 0.15 / 120 = 0.083 a frame.
        #expect(opacity(a.scene) - opacity(b.scene) <= 0.084, "\(style.name) at \(b.time) s")
      }
      #expect(said, "\(style.name) never said it failed")
    }
  }

  /// The context names the failure while the second load runs, and nothing else anywhere.
  @Test func theContextNamesTheFailureOnlyWhileTheNextLoadRuns() throws {
    let simulation = try Simulation(
      style: WaveStyle(), interaction: Self.retry, edge: .bottom, viewportHeight: 600)
    let second = try #require(simulation.transitions.filter { $0.to == .refreshing }.last?.time)
    var named = 0
    for frame in try simulation.frames(fps: 60) {
      if frame.state == .refreshing && frame.time >= second {
        #expect(frame.context.previousOutcome == .failure(message: "no connection"))
        named += 1
      } else {
        #expect(frame.context.previousOutcome == nil, "at \(frame.time) s")
      }
    }
    #expect(named > 30)
  }
}
