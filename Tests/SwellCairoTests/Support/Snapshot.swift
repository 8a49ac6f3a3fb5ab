import Foundation
import Swell
import SwellCairo
import Testing

/// How far a rendered image may differ from its reference.
///
/// Pixels are compared premultiplied (each colour channel × alpha / 255, and alpha), so an
/// almost transparent pixel whose straight colour is poorly defined cannot fail a test.
struct SnapshotTolerance: Sendable, CustomStringConvertible {
  /// The largest difference of any premultiplied channel, in 0…255, for a pixel to match.
  var maxChannelDifference: Int
  /// The fraction of pixels (0…1) allowed not to match.
  var maxFractionOver: Double

  /// Every channel within 2/255, at most 0.1 % of pixels over that: absorbs antialiasing
  /// changes between cairo/pixman versions without hiding a moved or recoloured shape.
  static let standard = SnapshotTolerance(maxChannelDifference: 2, maxFractionOver: 0.001)
  /// Identical pixels.
  static let exact = SnapshotTolerance(maxChannelDifference: 0, maxFractionOver: 0)

  var description: String {
    "max channel difference \(maxChannelDifference)/255 on all but \(maxFractionOver * 100) % "
      + "of pixels"
  }
}

/// Where snapshot files live, found from this source file so that it works from any clean
/// clone without resource bundles, and so that record mode can write into the source tree.
enum SnapshotPaths {
  /// Tests/SwellCairoTests/References.
  static var references: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("References").path
  }

  /// `$SWELL_SNAPSHOT_FAILURES`, or `.build/snapshot-failures` at the package root.
  static var failures: String {
    if let custom = ProcessInfo.processInfo.environment["SWELL_SNAPSHOT_FAILURES"],
      !custom.isEmpty
    {
      return custom
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // SwellCairoTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
      .appendingPathComponent(".build/snapshot-failures").path
  }

  /// Whether `SWELL_RECORD_SNAPSHOTS=1`: write references instead of comparing.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["SWELL_RECORD_SNAPSHOTS"] == "1"
  }
}

