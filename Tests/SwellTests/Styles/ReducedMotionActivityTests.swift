import Testing

@testable import Swell

/// With reduced motion a refresh still shows that it is running: nothing moves, but an
/// indicator breathes (its opacity 1 → 0.6 → 1 over 1.6 s). A designer's review at 120 Hz
/// found wave's and bend's headers bit-identical for 80 frames while refreshing, as if stuck,
/// and a later one every indicator nearly gone at the breath's low (quiet's spinner 1.44:1
/// off the page, bend's balls 1.51:1).
@Suite struct ReducedMotionActivityTests {
  /// The longest run of 120 Hz frames, while refreshing, that all draw the same picture.
  static func longestStill(_ style: any RefreshStyle) throws -> Int {
    let simulation = try Simulation(style: style, reduceMotion: true)
    var longest = 0
    var run = 0
    var previous: SwellScene?
    for frame in try simulation.frames(fps: 120) where frame.state == .refreshing {
      let scene = style.sceneShowingLoadState(in: frame.context)
      run = scene == previous ? run + 1 : 0
      longest = max(longest, run)
      previous = scene
    }
    return longest
  }

  /// No more than a tenth of a second (12 frames) still, in any style.
  @Test(arguments: StyleCatalog.names)
  func aReducedMotionRefreshNeverStandsStill(_ name: String) throws {
    let still = try Self.longestStill(StyleCatalog.style(named: name))
    #expect(still <= 12, "\(name) stands still for \(still) frames while refreshing")
  }

  /// Nor does a breathing indicator come back whole in one frame as the refresh ends (quiet's
  /// spinner did, from 0.35 to 1): between the last refreshing frame and the first
  /// finishing one at 120 Hz, no layer's opacity moves by more than 0.1, after a success or a
  /// failure.
  @Test(arguments: StyleCatalog.names, [RefreshOutcome.success, .failure(message: "offline")])
  func aReducedMotionRefreshEndsWithoutAJump(_ name: String, _ outcome: RefreshOutcome) throws {
    let style = try StyleCatalog.style(named: name)
    let interaction = Interaction(uncheckedSteps: [
      .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
      .hold(duration: 0.15),
      .release(velocity: 0),
      .refresh(duration: 0.8, outcome: outcome),
    ])
    let frames = try Simulation(style: style, interaction: interaction, reduceMotion: true)
      .frames(fps: 120)
    let end = try #require(
      zip(frames, frames.dropFirst()).first { $0.state == .refreshing && $1.state == .finishing })
    let (before, after) = (
      style.sceneShowingLoadState(in: end.0.context), style.sceneShowingLoadState(in: end.1.context)
    )
    for (a, b) in zip(before.layers, after.layers) where a.name == b.name {
      #expect(abs(a.opacity - b.opacity) <= 0.1, "\(name): \(a.name) \(a.opacity) → \(b.opacity)")
    }
  }

  /// An indicator that breathes stays readable: while refreshing, none of its layers shows
  /// less than 0.6 of its own brightest (quiet's spinner went down to 0.35 of it, where it
  /// nearly vanished against a white page).
  @Test(arguments: StyleCatalog.names)
  func aBreathingIndicatorStaysReadable(_ name: String) throws {
    let style = try StyleCatalog.style(named: name)
    guard let marks = DarkPaletteTests.indicators[name]?.marks else { return }
    let frames = try Simulation(style: style, reduceMotion: true).frames(fps: 120)
    // From half a second in, when every indicator has faded in.
    let refreshing = frames.filter { $0.state == .refreshing && $0.context.timeInState >= 0.5 }
    #expect(refreshing.count > 60)
    for mark in marks {
      let opacities = refreshing.compactMap { frame in
        style.sceneShowingLoadState(in: frame.context).layers.first { $0.name == mark }?.opacity
      }
      let brightest = opacities.max() ?? 0
      #expect(brightest > 0, "\(name): \(mark) never shows")
      let faintest = opacities.min() ?? 0
      #expect(
        faintest >= 0.6 * brightest - 1e-9,
        "\(name): \(mark) breathes down to \(faintest / brightest) of its brightest")
    }
  }
}
