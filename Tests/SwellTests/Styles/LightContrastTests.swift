import Testing

@testable import Swell

/// The light palettes' indicators, as headers and as footers while they load: each stands 3:1
/// off what lies behind it (WCAG 2's non-text minimum), computed from the colours the scenes
/// draw over a white page (iOS's and GTK's light lists). The dark palettes are
/// `DarkPaletteTests`'; the footer marks `MarkColorTests`'. Swell's presets only: a seed keeps
/// its article's colours (bend's balls the colour of its bump, hidden until they rise).
@Suite struct LightContrastTests {
  static let page = SwellColor.white

  /// What each style's loading indicator is, and what it is drawn on (nil: the background).
  static let indicators: [String: (marks: [String], on: String?)] = [
    "wave": (["wave.front"], nil),
    "bend": (["bend.ball0", "bend.ball3"], nil),
    "ripple": (["ripple.indicator"], "ripple.arc"),
    "bounce": (["bounce.ball"], nil),
    "elastic": (["elastic.indicator"], "elastic.curtain"),
    "quiet": (["quiet.spinner.spoke0"], nil),
    "classic": (["classic.ring"], nil),
  ]

  @Test(arguments: [RefreshEdge.top, .bottom])
  func everyIndicatorStandsThreeToOneOffItsLightBackground(edge: RefreshEdge) {
    var checked = 0
    for type in StyleCatalog.types {
      let style = type.init()
      guard let entry = Self.indicators[style.name] else { continue }
      var context = RefreshContext.held(
        by: style, edge: edge, pull: style.refreshingHeight, width: 375, state: .refreshing,
        time: 1.3)
      context.timeInState = 1.3
      let scene = style.sceneShowingLoadState(in: context)
      let page = scene.background.map { DarkPaletteTests.drawn($0, over: Self.page) } ?? Self.page
      let ground =
        entry.on.flatMap { DarkPaletteTests.color(of: $0, in: scene, over: page) } ?? page
      for mark in entry.marks {
        guard let drawn = DarkPaletteTests.color(of: mark, in: scene, over: ground) else {
          Issue.record("\(style.name) \(edge): \(mark) is not shown while loading")
          continue
        }
        checked += 1
        let ratio = DarkPaletteTests.contrast(drawn, ground)
        #expect(
          ratio >= 3,
          "\(style.name) \(edge): \(mark) \(drawn.hexString) on \(ground.hexString) is \(ratio):1")
      }
    }
    #expect(checked >= 8)
  }
}
