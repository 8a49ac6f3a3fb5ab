import Foundation
import Swell
import SwellCairo
import Testing

@testable import SwellExport

/// rlottie, a third-party player, renders the exported documents; cairo renders the same
/// scenes through SwellCairo; the two must agree.
///
/// Tolerance, on premultiplied ARGB channels (0…255), ignoring differences of one unit
/// (rlottie truncates colour × 255 where cairo rounds through 16 bits, and its blending makes
/// opaque-over-opaque alpha 254): the mean difference over every 16 × 16 px tile ≤ 1.5, and
/// over the whole image ≤ 0.5. Measured on the correct documents, all 60 frames: tiles ≤ 1.15,
/// images ≤ 0.12. Measured on the deliberately wrong ones below: some tile ≥ 2.25 (the least
/// is a colour 10/255 off in one channel).
@Suite struct LottieRlottieComparisonTests {
  static let scale = 2.0
  static let tileTolerance = 1.5
  static let imageTolerance = 0.5
  static let frames = [0, 10, 20, 27, 40, 59]
  static let fixture = Fixtures.scenes(fps: 60, duration: 1)
  static let features = (0..<60).map { Fixtures.featureScene(at: Double($0) / 59) }

  /// The comparison of each frame in `frames` of `scenes` with the document's.
  static func compare(
    _ animation: LottieAnimation, with scenes: [Scene], frames: [Int] = frames
  ) throws -> [(frame: Int, comparison: PixelComparison)] {
    let player = try RlottiePlayer(json: try animation.jsonData())
    let renderer = try CairoRenderer(scale: scale)
    return try frames.map { frame in
      let image = try renderer.render(scenes[frame])
      let pixels = player.render(
        frame: frame, width: image.pixelWidth, height: image.pixelHeight)
      return (frame, PixelComparison(rlottie: pixels, cairo: image))
    }
  }

  static func agrees(_ comparison: PixelComparison) -> Bool {
    comparison.worstTileDifference <= tileTolerance && comparison.meanDifference <= imageTolerance
  }

  static func exported(_ scenes: [Scene]) throws -> LottieAnimation {
    try LottieExporter(fps: 60, scale: scale).animation(from: scenes)
  }

  @Test func theFixtureMatchesCairo() throws {
    for (frame, comparison) in try Self.compare(try Self.exported(Self.fixture), with: Self.fixture)
    {
      #expect(Self.agrees(comparison), "frame \(frame): \(comparison)")
    }
  }

  @Test func fillRulesCapsJoinsShearMirrorAndTrimsMatchCairo() throws {
    let document = try Self.exported(Self.features)
    for (frame, comparison) in try Self.compare(document, with: Self.features) {
      #expect(Self.agrees(comparison), "frame \(frame): \(comparison)")
    }
  }

  /// One deliberate mistake in the fixture's document.
  struct Corruption: CustomTestStringConvertible, Sendable {
    var name: String
    var apply: @Sendable (LottieAnimation) -> LottieAnimation
    var testDescription: String { name }
  }

  static let corruptions: [Corruption] = {
    var list: [Corruption] = [
      Corruption(name: "waves in the wrong order") {
        LottieCorruption.swapped($0, "wave.front", "wave.back")
      },
      Corruption(name: "circle and spinner in the wrong order") {
        LottieCorruption.swapped($0, "circle", "spinner")
      },
      Corruption(name: "circle's blue off by 10/255") {
        LottieCorruption.recoloured($0, "circle") { [$0[0], $0[1], $0[2] + 10 / 255, 1] }
      },
      Corruption(name: "back wave's red off by 0.05") {
        LottieCorruption.recoloured($0, "wave.back") { [$0[0] + 0.05, $0[1], $0[2], 1] }
      },
      Corruption(name: "front wave's opacity 55 instead of 60") {
        LottieCorruption.layerOpacity($0, "wave.front") { $0 - 5 }
      },
      Corruption(name: "circle's opacity 90 instead of 100") {
        LottieCorruption.layerOpacity($0, "circle") { $0 - 10 }
      },
    ]
    for layer in ["ball", "spinner", "circle", "wave.front", "wave.back", "background"] {
      list.append(Corruption(name: "\(layer) missing") { LottieCorruption.removed($0, layer) })
      list.append(
        Corruption(name: "\(layer) 1 px right") {
          LottieCorruption.shifted($0, layer, dx: 1, dy: 0)
        })
      list.append(
        Corruption(name: "\(layer) 1 px down") {
          LottieCorruption.shifted($0, layer, dx: 0, dy: 1)
        })
    }
    return list
  }()

  @Test(arguments: corruptions)
  func aWrongDocumentFailsTheComparison(_ corruption: Corruption) throws {
    let wrong = corruption.apply(try Self.exported(Self.fixture))
    let comparisons = try Self.compare(wrong, with: Self.fixture)
    let caught = comparisons.filter { !Self.agrees($0.comparison) }
    #expect(!caught.isEmpty, "\(comparisons.map { "\($0.frame): \($0.comparison)" })")
  }
}
