import Foundation
import Swell
import SwellCairo
import SwellExport
import SwellTestSupport
import Testing

/// Numbered PNG frames in a directory that appears whole.
@Suite struct PNGFramesTests {
  @Test func framesAreNumberedAndDecode() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = directory.file("frames")
    let scenes = movingSquareScenes(count: 3)
    try Exporter(format: .frames, scale: 2, fps: 30).export(scenes, to: output)
    #expect(try directory.contents() == ["frames"])
    let names = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(names == ["frame_0001.png", "frame_0002.png", "frame_0003.png"])
    let renderer = try CairoRenderer(scale: 2)
    for (k, name) in names.enumerated() {
      let identify = try runTool("identify", ["-format", "%w %h %m", output + "/" + name])
      #expect(identify.standardOutput == "120 40 PNG")
      let image = try CairoImage(contentsOfPNG: output + "/" + name)
      #expect(image.rgbaBytes() == (try renderer.render(scenes[k]).rgbaBytes()))
    }
  }

  @Test func fileNamesHaveAtLeastFourDigits() {
    #expect(PNGFramesWriter.fileName(1) == "frame_0001.png")
    #expect(PNGFramesWriter.fileName(9999) == "frame_9999.png")
    #expect(PNGFramesWriter.fileName(12345) == "frame_12345.png")
  }

  /// A previous export is replaced whole (no stale frame 3 after a 2-frame export); a
  /// directory holding anything else is refused and left untouched.
  @Test func replacesOnlyPreviousExports() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = directory.file("frames")
    let exporter = try Exporter(format: .frames, scale: 1, fps: 30)
    try exporter.export(movingSquareScenes(count: 3), to: output)
    try exporter.export(movingSquareScenes(count: 2), to: output)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
        "frame_0001.png", "frame_0002.png",
      ])
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
    do {
      try exporter.export(movingSquareScenes(count: 2), to: output)
      Issue.record("a directory with other files must not be replaced")
    } catch let RenderError.cannotWrite(path, reason) {
      #expect(path == output)
      #expect(reason.contains("notes.txt"))
    }
    #expect(try String(contentsOfFile: output + "/notes.txt", encoding: .utf8) == "keep me")
    #expect(try directory.contents() == ["frames"], "no temporary directory is left")
  }

  /// A failure half-way (a scene of another size) leaves no directory and no temporary one.
  @Test func failureLeavesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var scenes = movingSquareScenes(count: 3)
    scenes[2].size = SwellSize(width: 30, height: 20)
    #expect(throws: ExportError.self) {
      try Exporter(format: .frames, scale: 1, fps: 30).export(scenes, to: directory.file("frames"))
    }
    #expect(try directory.contents().isEmpty)
  }
}
