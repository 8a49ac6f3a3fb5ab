import Foundation
import Swell
import SwellCairo
import SwellTestSupport
import Testing

@testable import SwellExport
@testable import SwellLottie

/// The parameter name a thrown `SwellError.invalidParameter` names, or nil.
private func nameOfInvalidParameter(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch SwellError.invalidParameter(let name, _, _) {
    return name
  } catch {
    return "\(error)"
  }
}

private let size = SwellSize(width: 100, height: 50)
private let dot = Fixtures.circle(center: SwellPoint(x: 50, y: 25), radius: 10)

private func scenes(with layer: ShapeLayer) -> [SwellScene] {
  [
    SwellScene(size: size, layers: [ShapeLayer(name: "ok", path: dot)]),
    SwellScene(size: size, layers: [ShapeLayer(name: "ok", path: dot), layer]),
  ]
}

@Suite struct LottieExporterBadInputTests {
  @Test(arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity])
  func framesPerSecondMustBePositiveAndFinite(fps: Double) {
    #expect(nameOfInvalidParameter { _ = try LottieExporter(fps: fps) } == "fps")
  }

  @Test(arguments: [0, -2, Double.nan, Double.infinity])
  func scaleMustBePositiveAndFinite(scale: Double) {
    #expect(nameOfInvalidParameter { _ = try LottieExporter(fps: 60, scale: scale) } == "scale")
  }

  @Test func tolerancesMustBeFiniteAndNotNegative() {
    #expect(
      nameOfInvalidParameter { _ = try LottieExporter(fps: 60, positionTolerance: -1) }
        == "positionTolerance")
    #expect(
      nameOfInvalidParameter { _ = try LottieExporter(fps: 60, opacityTolerance: .nan) }
        == "opacityTolerance")
  }

  @Test func noScenesIsRefused() throws {
    let exporter = try LottieExporter(fps: 60)
    #expect(
      throws: SwellError.invalidParameter(
        name: "scenes", value: "none", accepted: "at least one scene")
    ) { try exporter.animation(from: [SwellScene]()) }
    // Through the export API, as every format: no frames.
    #expect(throws: ExportError.noFrames) {
      try Exporter(format: .lottie).export([SwellScene](), to: "/tmp/never-written.json")
    }
  }

  @Test(arguments: [
    (SwellSize(width: 0, height: 10), "scenes[0].size.width"),
    (SwellSize(width: 10, height: 0), "scenes[0].size.height"),
    (SwellSize(width: -5, height: 10), "scenes[0].size.width"),
    (SwellSize(width: .nan, height: 10), "scenes[0].size.width"),
    (SwellSize(width: 10, height: .infinity), "scenes[0].size.height"),
    (SwellSize(width: 1e6, height: 10), "size × scale"),
  ])
  func sizeMustBeUsable(size: SwellSize, name: String) throws {
    let exporter = try LottieExporter(fps: 60)
    #expect(
      nameOfInvalidParameter { _ = try exporter.animation(from: [SwellScene(size: size)]) } == name)
  }

  @Test func everySceneMustHaveTheFirstOnesSize() throws {
    let exporter = try LottieExporter(fps: 60)
    let scenes = [
      SwellScene(size: size), SwellScene(size: size),
      SwellScene(size: SwellSize(width: 10, height: 10)),
    ]
    #expect(nameOfInvalidParameter { _ = try exporter.animation(from: scenes) } == "scenes[2].size")
  }

  @Test func nonFiniteNumbersInALayerAreNamed() throws {
    let exporter = try LottieExporter(fps: 60)
    var nanPath = dot
    nanPath.addLine(to: SwellPoint(x: .nan, y: 0))
    var transform = SwellTransform.identity
    transform.ty = .infinity
    var color = SwellColor.red
    color.green = .nan
    let cases: [(ShapeLayer, String)] = [
      (ShapeLayer(name: "x", path: nanPath), "scenes[1].layers[1].path"),
      (ShapeLayer(name: "x", path: dot, transform: transform), "scenes[1].layers[1].transform.ty"),
      (ShapeLayer(name: "x", path: dot, opacity: .nan), "scenes[1].layers[1].opacity"),
      (ShapeLayer(name: "x", path: dot, lineWidth: -1), "scenes[1].layers[1].lineWidth"),
      (ShapeLayer(name: "x", path: dot, lineWidth: .infinity), "scenes[1].layers[1].lineWidth"),
      (ShapeLayer(name: "x", path: dot, strokeStart: .nan), "scenes[1].layers[1].strokeStart"),
      (ShapeLayer(name: "x", path: dot, strokeEnd: -.infinity), "scenes[1].layers[1].strokeEnd"),
      (ShapeLayer(name: "x", path: dot, fillColor: color), "scenes[1].layers[1].fillColor.green"),
      (
        ShapeLayer(name: "x", path: dot, strokeColor: color),
        "scenes[1].layers[1].strokeColor.green"
      ),
    ]
    for (layer, name) in cases {
      #expect(
        nameOfInvalidParameter { _ = try exporter.animation(from: scenes(with: layer)) } == name)
    }
    var background = SwellColor.white
    background.alpha = .nan
    #expect(
      nameOfInvalidParameter {
        _ = try exporter.animation(from: [SwellScene(size: size, background: background)])
      } == "scenes[0].background.alpha")
  }

  @Test func outOfRangeFractionsAreClampedAsCoreAnimationDoes() throws {
    let layer = ShapeLayer(
      name: "x", path: dot, strokeColor: .black, opacity: 3, strokeStart: -1, strokeEnd: 2)
    let animation = try LottieExporter(fps: 60).animation(from: [
      SwellScene(size: size, layers: [layer])
    ]
    )
    #expect(animation.layers[0].transform.opacity == .fixed(100))
    // strokeStart 0 and strokeEnd 1 after clamping: the whole stroke, no trim.
    let tags = animation.layers[0].shapes.flatMap { shape -> [String] in
      if case .group(let group) = shape { return group.items.map(\.typeTag) }
      return [shape.typeTag]
    }
    #expect(tags == ["sh", "st", "fl", "tr"])
  }
}

@Suite struct LottieExporterWriteTests {
  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swell-lottie-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func writesAPlayableFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("fixture.json")
    try LottieExporter(fps: 30).write(Fixtures.scenes(fps: 30), to: url.path)
    let player = try RlottiePlayer(json: try Data(contentsOf: url))
    #expect(player.frameCount == 30)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["fixture.json"])
  }

  @Test func aFailedExportLeavesNoFileAndKeepsTheOldOne() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let exporter = try LottieExporter(fps: 30)
    let fresh = directory.appendingPathComponent("fresh.json")
    #expect(throws: ExportError.noFrames) { try exporter.write([SwellScene](), to: fresh.path) }
    #expect(!FileManager.default.fileExists(atPath: fresh.path))

    let existing = directory.appendingPathComponent("existing.json")
    try Data("old".utf8).write(to: existing)
    let bad = [SwellScene(size: SwellSize(width: 10, height: .nan))]
    #expect(throws: SwellError.self) { try exporter.write(bad, to: existing.path) }
    #expect(try Data(contentsOf: existing) == Data("old".utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["existing.json"])
  }

  @Test func anUnwritablePlaceThrowsAndCreatesNothing() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("missing/sub/out.json")
    #expect {
      try LottieExporter(fps: 30).write(Fixtures.scenes(fps: 30, duration: 0.1), to: url.path)
    } throws: { error in
      guard case RenderError.cannotWrite(let path, _) = error else { return false }
      return path == url.path
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
