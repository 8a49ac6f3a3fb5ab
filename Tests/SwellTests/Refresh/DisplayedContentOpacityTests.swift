import Testing

@testable import Swell

@Suite struct DisplayedContentOpacityTests {
  /// The bounce seed's (96 − pull)/96, clamped to 0…1; other styles (Swell's bounce too)
  /// leave the list opaque.
  @Test func followsTheFadingStyleAndClamps() {
    let bounce = BounceStyle.seed
    let wave = WaveStyle()
    for pull in [-20.0, 0, 24, 48, 96, 200] {
      let context = RefreshContext(state: .pulling(progress: 0.5), pullDistance: pull)
      let expected = min(max((96 - pull) / 96, 0), 1)
      #expect(abs(bounce.displayedContentOpacity(in: context) - expected) < 1e-12, "pull \(pull)")
      #expect(wave.displayedContentOpacity(in: context) == 1)
      #expect(BounceStyle().displayedContentOpacity(in: context) == 1)
    }
  }
}
