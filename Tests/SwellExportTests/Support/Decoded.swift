import Foundation
import SwellCairo
import SwellTestSupport
import Testing

/// The frames of an animation as ImageMagick draws them (`-coalesce` applies each frame's
/// offset, blending and disposal to a full canvas), read back as images: the viewer's view.
func coalescedFrames(of path: String, in directory: TemporaryDirectory) throws -> [CairoImage] {
  let prefix = directory.file("coalesced-" + UUID().uuidString)
  let result = try runTool("convert", [path, "-coalesce", prefix + "-%04d.png"])
  guard result.status == 0 else {
    Issue.record("convert failed: \(result.standardError)")
    return []
  }
  var frames: [CairoImage] = []
  var index = 0
  while FileManager.default.fileExists(atPath: prefix + String(format: "-%04d.png", index)) {
    frames.append(try CairoImage(contentsOfPNG: prefix + String(format: "-%04d.png", index)))
    index += 1
  }
  return frames
}

/// The largest difference of any straight RGBA component between two images of one size,
/// treating all fully transparent pixels as equal; nil if the sizes differ.
func maxDifference(_ a: CairoImage, _ b: CairoImage) -> Int? {
  guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return nil }
  let (x, y) = (a.rgbaBytes(), b.rgbaBytes())
  var largest = 0
  for i in stride(from: 0, to: x.count, by: 4) {
    if x[i + 3] == 0 && y[i + 3] == 0 { continue }
    for c in 0..<4 { largest = max(largest, abs(Int(x[i + c]) - Int(y[i + c]))) }
  }
  return largest
}
