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
    let decoded = try decodedWebPFrames(of: path)
    #expect(decoded.count == 10)
    let renderer = try CairoRenderer(scale: 1)
    for (k, frame) in decoded.enumerated() {
      #expect(maxDifference(frame, try renderer.render(scenes[k])) == 0, "frame \(k)")
    }
  }

  /// A slow fade — a grey square going from 10 % black to nothing over 30 frames, under one
  /// level a frame — plays to its end, lossy and lossless. libwebp's animation encoder keeps
  /// a lossy frame's pixels from the previous one when the *source* frames differ by less than
  /// a quality-dependent margin (5 levels at quality 75), so unless every lossy frame is a key
  /// frame the fade is never stored and the square stays on screen: the ghosts the gallery's
  /// fading lists showed.
  @Test(arguments: [AnimatedWebPEncoder.Compression.lossy(quality: 75), .lossless])
  func slowFadesPlayToTheirEnd(_ compression: AnimatedWebPEncoder.Compression) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("fade.webp")
    let scenes = (0..<30).map { k -> SwellScene in
      var square = SwellPath()
      square.addRect(SwellRect(x: 10, y: 10, width: 40, height: 40))
      return SwellScene(
        size: SwellSize(width: 60, height: 60), background: .white,
        layers: [
          ShapeLayer(
            name: "square", path: square, fillColor: .black, opacity: 0.1 * Double(29 - k) / 29)
        ])
    }
    try Exporter(format: .webp, scale: 1, fps: 30, webp: .init(compression: compression))
      .export(scenes, to: path)
    let decoded = try decodedWebPFrames(of: path)
    let renderer = try CairoRenderer(scale: 1)
    let last = try #require(decoded.last)
    let difference = try #require(maxDifference(last, try renderer.render(scenes[29])))
    #expect(difference <= 3, "the last frame is \(difference)/255 off: the fade was not stored")
  }

  /// Lossy over transparency at 2×: every frame whole (a key frame), and the frames libwebp's
  /// decoder shows keep alpha exactly (WebP codes alpha losslessly) and colours within lossy
  /// error: at most 48/255 at a pixel, the square's interior within 16/255 of pure red.
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

    let decoded = try decodedWebPFrames(of: path)
    #expect(decoded.count == 6)
    for k in 0..<min(decoded.count, 6) {
      expectClose(decoded[k], renders[k], "frame \(k)")
      let center = try #require(decoded[k].pixel(x: 8 * k + 10, y: 20))
      #expect(center.red >= 239 && center.green <= 16 && center.blue <= 16, "\(center)")
    }
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
