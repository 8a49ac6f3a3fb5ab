import Foundation
import Testing

@testable import Swell

/// A wave footer's water lies the way water does: at the bottom of what the pull reveals, its
/// surface up (the host mirrors a footer's scene, so in the scene's own coordinates the water
/// fills the far side of the revealed band), at any pull; a header's water stays on the list.
@Suite struct WaveFooterTests {
  /// Whether each point across the whole width, inside the far side of the revealed band and
  /// next to the content, lies in either wave's water.
  static func sides(_ style: WaveStyle, edge: RefreshEdge, pull: Double)
    -> (far: [Bool], near: [Bool])
  {
    let context = RefreshContext.held(by: style, edge: edge, pull: pull, width: 375)
    let waves = style.scene(in: context).layers.filter { $0.name.hasPrefix("wave.") }
    let h = style.headerHeight
    func wet(_ point: SwellPoint) -> Bool {
      waves.contains { $0.path.flattened(tolerance: 0.05).fillContains(point, rule: $0.fillRule) }
    }
    let xs = stride(from: 2.0, to: 375, by: 12).map { $0 }
    return (
      xs.map { wet(SwellPoint(x: $0, y: h - pull + 1)) },
      xs.map { wet(SwellPoint(x: $0, y: h - 1)) }
    )
  }

  @Test(arguments: ["standard", "seed"], [30.0, 60, 140])
  func theFootersWaterLiesAtTheBottomSurfaceUp(_ preset: String, pull: Double) {
    let style = preset == "seed" ? WaveStyle.seed : WaveStyle()
    let footer = Self.sides(style, edge: .bottom, pull: pull)
    // Water everywhere along the far side, none next to the list's last row.
    #expect(footer.far.allSatisfy { $0 }, "no water at the bottom at \(pull) pt")
    #expect(footer.near.allSatisfy { !$0 }, "water hangs from the list at \(pull) pt")
    let header = Self.sides(style, edge: .top, pull: min(pull, style.headerHeight))
    #expect(header.near.allSatisfy { $0 }, "the header's water left the list")
    #expect(header.far.allSatisfy { !$0 }, "the header's water fills the sky")
  }
}
