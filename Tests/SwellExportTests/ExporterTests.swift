import Foundation
import Swell
import SwellCairo
import SwellExport
import SwellTestSupport
import Testing

/// The one-call exporter: formats, streaming, errors.
@Suite struct ExporterTests {
  /// A sequence that logs when each scene is taken, to see how the exporter consumes it.
  final class Log: @unchecked Sendable {
    var entries: [String] = []
  }

  struct LoggedScenes: Sequence {
    let scenes: [SwellScene]
    let log: Log
    func makeIterator() -> AnyIterator<SwellScene> {
      var index = 0
      return AnyIterator {
        guard index < scenes.count else { return nil }
        log.entries.append("take \(index)")
        index += 1
        return scenes[index - 1]
      }
    }
  }

  /// Each scene is rendered and encoded before the next is taken: the sequence is consumed
  /// lazily, so a long animation never has more than one raw frame in memory.
  @Test(arguments: [ExportFormat.webp, .gif, .frames])
  func animationsStreamOneSceneAtATime(format: ExportFormat) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let log = Log()
    let count = try Exporter(format: format, scale: 1, fps: 30).export(
      LoggedScenes(scenes: movingSquareScenes(count: 4), log: log), to: directory.file("out"),
      progress: { log.entries.append("done \($0)") })
    #expect(count == 4)
    #expect(
      log.entries == [
        "take 0", "done 1", "take 1", "done 2", "take 2", "done 3", "take 3", "done 4",
      ])
  }

  /// Stills take the first scene only and write the format asked for.
  @Test(arguments: [ExportFormat.png, .svg, .pdf])
  func stillsTakeTheFirstScene(format: ExportFormat) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let log = Log()
    let path = directory.file("still.\(format.rawValue)")
    try Exporter(format: format, scale: 2, fps: 30).export(
      LoggedScenes(scenes: movingSquareScenes(count: 5), log: log), to: path)
    #expect(log.entries == ["take 0"])
    let head = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(8))
    switch format {
    case .png: #expect(head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    case .svg: #expect(String(decoding: head, as: UTF8.self).hasPrefix("<?xml"))
    default: #expect(String(decoding: head, as: UTF8.self).hasPrefix("%PDF-"))
    }
    #expect(try directory.contents() == ["still.\(format.rawValue)"])
  }

  /// An app document into a missing directory fails naming the path, and nothing is left.
  @Test func unwritablePathFailsForAnAppDocument() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("missing/out.json")
    #expect(throws: RenderError.self) {
      try Exporter(format: .lottieApp, scale: 1, fps: 30).exportAppDocument(
        for: QuietStyle(), to: path)
    }
    #expect(try directory.contents().isEmpty)
  }

  /// An unwritable destination is found before any scene is rendered, and nothing is left.
  /// (`lottieApp` is made from a style, not scenes: see the next test.)
  @Test(arguments: ExportFormat.allCases.filter { $0 != .lottieApp })
  func unwritablePathFailsBeforeRendering(format: ExportFormat) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let log = Log()
    let path = directory.file("missing/out.\(format.rawValue)")
    do {
      try Exporter(format: format, scale: 1, fps: 30).export(
        LoggedScenes(scenes: movingSquareScenes(count: 3), log: log), to: path)
      Issue.record("\(format) into a missing directory should fail")
    } catch let RenderError.cannotWrite(errorPath, _) {
      #expect(errorPath == path)
    }
    #expect(format.isAnimated ? log.entries.isEmpty : log.entries == ["take 0"])
    #expect(try directory.contents().isEmpty)
  }

  /// An empty sequence, or a scene whose size changes, fails and leaves no file.
  @Test(arguments: [ExportFormat.webp, .gif, .png])
  func badSequencesLeaveNoFile(format: ExportFormat) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let exporter = try Exporter(format: format, scale: 1, fps: 30)
    #expect(throws: ExportError.noFrames) {
      try exporter.export([SwellScene](), to: directory.file("empty.\(format.rawValue)"))
    }
    if format.isAnimated {
      var scenes = movingSquareScenes(count: 3)
      scenes[1].size = SwellSize(width: 61, height: 20)
      #expect(
        throws: ExportError.frameSizeChanged(frame: 1, expected: "60 × 20 px", actual: "61 × 20 px")
      ) {
        try exporter.export(scenes, to: directory.file("sizes.\(format.rawValue)"))
      }
    }
    #expect(try directory.contents().isEmpty)
  }

  /// Invalid settings are refused by name.
  @Test func invalidSettings() {
    for (scale, fps, name) in [
      (0.0, 30.0, "scale"), (.nan, 30, "scale"), (2, 0, "fps"), (2, .infinity, "fps"),
      (2, 1001, "fps"),
    ] {
      do {
        _ = try Exporter(format: .webp, scale: scale, fps: fps)
        Issue.record("scale \(scale), fps \(fps) should be refused")
      } catch let SwellError.invalidParameter(parameter, _, _) {
        #expect(parameter == name)
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
  }

  @Test func formatFromPath() {
    #expect(ExportFormat(path: "out/wave.webp") == .webp)
    #expect(ExportFormat(path: "WAVE.GIF") == .gif)
    #expect(ExportFormat(path: "a.b/poster.png") == .png)
    #expect(ExportFormat(path: "x.svg") == .svg)
    #expect(ExportFormat(path: "x.pdf") == .pdf)
    #expect(ExportFormat(path: "frames/") == .frames)
    #expect(ExportFormat(path: "frames") == nil)
    #expect(ExportFormat(path: "x.frames") == nil)
    #expect(ExportFormat(path: "x.jpg") == nil)
    #expect(ExportFormat(path: ".webp") == nil)
  }
}
