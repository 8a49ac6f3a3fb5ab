import Swell
import SwellCairo
import SwellTestSupport
import Testing

/// Translucency: layer opacity, group compositing, and edges without dark fringes.
@Suite struct AlphaTests {
  /// A red fill with a blue 4 pt stroke at layer opacity 0.5 over white. Core Animation fades
  /// the layer as one picture, so where the stroke covers the fill only the stroke shows:
  /// 0.5 · blue + 0.5 · white = (127.5, 127.5, 255). Fading fill and stroke separately would
  /// give 0.5 · blue over (0.5 · red over white) = (128, 64, 191) there.
  @Test func fillAndStrokeFadeAsOneGroup() throws {
    let scene = SwellScene(
      size: SwellSize(width: 40, height: 40), background: .white,
      layers: [
        ShapeLayer(
          path: rectanglePath(x: 10, y: 10, width: 20, height: 20), fillColor: .red,
          strokeColor: SwellColor(red: 0, green: 0, blue: 1), lineWidth: 4, opacity: 0.5)
      ])
    let image = try render(scene)
    // On the stroke inside the fill (x 10…12 of the square's left edge).
    let overlap = try #require(image.pixel(x: 11, y: 20))
    #expect((127...129).contains(overlap.red) && (127...129).contains(overlap.green), "\(overlap)")
    #expect(overlap.blue == 255)
    // Fill only: 0.5 · red + 0.5 · white = (255, 127.5, 127.5).
    let fill = try #require(image.pixel(x: 20, y: 20))
    #expect(fill.red == 255 && (127...129).contains(fill.green) && (127...129).contains(fill.blue))
  }

  /// On a transparent background, every pixel of a red circle, edge pixels included, is red
  /// once un-premultiplied: only alpha varies. A wrong un-premultiply shows as darker red at
  /// the edge. The rounding error of 8-bit premultiplied storage is ≤ 255 / (2a) per channel.
  @Test func antialiasedEdgeOnTransparencyKeepsItsColour() throws {
    let scene = SwellScene(
      size: SwellSize(width: 40, height: 40),
      layers: [
        ShapeLayer(path: circlePath(center: SwellPoint(x: 20, y: 20), radius: 15), fillColor: .red)
      ])
    let image = try render(scene)
    let bytes = image.rgbaBytes()
    var edgePixels = 0
    for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] > 0 {
      let alpha = Int(bytes[i + 3])
      let allowed = 255 / (2 * alpha) + 1
      #expect(255 - Int(bytes[i]) <= allowed && Int(bytes[i + 1]) <= allowed, "alpha \(alpha)")
      if alpha < 255 { edgePixels += 1 }
    }
    #expect(edgePixels > 40, "the circle should have an antialiased rim")
  }

  /// A 60 %-opaque red circle over a blue background: every pixel, including the
  /// antialiased rim, lies on the segment from the background (0, 0, 255) to the circle's
  /// interior colour (153, 0, 102); none is darker than both (no dark fringe).
  @Test func translucentEdgeOverColourLiesBetweenTheTwoColours() throws {
    let background = SwellColor(red: 0, green: 0, blue: 1)
    let scene = SwellScene(
      size: SwellSize(width: 40, height: 40), background: background,
      layers: [
        ShapeLayer(
          path: circlePath(center: SwellPoint(x: 20, y: 20), radius: 15), fillColor: .red,
          opacity: 0.6)
      ])
    let image = try render(scene)
    let inside = try #require(image.pixel(x: 20, y: 20))
    #expect(
      abs(Int(inside.red) - 153) <= 1 && inside.green == 0 && abs(Int(inside.blue) - 102) <= 1)
    var rim = 0
    for y in 0..<40 {
      for x in 0..<40 {
        let p = try #require(image.pixel(x: x, y: y))
        #expect(p.alpha == 255)
        // Fraction of the way from background to interior, judged by red; blue must match.
        let t = Double(p.red) / Double(inside.red)
        let expectedBlue = 255 + t * (Double(inside.blue) - 255)
        #expect(t >= 0 && t <= 1.01 && abs(Double(p.blue) - expectedBlue) <= 2, "(\(x), \(y)) \(p)")
        #expect(p.green == 0)
        if t > 0.05 && t < 0.95 { rim += 1 }
      }
    }
    #expect(rim > 40)
  }

  /// Two translucent layers compose by the "over" operator: 50 % black then 50 % white over
  /// a white background gives 0.5 · 255 + 0.5 · (0.5 · 255) = 191.25.
  @Test func stackedTranslucentLayersComposeOver() throws {
    let full = rectanglePath(x: 0, y: 0, width: 4, height: 4)
    let scene = SwellScene(
      size: SwellSize(width: 4, height: 4), background: .white,
      layers: [
        ShapeLayer(path: full, fillColor: .black, opacity: 0.5),
        ShapeLayer(path: full, fillColor: .white, opacity: 0.5),
      ])
    let p = try #require(try render(scene).pixel(x: 2, y: 2))
    #expect((190...192).contains(p.red), "\(p)")
  }

  /// Straight RGBA bytes survive a round trip through an image exactly wherever alpha is 255
  /// or 0, and within cairo's 8-bit premultiplied rounding elsewhere.
  @Test func rgbaRoundTrip() throws {
    let bytes: [UInt8] = [
      255, 0, 0, 255, 10, 20, 30, 255, 0, 0, 0, 0, 200, 100, 50, 128,
    ]
    let image = try CairoImage(pixelWidth: 2, pixelHeight: 2, rgba: bytes)
    let back = image.rgbaBytes()
    #expect(Array(back[0..<8]) == Array(bytes[0..<8]))
    #expect(Array(back[8..<12]) == [0, 0, 0, 0])
    for i in 12..<16 { #expect(abs(Int(back[i]) - Int(bytes[i])) <= 1) }
  }
}
