import Testing

@testable import Swell

/// With reduced motion a refresh still shows that it is running: nothing moves, but an
/// indicator breathes (its opacity 1 → 0.35 → 1 over 1.6 s). A designer's review at 120 Hz
/// found wave's and bend's headers bit-identical for 80 frames while refreshing, as if stuck.
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

  /// The breath itself: whole at its start, 0.35 halfway, whole again after a period.
  @Test func theBreathGoesDownToAThirdAndBack() {
    #expect(abs(StyleMath.breath(0, period: 1.6) - 1) < 1e-12)
    #expect(abs(StyleMath.breath(0.8, period: 1.6) - 0.35) < 1e-12)
    #expect(abs(StyleMath.breath(1.6, period: 1.6) - 1) < 1e-12)
  }
}
