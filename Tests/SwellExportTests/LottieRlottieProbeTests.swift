import Foundation
import Swell
import SwellTestSupport
import Testing

@testable import SwellExport
@testable import SwellLottie

/// rlottie plays the exported fixture: frame count, rate and size, and single pixels whose
/// colour the test works out by hand (a fill's colour, straight-alpha compositing of a
/// translucent layer), at frames where the fixture's formulas put known shapes.
@Suite struct LottieRlottieProbeTests {
  let scale = 2.0
  let player: RlottiePlayer

  init() throws {
    let data = try LottieExporter(fps: 60, scale: scale).jsonData(from: Fixtures.scenes())
    player = try RlottiePlayer(json: data)
  }

  /// The straight RGBA (0…255) of pixel (x, y) in scene points at `frame`.
  private func pixel(frame: Int, x: Double, y: Double) -> [Double] {
    let (width, height) = player.size
    let pixels = player.render(frame: frame, width: width, height: height)
    let word = pixels[Int(y * scale) * width + Int(x * scale)]
    let alpha = Double(word >> 24)
    let premultiplied = [word >> 16, word >> 8, word].map { Double($0 & 0xFF) }
    guard alpha > 0 else { return [0, 0, 0, 0] }
    return premultiplied.map { $0 * 255 / alpha } + [alpha]
  }

  private func expectColor(
    _ actual: [Double], _ expected: SwellColor, tolerance: Double = 2,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let target = [expected.red, expected.green, expected.blue, expected.alpha].map { $0 * 255 }
    let error = zip(actual, target).map { abs($0 - $1) }.max() ?? .infinity
    #expect(error <= tolerance, "\(actual) vs \(target)", sourceLocation: sourceLocation)
  }

  /// Colours reach the player at the 8-bit level cairo draws: 168/255 was written as 0.659
  /// (three places) and played as 167 by rlottie, which truncates.
  @Test func coloursPlayAtTheLevelCairoDraws() throws {
    let levels = [(168, 67, 1), (1, 254, 128), (85, 170, 255), (33, 99, 201)]
    let scenes = levels.map { r, g, b in
      SwellScene(
        size: SwellSize(width: 20, height: 20),
        layers: [
          ShapeLayer(
            path: SwellPath(rect: SwellRect(x: 0, y: 0, width: 20, height: 20)),
            fillColor: SwellColor(red255: r, green255: g, blue255: b))
        ])
    }
    let player = try RlottiePlayer(
      json: try LottieExporter(fps: 30).jsonData(from: scenes))
    for (frame, (r, g, b)) in levels.enumerated() {
      let word = player.render(frame: frame, width: 20, height: 20)[10 * 20 + 10]
      let seen = [Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF)]
      #expect(seen == [r, g, b], "frame \(frame)")
    }
  }

  @Test func playerReadsTheHeader() {
    #expect(player.frameCount == 60)
    #expect(player.frameRate == 60)
    #expect(player.size.width == 400 && player.size.height == 200)
  }

  @Test func theCircleIsWhereAndWhatColourTheSceneSays() {
    for frame in [0, 15, 30, 45, 59] {
      let p = Double(frame) / 60
      let x = 30 + 140 * Fixtures.ease(p)
      expectColor(pixel(frame: frame, x: x, y: 35), SwellColor(red: 0.9, green: 0.1, blue: 0.1))
      // 14 pt radius, 2 pt stroke: 17 pt from the centre is background.
      expectColor(
        pixel(frame: frame, x: x, y: 35 + 17), SwellColor(red: 0.93, green: 0.93, blue: 0.95))
    }
  }

  @Test func aTranslucentLayerBlendsOverTheOneBehind() {
    // At the bottom edge both waves cover the pixel: white at alpha 0.8 × layer opacity 0.6
    // over the opaque blue back wave.
    let back = SwellColor(red: 0.2, green: 0.4, blue: 0.9)
    let a = 0.8 * 0.6
    let expected = SwellColor(
      red: a + (1 - a) * back.red, green: a + (1 - a) * back.green,
      blue: a + (1 - a) * back.blue)
    for frame in [0, 30, 59] {
      expectColor(pixel(frame: frame, x: 50, y: 99), expected)
    }
  }

  @Test func theBallShowsOnlyWhileTheSceneHasIt() {
    let yellow = SwellColor(red: 0.95, green: 0.75, blue: 0.1)
    let background = SwellColor(red: 0.93, green: 0.93, blue: 0.95)
    for frame in [17, 18, 27, 35, 36] {
      let t = Double(frame) / 60
      let q = min(max((t - 0.3) / 0.3, 0), 1)
      let color = pixel(frame: frame, x: 160, y: 60 - 20 * q)
      if t >= 0.3 && t < 0.6 {
        expectColor(color, yellow)
      } else {
        expectColor(color, background)
      }
    }
  }
}