/// Compares `image` with the committed reference `References/<name>.png`.
///
/// - With `SWELL_RECORD_SNAPSHOTS=1` the image is written as the new reference and the test
///   fails with a note saying so (so a recording run is never mistaken for a passing one).
/// - Without a reference the test fails and says how to record one.
/// - On a mismatch the test fails and writes `<name>.actual.png` and `<name>.diff.png` (red
///   where a pixel is over the tolerance, a faded copy of the actual image elsewhere) to
///   `.build/snapshot-failures/` (or `$SWELL_SNAPSHOT_FAILURES`), named in the message.
func assertSnapshot(
  _ image: CairoImage, named name: String, tolerance: SnapshotTolerance = .standard,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "._-@".contains($0) })
  else {
    Issue.record(
      "Snapshot name \"\(name)\" must be letters, digits, . _ - @", sourceLocation: sourceLocation)
    return
  }
  let reference = SnapshotPaths.references + "/" + name + ".png"
  if SnapshotPaths.isRecording {
    do {
      try image.writePNG(to: reference)
      Issue.record(
        "Recorded \(reference); run again without SWELL_RECORD_SNAPSHOTS=1 to compare.",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Could not record \(reference): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard FileManager.default.fileExists(atPath: reference) else {
    let written = writeFailure(image, diff: nil, name: name)
    let message =
      "No reference image \(reference). Record it with SWELL_RECORD_SNAPSHOTS=1 swift test "
      + "--filter <test>. \(written)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return
  }
  let expected: CairoImage
  do {
    expected = try CairoImage(contentsOfPNG: reference)
  } catch {
    Issue.record("Cannot read reference: \(error)", sourceLocation: sourceLocation)
    return
  }
  guard expected.pixelWidth == image.pixelWidth, expected.pixelHeight == image.pixelHeight else {
    let written = writeFailure(image, diff: nil, name: name)
    let message =
      "Snapshot \(name): size \(image.pixelWidth) × \(image.pixelHeight) px differs from the "
      + "reference's \(expected.pixelWidth) × \(expected.pixelHeight) px. \(written)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return
  }
  let comparison = SnapshotComparison(actual: image, expected: expected, tolerance: tolerance)
  guard !comparison.passes else { return }
  let written = writeFailure(image, diff: comparison.diffImage(), name: name)
  let message =
    "Snapshot \(name) differs from \(reference): \(comparison.pixelsOver) of "
    + "\(comparison.pixelCount) pixels (\(comparison.percentOver) %) are over the tolerance "
    + "(\(tolerance)); the largest channel difference is \(comparison.largestDifference)/255. "
    + written
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Renders `scene` at `scale` and compares it with `References/<name>.png` (see
/// `assertSnapshot(_:named:tolerance:)`); a scene that cannot be rendered fails the test.
func assertSnapshot(
  of scene: SwellScene, scale: Double = 2, named name: String,
  tolerance: SnapshotTolerance = .standard, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let image = try CairoRenderer(scale: scale).render(scene)
    assertSnapshot(image, named: name, tolerance: tolerance, sourceLocation: sourceLocation)
  } catch {
    Issue.record("Cannot render snapshot \(name): \(error)", sourceLocation: sourceLocation)
  }
}

/// Writes the failure images and says where; never throws so the real failure is reported.
private func writeFailure(_ actual: CairoImage, diff: CairoImage?, name: String) -> String {
  let directory = SnapshotPaths.failures
  do {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    try actual.writePNG(to: directory + "/" + name + ".actual.png")
    try diff?.writePNG(to: directory + "/" + name + ".diff.png")
    return "Wrote \(name).actual.png" + (diff == nil ? "" : " and \(name).diff.png")
      + " to \(directory)/."
  } catch {
    return "Could not write the actual image to \(directory): \(error)."
  }
}

/// A pixel-by-pixel comparison of two images of one size.
struct SnapshotComparison {
  let pixelCount: Int
  let pixelsOver: Int
  let largestDifference: Int
  let passes: Bool
  private let over: [Bool]
  private let actualBytes: [UInt8]
  private let width: Int
  private let height: Int

  init(actual: CairoImage, expected: CairoImage, tolerance: SnapshotTolerance) {
    let a = actual.rgbaBytes()
    let e = expected.rgbaBytes()
    width = actual.pixelWidth
    height = actual.pixelHeight
    pixelCount = width * height
    var over = [Bool](repeating: false, count: pixelCount)
    var count = 0
    var largest = 0
    for p in 0..<pixelCount {
      let i = p * 4
      var difference = abs(Int(a[i + 3]) - Int(e[i + 3]))
      for c in 0..<3 {
        let pa = (Int(a[i + c]) * Int(a[i + 3]) + 127) / 255
        let pe = (Int(e[i + c]) * Int(e[i + 3]) + 127) / 255
        difference = max(difference, abs(pa - pe))
      }
      largest = max(largest, difference)
      if difference > tolerance.maxChannelDifference {
        over[p] = true
        count += 1
      }
    }
    self.over = over
    pixelsOver = count
    largestDifference = largest
    actualBytes = a
    passes = Double(count) <= tolerance.maxFractionOver * Double(pixelCount)
  }

  var percentOver: String { String(format: "%.3f", 100 * Double(pixelsOver) / Double(pixelCount)) }

  /// Red where a pixel is over the tolerance; elsewhere the actual image's grey level faded
  /// towards white, so the failing pixels stand out against recognisable shapes.
  func diffImage() -> CairoImage? {
    var bytes = [UInt8](repeating: 255, count: pixelCount * 4)
    for p in 0..<pixelCount {
      let i = p * 4
      if over[p] {
        (bytes[i], bytes[i + 1], bytes[i + 2]) = (255, 0, 0)
      } else {
        let alpha = Int(actualBytes[i + 3])
        let grey =
          (Int(actualBytes[i]) * 3 + Int(actualBytes[i + 1]) * 6 + Int(actualBytes[i + 2])) / 10
        let onWhite = (grey * alpha + 255 * (255 - alpha)) / 255
        let faded = UInt8(191 + onWhite / 4)
        (bytes[i], bytes[i + 1], bytes[i + 2]) = (faded, faded, faded)
      }
    }
    return try? CairoImage(pixelWidth: width, pixelHeight: height, rgba: bytes)
  }
}
