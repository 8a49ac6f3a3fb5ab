import Foundation
import Swell
import SwellCairo
import SwellExport
import SwellTestSupport
import Testing

/// Animated GIF, checked with ImageMagick's `identify` and `convert -coalesce` (which applies
/// each frame's offset and disposal as a viewer does), and by reading the file's bytes.
@Suite struct GIFTests {
  /// `identify` fields per frame: delay (cs), width, height, page width, page height,
  /// x and y offsets, disposal.
  func frames(_ path: String) throws -> [[String]] {
    try runTool("identify", ["-format", "%T %w %h %W %H %X %Y %D\n", path]).standardOutput
      .split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
  }

  /// Opaque at 30 fps: ten frames with delays rounded from the running time (3, 4, 3, …
  /// cs, 33 in all), after the first only the changed rectangle is stored and the previous
  /// frame kept, and every coalesced frame is exactly our render (two colours: an exact
  /// palette).
  @Test func opaqueAnimationDecodesExactly() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("square.gif")
    let scenes = movingSquareScenes(count: 10)
    try Exporter(format: .gif, scale: 1, fps: 30).export(scenes, to: path)
    let rows = try frames(path)
    #expect(rows.count == 10)
    let delays = rows.compactMap { Int($0[0]) }
    #expect(delays == expectedDurations(frames: 10, fps: 30, unitsPerSecond: 100))
    #expect(delays.reduce(0, +) == 33)
    #expect(rows.allSatisfy { $0[3] == "60" && $0[4] == "20" && $0[7] == "None" })
    #expect(rows.dropFirst().allSatisfy { $0[1] == "14" && $0[2] == "10" }, "\(rows)")
    let decoded = try coalescedFrames(of: path, in: directory)
    #expect(decoded.count == 10)
    let renderer = try CairoRenderer(scale: 1)
    for (k, frame) in decoded.enumerated() {
      #expect(maxDifference(frame, try renderer.render(scenes[k])) == 0, "frame \(k)")
    }
  }

  /// At 60 fps frames 1.67 cs apart would be written with delays of 1 or 2 cs, which browsers
  /// slow to 10 cs; frames starting less than 2 cs after the previous one are dropped, so
  /// every delay is ≥ 2 and the total is still round(100 · 30 / 60) = 50 cs.
  @Test func highFrameRateKeepsRealTime() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("fast.gif")
    try Exporter(format: .gif, scale: 1, fps: 60).export(
      (0..<30).map { movingSquare($0 % 12) }, to: path)
    let delays = try frames(path).compactMap { Int($0[0]) }
    #expect(delays.allSatisfy { $0 >= 2 }, "\(delays)")
    #expect(delays.reduce(0, +) == 50)
    #expect(delays.count < 30 && delays.count >= 15)
  }

  /// Over transparency: each frame is stored whole and cleared before the next, so the
  /// square leaves no trail; pixels at least half opaque are drawn, the rest transparent.
  @Test func transparentFramesLeaveNoSmear() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("clear.gif")
    let scenes = movingSquareScenes(count: 8, background: nil)
    try Exporter(format: .gif, scale: 1, fps: 25).export(scenes, to: path)
    let rows = try frames(path)
    #expect(rows.count == 8)
    #expect(rows.allSatisfy { $0[1] == "60" && $0[2] == "20" && $0[7] == "Background" }, "\(rows)")
    let decoded = try coalescedFrames(of: path, in: directory)
    let renderer = try CairoRenderer(scale: 1)
    for (k, frame) in decoded.enumerated() {
      #expect(maxDifference(frame, try renderer.render(scenes[k])) == 0, "frame \(k)")
    }
    // Where the square was in frame 0 (x 0…9) is transparent again in frame 7.
    #expect(decoded.last?.pixel(x: 2, y: 10)?.alpha == 0)
  }

  /// With a matte, translucent pixels are composited over it and the GIF is opaque: 50 %
  /// red over a white matte is (255, 127.5, 127.5), stored as (255, 128, 128) ± 1.
  @Test func matteCompositesTranslucency() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("matte.gif")
    let scene = SwellScene(
      size: SwellSize(width: 10, height: 10),
      layers: [
        ShapeLayer(
          path: rectanglePath(x: 0, y: 0, width: 5, height: 10),
          fillColor: SwellColor(red: 1, green: 0, blue: 0, alpha: 0.5))
      ])
    try Exporter(format: .gif, scale: 1, fps: 10, gif: .init(matte: .white)).export(scene, to: path)
    let frame = try #require(try coalescedFrames(of: path, in: directory).first)
    let red = try #require(frame.pixel(x: 2, y: 5))
    #expect(red.red == 255 && abs(Int(red.green) - 128) <= 1 && red.alpha == 255, "\(red)")
    #expect(frame.pixel(x: 7, y: 5) == RGBA8(255, 255, 255))
  }

  /// Identical consecutive frames become one longer frame: ten equal scenes at 10 fps are
  /// one frame of 100 cs.
  @Test func identicalFramesMerge() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("still.gif")
    try Exporter(format: .gif, scale: 1, fps: 10).export(
      Array(repeating: movingSquare(3), count: 10), to: path)
    #expect(try frames(path).map { $0[0] } == ["100"])
  }

  /// A frame longer than GIF's 16-bit delay (655.35 s) is held by further frames, so the
  /// animation keeps its whole length: 1,500 s of one picture, then 1 s of another.
  @Test func delaysLongerThanSixteenBitsAreHeld() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("long.gif")
    try Exporter(format: .gif, scale: 1, fps: 1).export(
      Array(repeating: movingSquare(3), count: 1500) + [movingSquare(9)], to: path)
    let delays = try frames(path).compactMap { Int($0[0]) }
    #expect(delays == [65535, 65535, 18930, 100])
    #expect(delays.reduce(0, +) == 150_100)
  }

  /// More than 256 colours: a 300-step grey ramp with a white margin. The palette is cut to
  /// 256 colours; white stays exactly white (giflib's own quantizer would give 248), and no
  /// pixel is further than 2 levels from its true grey, since 300 levels share 256 entries.
  @Test func manyColoursAreQuantizedClosely() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("ramp.gif")
    let layers = (0..<300).map { i -> ShapeLayer in
      let v = Double(i) / 299 * 0.9
      return ShapeLayer(
        path: rectanglePath(x: Double(i), y: 0, width: 1, height: 10),
        fillColor: SwellColor(red: v, green: v, blue: 1 - v))
    }
    let scene = SwellScene(
      size: SwellSize(width: 300, height: 20), background: .white, layers: layers)
    try Exporter(format: .gif, scale: 1, fps: 10).export(scene, to: path)
    let frame = try #require(try coalescedFrames(of: path, in: directory).first)
    let ours = try CairoRenderer(scale: 1).render(scene)
    #expect(try #require(maxDifference(frame, ours)) <= 2)
    #expect(frame.pixel(x: 150, y: 15) == RGBA8(255, 255, 255))
  }

  /// The NETSCAPE2.0 application extension carries the number of repeats after the first
  /// play: 0 for forever, 2 for three plays; a single play has no extension at all.
  @Test(arguments: [(plays: 0, repeats: Optional(0)), (3, 2), (1, nil)])
  func loopExtension(plays: Int, repeats: Int?) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("loop.gif")
    try Exporter(format: .gif, scale: 1, fps: 10, gif: .init(loopCount: plays))
      .export(movingSquareScenes(count: 2), to: path)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
    let marker = Array("NETSCAPE2.0".utf8)
    let found = bytes.indices.first { i in
      i + marker.count + 4 <= bytes.count && Array(bytes[i..<(i + marker.count)]) == marker
    }
    if let repeats {
      let i = try #require(found) + marker.count
      // Sub-block: length 3, id 1, then the count little-endian.
      #expect(Array(bytes[i..<(i + 4)]) == [3, 1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)])
    } else {
      #expect(found == nil)
    }
    #expect(bytes.last == 0x3B, "the GIF trailer")
  }

  /// GIF describes each side in 16 bits: a wider frame is refused, naming its size, before a
  /// byte is written (giflib kept the low 16 bits and wrote a file no viewer read right).
  @Test func aFrameWiderThanAGIFCanSayIsRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let encoder = try AnimatedGIFEncoder(path: directory.file("wide.gif"))
    let wide = try RGBAFrame(
      pixelWidth: 70_000, pixelHeight: 1, bytes: [UInt8](repeating: 255, count: 70_000 * 4))
    #expect {
      try encoder.append(wide, duration: 0.1)
    } throws: { error in
      guard case .invalidParameter(let name, let value, _) = error as? SwellError else {
        return false
      }
      return name == "frame size" && value == "70000 × 1 px"
    }
    #expect(throws: (any Error).self) { try encoder.finish() }
    #expect(try directory.contents().isEmpty)
  }

  @Test func invalidOptionsAreRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for options in [
      AnimatedGIFEncoder.Options(loopCount: 70000), AnimatedGIFEncoder.Options(alphaThreshold: 0),
      AnimatedGIFEncoder.Options(alphaThreshold: .nan), AnimatedGIFEncoder.Options(minimumDelay: 0),
      AnimatedGIFEncoder.Options(maxColors: 1), AnimatedGIFEncoder.Options(maxColors: 257),
    ] {
      #expect(throws: SwellError.self) {
        try AnimatedGIFEncoder(path: directory.file("x.gif"), options: options)
      }
    }
    #expect(try directory.contents().isEmpty)
  }
}
