import Foundation
import Swell
import SwellCairo
import SwellTestSupport
import Testing

/// The snapshot helper itself: its arithmetic, and what it writes when a comparison fails.
@Suite struct SnapshotMechanismTests {
  func image(_ pixels: [RGBA8], width: Int) throws -> CairoImage {
    try CairoImage(
      pixelWidth: width, pixelHeight: pixels.count / width,
      rgba: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
  }

  /// Differences are counted per pixel against the channel tolerance, then compared with the
  /// allowed fraction; translucent pixels are compared premultiplied.
  @Test func comparisonCountsPixelsOverTheTolerance() throws {
    let base = try image(Array(repeating: RGBA8(100, 100, 100), count: 10), width: 10)
    var changed = Array(repeating: RGBA8(100, 100, 100), count: 10)
    changed[3] = RGBA8(103, 100, 100)  // 3 over: counts
    changed[7] = RGBA8(100, 102, 100)  // 2: within
    let other = try image(changed, width: 10)
    let strict = SnapshotComparison(
      actual: other, expected: base,
      tolerance: SnapshotTolerance(maxChannelDifference: 2, maxFractionOver: 0))
    #expect(strict.pixelsOver == 1 && strict.largestDifference == 3 && !strict.passes)
    let lenient = SnapshotComparison(
      actual: other, expected: base,
      tolerance: SnapshotTolerance(maxChannelDifference: 2, maxFractionOver: 0.1))
    #expect(lenient.passes)
    // Straight colours far apart at alpha 2 are within 1 premultiplied: (255·2/255 vs 0).
    let faintA = try image([RGBA8(255, 0, 0, 2)], width: 1)
    let faintB = try image([RGBA8(0, 0, 255, 2)], width: 1)
    #expect(
      SnapshotComparison(actual: faintA, expected: faintB, tolerance: .standard).largestDifference
        <= 2)
  }

  /// A failing comparison records an issue naming the failure directory and writes the
  /// actual and difference images there; the difference image is red where pixels differ.
  @Test(.disabled(if: SnapshotPaths.isRecording, "would overwrite a reference"))
  func failureWritesActualAndDiffImages() throws {
    let name = "sampler@2x"
    let actualPath = SnapshotPaths.failures + "/" + name + ".actual.png"
    let diffPath = SnapshotPaths.failures + "/" + name + ".diff.png"
    try? FileManager.default.removeItem(atPath: actualPath)
    try? FileManager.default.removeItem(atPath: diffPath)
    var scene = FileOutputTests.sampler
    scene.layers.append(
      ShapeLayer(path: rectanglePath(x: 0, y: 0, width: 10, height: 10), fillColor: .black))
    let modified = try render(scene, scale: 2)
    withKnownIssue {
      assertSnapshot(modified, named: name)
    } matching: { issue in
      "\(issue)".contains(SnapshotPaths.failures) && "\(issue)".contains("400 of 38400")
    }
    let diff = try CairoImage(contentsOfPNG: diffPath)
    #expect(diff.pixel(x: 5, y: 5) == RGBA8(255, 0, 0))
    #expect(diff.pixel(x: 100, y: 100)?.red == diff.pixel(x: 100, y: 100)?.green)
    let actual = try CairoImage(contentsOfPNG: actualPath)
    #expect(actual.rgbaBytes() == modified.rgbaBytes())
    try? FileManager.default.removeItem(atPath: actualPath)
    try? FileManager.default.removeItem(atPath: diffPath)
  }
}
