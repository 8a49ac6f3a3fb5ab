import Foundation
import Swell
import SwellCairo
import SwellExport
import SwellTestSupport
import Testing

/// Animated WebP, checked with libwebp's own `webpmux -info` and decoded by ImageMagick.
@Suite struct WebPTests {
  /// `webpmux -info`'s frame table: one row of columns per frame.
  func frameRows(_ info: String) -> [[String]] {
    info.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
      .filter { $0.first?.hasSuffix(":") == true && Int($0[0].dropLast()) != nil }
  }

  /// Lossless at 30 fps: canvas, frame count, loop, per-frame durations in ms rounded from
  /// the running time (33, 34, 33, …), and every decoded frame identical to our render.
  @Test func losslessAnimationDecodesExactly() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("square.webp")
    let scenes = movingSquareScenes(count: 10)
    let exporter = try Exporter(
      format: .webp, scale: 1, fps: 30, webp: .init(compression: .lossless))
    #expect(try exporter.export(scenes, to: path) == 10)
    let info = try runTool("webpmux", ["-info", path]).standardOutput
    #expect(info.contains("Canvas size: 60 x 20"), "\(info)")
    #expect(info.contains("Number of frames: 10"))
    #expect(info.contains("Loop Count : 0"))
    let rows = frameRows(info)
    #expect(rows.count == 10)
    // Columns: No. width height alpha x y duration dispose blend size compression.
    let durations = rows.compactMap { Int($0[6]) }
    #expect(durations == expectedDurations(frames: 10, fps: 30, unitsPerSecond: 1000))
    #expect(durations.reduce(0, +) == 333)
    #expect(rows.allSatisfy { $0.last == "lossless" })
    let decoded = try coalescedFrames(of: path, in: directory)
    #expect(decoded.count == 10)
    let renderer = try CairoRenderer(scale: 1)
    for (k, frame) in decoded.enumerated() {
      #expect(maxDifference(frame, try renderer.render(scenes[k])) == 0, "frame \(k)")
    }
  }

  /// Lossy over transparency at 2×: the decoded frames keep alpha exactly (WebP codes alpha
  /// losslessly) and colours within lossy error: at most 48/255 at a pixel, the square's
  /// interior within 16/255 of pure red.
  ///
  /// ImageMagick 6 composes frames 2… correctly but shows the first frame's canvas as opaque
  /// black when that frame has no alpha of its own, so the first frame is checked with
  /// libwebp's own tools instead: `webpmux -get frame 1` and `dwebp`, at the offset that
  /// `webpmux -info` reports, with the rest of our render transparent.
  @Test func lossyAnimationIsCloseAndKeepsAlpha() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("square.webp")
    let scenes = movingSquareScenes(count: 6, background: nil)
    try Exporter(format: .webp, scale: 2, fps: 24, webp: .init(compression: .lossy(quality: 90)))
      .export(scenes, to: path)
    let info = try runTool("webpmux", ["-info", path]).standardOutput
    #expect(info.contains("Canvas size: 120 x 40"))
    let rows = frameRows(info)
    #expect(rows.count == 6 && rows.allSatisfy { $0.last == "lossy" }, "\(info)")
    let renderer = try CairoRenderer(scale: 2)
    let renders = try scenes.map { try renderer.render($0) }

    func expectClose(_ decoded: CairoImage, _ ours: CairoImage, _ label: String) {
      #expect((maxDifference(decoded, ours) ?? 255) <= 48, "\(label)")
      let (a, b) = (decoded.rgbaBytes(), ours.rgbaBytes())
      #expect(stride(from: 3, to: a.count, by: 4).allSatisfy { a[$0] == b[$0] }, "alpha, \(label)")
    }

    let decoded = try coalescedFrames(of: path, in: directory)
    #expect(decoded.count == 6)
    for k in 1..<min(decoded.count, 6) {
      expectClose(decoded[k], renders[k], "frame \(k)")
      let center = try #require(decoded[k].pixel(x: 8 * k + 10, y: 20))
      #expect(center.red >= 239 && center.green <= 16 && center.blue <= 16, "\(center)")
    }

    // Frame 1 through libwebp: its rectangle from the info table, decoded with dwebp.
    let first = try #require(rows.first)
    let (width, height, x0, y0) = try (
      #require(Int(first[1])), #require(Int(first[2])), #require(Int(first[4])),
      #require(Int(first[5]))
    )
    #expect(
      try runTool("webpmux", ["-get", "frame", "1", path, "-o", directory.file("f1.webp")]).status
        == 0)
    #expect(
      try runTool("dwebp", [directory.file("f1.webp"), "-o", directory.file("f1.png")]).status == 0)
    let frame = try CairoImage(contentsOfPNG: directory.file("f1.png"))
    #expect(frame.pixelWidth == width && frame.pixelHeight == height)
    let ours = renders[0].rgbaBytes()
    var inside = [UInt8]()
    for y in 0..<renders[0].pixelHeight {
      for x in 0..<renders[0].pixelWidth {
        let i = (y * renders[0].pixelWidth + x) * 4
        if (x0..<(x0 + width)).contains(x) && (y0..<(y0 + height)).contains(y) {
          inside += ours[i..<(i + 4)]
        } else {
          #expect(ours[i + 3] == 0, "our frame 1 is transparent outside the WebP rectangle")
        }
      }
    }
    expectClose(
      frame, try CairoImage(pixelWidth: width, pixelHeight: height, rgba: inside), "frame 0")
  }

  /// The loop count is stored as given (0 = forever), and an uneven frame rate still sums to
  /// the right total: 7 frames at 7 fps last exactly 1000 ms.
  @Test func loopCountAndUnevenRate() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("loop.webp")
    try Exporter(format: .webp, scale: 1, fps: 7, webp: .init(loopCount: 3))
      .export(movingSquareScenes(count: 7), to: path)
    let info = try runTool("webpmux", ["-info", path]).standardOutput
    #expect(info.contains("Loop Count : 3"))
    let durations = frameRows(info).compactMap { Int($0[6]) }
    #expect(durations == expectedDurations(frames: 7, fps: 7, unitsPerSecond: 1000))
    #expect(durations.reduce(0, +) == 1000)
  }

  @Test func invalidOptionsAreRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for options in [
      AnimatedWebPEncoder.Options(compression: .lossy(quality: 101)),
      AnimatedWebPEncoder.Options(compression: .lossy(quality: .nan)),
      AnimatedWebPEncoder.Options(loopCount: -1), AnimatedWebPEncoder.Options(effort: 7),
    ] {
      #expect(throws: SwellError.self) {
        try AnimatedWebPEncoder(path: directory.file("x.webp"), options: options)
      }
    }
    #expect(try directory.contents().isEmpty)
  }

  /// Misuse is reported, and never leaves a file: a frame of another size, a non-positive
  /// duration, finishing with no frame, appending after finishing.
  @Test func misuseLeavesNoFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let renderer = try CairoRenderer(scale: 1)
    let small = RGBAFrame(try renderer.render(movingSquare(0)))
    let large = RGBAFrame(try CairoRenderer(scale: 2).render(movingSquare(0)))

    let resized = try AnimatedWebPEncoder(path: directory.file("a.webp"))
    try resized.append(small, duration: 0.1)
    #expect(
      throws: ExportError.frameSizeChanged(frame: 1, expected: "60 × 20 px", actual: "120 × 40 px")
    ) {
      try resized.append(large, duration: 0.1)
    }
    #expect(throws: SwellError.self) { try resized.append(small, duration: 0) }
    #expect(throws: SwellError.self) { try resized.append(small, duration: .infinity) }

    let empty = try AnimatedWebPEncoder(path: directory.file("b.webp"))
    #expect(throws: ExportError.noFrames) { try empty.finish() }

    let done = try AnimatedWebPEncoder(path: directory.file("c.webp"))
    try done.append(small, duration: 0.1)
    try done.finish()
    #expect(throws: ExportError.alreadyFinished) { try done.append(small, duration: 0.1) }

    // Only the finished file exists; the abandoned encoder's temporary file is gone with it.
    _ = consume resized
    #expect(try directory.contents() == ["c.webp"])
  }
}
