import SwellCairo
import Testing

@testable import Swell
@testable import SwellExport

/// A style's picture for vector formats (`vectorScene(in:)`) is its raster picture: cairo
/// draws both at every tenth frame of the standard interaction at 60 fps, header and footer,
/// compared as the Lottie tests compare rlottie with cairo (images ≤ 0.5/255 on average
/// beyond 2/255), tiles within `tileTolerance`.
@Suite struct VectorSceneTests {
  /// The worst 16 × 16 px tile's mean difference allowed (of 255). Where the pull's top edge
  /// cuts every layer along one line, the row of pixels it crosses is composited from partial
  /// coverages: ripple's two translucent waves over the arc leave that row less opaque than
  /// the two opaque regions its raster picture merges them into (for a row 65 % covered,
  /// alpha 185 against 246, where exact coverage is 166), 2.45/255 a tile at worst. Ripple's
  /// still at a pull half a point further differs by 12/255 in its worst tile.
  static let tileTolerance = 3.0

  @Test(arguments: StyleCatalog.names)
  func theVectorPictureIsTheRasterPicture(name: String) throws {
    let style = try StyleCatalog.style(named: name)
    let renderer = try CairoRenderer(scale: 2)
    for edge in RefreshEdge.allCases {
      let simulation = try Simulation(style: style, edge: edge)
      let frames = Array(try simulation.frames(fps: 60))
      for frame in stride(from: 0, to: frames.count, by: 10).map({ frames[$0] }) {
        let raster = try renderer.render(style.sceneShowingLoadState(in: frame.context))
        let vector = try renderer.render(
          style.sceneShowingLoadState(in: frame.context, forVectorFormat: true))
        let comparison = PixelComparison(
          rlottie: Self.premultipliedARGB(vector), cairo: PixelComparison.Reference(raster))
        #expect(
          comparison.worstTileDifference <= Self.tileTolerance
            && comparison.meanDifference <= LottieRlottieComparisonTests.imageTolerance,
          "\(name) \(edge) at \(frame.time) s: \(comparison)")
      }
    }
  }

  /// Cairo's straight RGBA bytes as the premultiplied ARGB words a player gives.
  static func premultipliedARGB(_ image: CairoImage) -> [UInt32] {
    let bytes = image.rgbaBytes()
    return stride(from: 0, to: bytes.count, by: 4).map { i in
      let a = UInt32(bytes[i + 3])
      func channel(_ value: UInt8) -> UInt32 { (UInt32(value) * a + 127) / 255 }
      return a << 24 | channel(bytes[i]) << 16 | channel(bytes[i + 1]) << 8 | channel(bytes[i + 2])
    }
  }
}
