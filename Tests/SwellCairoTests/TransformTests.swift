import Foundation
import Swell
import SwellCairo
import SwellTestSupport
import Testing

/// Layer transforms and the pixel scale.
@Suite struct TransformTests {
  let square = rectanglePath(x: 0, y: 0, width: 10, height: 10)

  /// A translation by (20, 5) moves the square to x 20…29, y 5…14.
  @Test func translationMovesTheShape() throws {
    let scene = SwellScene(
      size: SwellSize(width: 40, height: 20), background: .white,
      layers: [
        ShapeLayer(path: square, fillColor: .red, transform: .translation(x: 20, y: 5))
      ])
    let image = try render(scene)
    #expect(image.pixel(x: 5, y: 5) == .whitePixel)
    #expect(image.pixel(x: 20, y: 5) == .redPixel)
    #expect(image.pixel(x: 29, y: 14) == .redPixel)
    #expect(image.pixel(x: 19, y: 10) == .whitePixel)
    #expect(image.pixel(x: 30, y: 10) == .whitePixel)
    #expect(image.pixel(x: 25, y: 15) == .whitePixel)
  }

  /// A quarter turn about the origin (clockwise on screen, y down) maps the square
  /// [0, 10] × [0, 10] to [−10, 0] × [0, 10]; then a translation by (20, 0) to x 10…19.
  @Test func rotationThenTranslation() throws {
    let transform = SwellTransform.rotation(Double.pi / 2)
      .concatenating(.translation(x: 20, y: 0))
    let scene = SwellScene(
      size: SwellSize(width: 30, height: 20), background: .white,
      layers: [ShapeLayer(path: square, fillColor: .red, transform: transform)])
    let image = try render(scene)
    #expect(image.pixel(x: 11, y: 1) == .redPixel)
    #expect(image.pixel(x: 18, y: 8) == .redPixel)
    #expect(image.pixel(x: 21, y: 5) == .whitePixel)
    #expect(image.pixel(x: 8, y: 5) == .whitePixel)
  }

  /// At scale 2 a 40 × 30 pt scene is 80 × 60 px and the square (10, 10, 20, 20) pt covers
  /// pixels 20…59.
  @Test func scaleTwoDoublesPixelSize() throws {
    let scene = SwellScene(
      size: SwellSize(width: 40, height: 30), background: .white,
      layers: [
        ShapeLayer(path: rectanglePath(x: 10, y: 10, width: 20, height: 20), fillColor: .red)
      ])
    let image = try render(scene, scale: 2)
    #expect(image.pixelWidth == 80 && image.pixelHeight == 60)
    #expect(image.pixel(x: 20, y: 20) == .redPixel)
    #expect(image.pixel(x: 59, y: 59) == .redPixel)
    #expect(image.pixel(x: 19, y: 20) == .whitePixel)
    #expect(image.pixel(x: 60, y: 40) == .whitePixel)
  }

  /// Scale 3 of 375 × 120 pt is exactly 1125 × 360 px, despite 375 × 3 in floating point.
  @Test func scaleThreeGivesExactPixelSize() throws {
    let size = try CairoRenderer(scale: 3).pixelSize(of: SwellSize(width: 375, height: 120))
    #expect(size == (1125, 360))
    let fractional = try CairoRenderer(scale: 1.5).pixelSize(of: SwellSize(width: 375, height: 1))
    #expect(fractional == (563, 2))  // 562.5 and 1.5 rounded up
  }

  /// A transform with no area draws nothing and is not an error (a style may scale a layer
  /// to zero).
  @Test func degenerateTransformDrawsNothing() throws {
    let scene = SwellScene(
      size: SwellSize(width: 20, height: 20), background: .white,
      layers: [
        ShapeLayer(
          path: square, fillColor: .red, strokeColor: .black, transform: .scale(x: 0, y: 1))
      ])
    let image = try render(scene)
    #expect(image.rgbaBytes().allSatisfy { $0 == 255 })
  }
}
