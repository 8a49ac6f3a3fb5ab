import Swell
import SwellCairo
import Testing

/// A scene whose size × scale is not a whole number of pixels (the gallery's 375 × 667 pt at
/// 1.5×, 562.5 × 1000.5 px) fills its bitmap to the last column and row, rounded up: drawn at
/// the scale alone, the last ones were half covered, a seam down the right edge and along the
/// bottom of every preview (bounce's showed light blue beside its white sheet).
@Suite struct CanvasEdgeTests {
  @Test(arguments: [1.5, 1.25, 2.0, 3.0])
  func theBackgroundReachesEveryEdge(scale: Double) throws {
    let size = SwellSize(width: 375, height: 667)
    let color = SwellColor(red255: 20, green255: 104, blue255: 214)
    let scene = SwellScene(size: size, background: color, layers: [])
    let renderer = try CairoRenderer(scale: scale)
    let image = try renderer.render(scene)
    let bytes = image.rgbaBytes()
    let (width, height) = (image.pixelWidth, image.pixelHeight)
    for (x, y) in [
      (0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width - 1, height / 2),
    ] {
      let i = (y * width + x) * 4
      let pixel = Array(bytes[i..<i + 4])
      #expect(pixel == [20, 104, 214, 255], "scale \(scale), pixel (\(x), \(y)): \(pixel)")
    }
  }
}
