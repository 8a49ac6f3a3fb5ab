import Foundation
import SwellTestSupport
import Testing

@testable import Swell

/// What a footer's marks are drawn in: WCAG contrast as published, the colour under a point of
/// a scene, and shades that stand off every ground they are asked to.
@Suite struct MarkColorTests {
  @Test func contrastMatchesWCAGsPublishedValues() {
    #expect(abs(SwellColor.black.contrastRatio(with: .white) - 21) < 1e-9)
    let passing = SwellColor(red255: 118, green255: 118, blue255: 118)
    #expect(abs(passing.contrastRatio(with: .white) - 4.54) < 0.005)
    // And it agrees with the tests' own formula everywhere.
    var random = SeededRandom(seed: 0xC0_1035)
    for _ in 0..<200 {
      let a = SwellColor(
        red: random.double(in: 0...1), green: random.double(in: 0...1),
        blue: random.double(in: 0...1))
      let b = SwellColor(
        red: random.double(in: 0...1), green: random.double(in: 0...1),
        blue: random.double(in: 0...1))
      #expect(abs(a.contrastRatio(with: b) - DarkPaletteTests.contrast(a, b)) < 1e-9)
    }
  }

  @Test func theColourUnderAPointBlendsTheFillsThatCoverIt() {
    var ring = SwellPath(ellipseIn: SwellRect(x: 0, y: 0, width: 100, height: 100))
    ring.addEllipse(in: SwellRect(x: 25, y: 25, width: 50, height: 50))
    let half = SwellColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    let scene = SwellScene(
      size: SwellSize(width: 200, height: 100), background: .white,
      layers: [
        ShapeLayer(name: "ring", path: ring, fillColor: .black, fillRule: .evenOdd),
        ShapeLayer(
          name: "moved", path: SwellPath(rect: SwellRect(x: 0, y: 0, width: 10, height: 10)),
          fillColor: half, transform: .translation(x: 150, y: 50)),
      ])
    let colors = scene.fillColors(
      at: [
        SwellPoint(x: 10, y: 50), SwellPoint(x: 50, y: 50), SwellPoint(x: 155, y: 55),
        SwellPoint(x: 120, y: 50),
      ], over: .black)
    #expect(colors[0] == .black)  // on the ring
    #expect(colors[1] == .white)  // in its hole (even-odd)
    #expect(abs(colors[2].red - 1) < 1e-9 && abs(colors[2].green - 0.5) < 1e-9)  // moved there
    #expect(colors[3] == .white)  // the background only
  }

  @Test func aShadeStandsOffEveryGroundWithTheLeastChange() {
    var random = SeededRandom(seed: 0x5_4ADE)
    func color() -> SwellColor {
      SwellColor(
        red: random.double(in: 0...1), green: random.double(in: 0...1),
        blue: random.double(in: 0...1))
    }
    for _ in 0..<300 {
      let paint = color()
      let grounds = (0..<Int(random.next() % 3 + 1)).map { _ in color() }
      let (shade, change) = paint.shade(standingOff: grounds, by: 3)
      let worst = grounds.map { DarkPaletteTests.contrast(shade, $0) }.min() ?? 0
      let reachable = [SwellColor.black, .white].contains { end in
        grounds.allSatisfy { DarkPaletteTests.contrast(end, $0) >= 3 }
      }
      if reachable { #expect(worst >= 3, "\(paint.hexString) on \(grounds.map(\.hexString))") }
      if change == 0 { #expect(shade == paint) }
      // A smaller change (one scan step less) would not have stood off them.
      if change > 0, change < 1, reachable {
        let less = change - 1.0 / 64
        let nearer = [SwellColor.black, .white].map { paint.interpolated(to: $0, fraction: less) }
        #expect(
          !nearer.contains { c in grounds.allSatisfy { DarkPaletteTests.contrast(c, $0) >= 3 } })
      }
    }
  }
}
