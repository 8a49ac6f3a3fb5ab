import Swell
import SwellCairo
import Testing

/// Every style at 0, 25, 50, 75 and 100 % of its standard interaction, drawn at 2× in the
/// preview (header above the list, so the content offset is checked too) and compared with
/// committed references within `SnapshotTolerance.standard` (every premultiplied channel within
/// 2/255 on all but 0.1 % of pixels). Record with `SWELL_RECORD_SNAPSHOTS=1 swift test`.
@Suite struct StyleSnapshotTests {
  static let fractions = [0, 25, 50, 75, 100]

  @Test(arguments: StyleCatalog.names)
  func standardInteraction(_ name: String) throws {
    let style = try StyleCatalog.style(named: name)
    let simulation = try Simulation(style: style, headerWidth: 375, viewportHeight: 240)
    let preview = try RefreshPreview(viewportSize: SwellSize(width: 375, height: 240))
    for percent in Self.fractions {
      let frame = try simulation.frame(time: simulation.duration * Double(percent) / 100)
      let header = style.scene(in: frame.context)
      let scene = preview.scene(
        header: header, contentOffset: frame.contentOffset,
        contentOpacity: style.displayedContentOpacity(in: frame.context))
      assertSnapshot(of: scene, scale: 2, named: "\(name)-\(percent)@2x")
    }
  }
}
