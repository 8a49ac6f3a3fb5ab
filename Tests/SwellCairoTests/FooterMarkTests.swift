import Foundation
import Swell
import SwellCairo
import Testing

/// A footer's "failed" and "no more data" marks, as cairo draws them at rest: each stands at
/// least 3:1 off what cairo paints behind it (light and dark, standard and seed presets), and
/// is the only indicator showing.
@Suite struct FooterMarkTests {
  /// WCAG 2's relative luminance and contrast ratio, written out here, apart from Swell's.
  static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
    func linear(_ v: Double) -> Double {
      v <= 0.04045 ? v / 12.92 : Foundation.pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }

  static func contrast(_ x: Double, _ y: Double) -> Double {
    (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var seed: Bool
    var appearance: SwellAppearance
    var testDescription: String { "\(name)\(seed ? " seed" : "") \(appearance)" }
  }

  static let cases: [Case] = ["wave", "bend", "ripple", "bounce", "elastic"].flatMap { name in
    [false, true].flatMap { seed in
      SwellAppearance.allCases.map { Case(name: name, seed: seed, appearance: $0) }
    }
  }

  /// The page under a footer that paints nothing there: white, or GTK's dark window (#242424),
  /// the lightest dark ground a host gives.
  static func page(_ appearance: SwellAppearance) -> (Double, Double, Double) {
    appearance == .light ? (1, 1, 1) : (36 / 255, 36 / 255, 36 / 255)
  }

  @Test(arguments: cases)
  func eachMarkStandsThreeToOneOffWhatCairoPaintsBehindIt(_ test: Case) throws {
    let style = try StyleCatalog.style(named: test.name, preset: test.seed ? .seed : .standard)
    for (outcome, mark) in [
      (RefreshOutcome.failure(message: "Offline"), "footer.failure"), (.noMoreData, "footer.end"),
    ] {
      var context = RefreshContext.held(
        by: style, edge: .bottom, pull: style.refreshingHeight, width: 375, state: .idle)
      context.outcome = outcome
      context.appearance = test.appearance
      let scene = style.sceneShowingLoadState(in: context)
      let layer = try #require(scene.layers.first { $0.name == mark }, "\(mark) missing")
      #expect(layer.opacity == 1)
      let paint = try #require(layer.strokeColor)
      // One indicator: no other ring, cross or line is stroked while the mark shows.
      let others = scene.layers.filter {
        $0.name != mark && $0.strokeColor != nil && $0.opacity > 0.01 && !$0.path.isEmpty
      }
      #expect(others.isEmpty, "\(test) \(mark) shows beside \(others.map(\.name))")

      var bare = scene
      bare.layers.removeAll { $0.name == mark }
      let scale = 2.0
      let withMark = try CairoRenderer(scale: scale).render(scene).rgbaBytes()
      let without = try CairoRenderer(scale: scale).render(bare).rgbaBytes()
      let page = Self.page(test.appearance)
      func ground(_ i: Int) -> Double {
        let a = Double(without[i + 3]) / 255
        func channel(_ k: Int, _ p: Double) -> Double {
          Double(without[i + k]) / 255 * a + p * (1 - a)
        }
        return Self.luminance(channel(0, page.0), channel(1, page.1), channel(2, page.2))
      }
      // The pixels the mark covers, and what lies under each.
      var covered = 0
      var worst = Double.infinity
      let markLuminance = Self.luminance(paint.red, paint.green, paint.blue)
      var i = 0
      while i < withMark.count {
        let changed = (0..<4).contains { abs(Int(withMark[i + $0]) - Int(without[i + $0])) > 24 }
        if changed {
          covered += 1
          worst = min(worst, Self.contrast(markLuminance, ground(i)))
        }
        i += 4
      }
      // A 24 pt line or an 18 pt cross, 2 pt wide at 2×: well over 100 pixels when seen.
      #expect(covered > 100, "\(test): \(mark) covers \(covered) pixels")
      #expect(worst >= 3, "\(test): \(mark) \(paint.hexString) stands \(worst):1 off its ground")
    }
  }
}
