import Foundation
import Swell
import SwellCairo
import SwellTestSupport
import Testing

/// Every file is written whole or not at all.
@Suite struct AtomicWriteTests {
  let scene = SwellScene(
    size: SwellSize(width: 10, height: 10), background: .red,
    layers: [ShapeLayer(path: rectanglePath(x: 2, y: 2, width: 4, height: 4))])

  typealias Writer = @Sendable (CairoRenderer, SwellScene, String) throws -> Void
  static let writers: [(String, Writer)] = [
    ("png", { try $0.writePNG($1, to: $2) }),
    ("svg", { try $0.writeSVG($1, to: $2) }),
    ("pdf", { try $0.writePDF($1, to: $2) }),
  ]

  /// A missing directory gives `cannotWrite` naming the path asked for, and creates nothing.
  @Test(arguments: writers.map(\.0))
  func missingDirectoryIsNamed(format: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("missing/out.\(format)")
    let write = try #require(Self.writers.first { $0.0 == format }?.1)
    do {
      try write(CairoRenderer(), scene, path)
      Issue.record("writing into a missing directory should fail")
    } catch let error as RenderError {
      #expect(error == .cannotWrite(path: path, reason: "No such file or directory"))
      #expect("\(error)".contains(path))
    }
    #expect(try directory.contents().isEmpty)
  }

  /// A directory without write permission (a read-only one for a normal user; sysfs, which
  /// even root cannot create files in, when running as root).
  @Test func unwritableDirectoryThrowsAndLeavesNothing() throws {
    let directory = try TemporaryDirectory()
    defer {
      chmod(directory.path, 0o755)
      directory.remove()
    }
    let target: String
    if geteuid() == 0 {
      target = "/sys"
    } else {
      target = directory.path
      chmod(target, 0o555)
    }
    let path = target + "/swell-atomic-test.png"
    do {
      try CairoRenderer().writePNG(scene, to: path)
      Issue.record("writing into \(target) should fail")
    } catch let RenderError.cannotWrite(errorPath, reason) {
      #expect(errorPath == path)
      #expect(!reason.isEmpty)
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: target)
    #expect(!left.contains { $0.contains("swell-atomic-test") })
  }

  /// A path whose parent is a regular file, and a path that is a directory, are refused.
  @Test func impossiblePathsAreRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data("x".utf8).write(to: URL(fileURLWithPath: directory.file("file")))
    #expect(throws: RenderError.self) {
      try CairoRenderer().writePNG(scene, to: directory.file("file/out.png"))
    }
    #expect(throws: RenderError.cannotWrite(path: directory.path, reason: "it is a directory")) {
      try CairoRenderer().writePNG(scene, to: directory.path)
    }
    #expect(try directory.contents() == ["file"])
  }

  /// A failing render (a NaN in the scene) leaves an existing file untouched; a successful
  /// one replaces it whole.
  @Test func failureKeepsTheOldFileAndSuccessReplacesIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("out.svg")
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    var broken = scene
    broken.layers[0].opacity = .nan
    #expect(throws: SwellError.self) { try CairoRenderer().writeSVG(broken, to: path) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    try CairoRenderer().writeSVG(scene, to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<?xml"))
    #expect(try directory.contents() == ["out.svg"])
  }
}
