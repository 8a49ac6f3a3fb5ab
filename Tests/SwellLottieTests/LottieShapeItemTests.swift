import Foundation
import Swell
import SwellTestSupport
import Testing

@testable import SwellLottie

/// Boxes and ellipses written as Lottie's own items, and contours appended to a layer
/// written as a layer of their own: what keeps a film's list small.
@Suite struct LottieShapeItemTests {
  private let size = SwellSize(width: 100, height: 100)

  private func items(_ layer: ShapeLayer, frames: Int = 2) throws -> [LottieShape] {
    let scenes = Array(repeating: SwellScene(size: size, layers: [layer]), count: frames)
    let animation = try LottieExporter(fps: 10).animation(from: scenes)
    let shape = try #require(animation.layers.first { $0.name == layer.name })
    return LottieEvaluation.groups(shape).flatMap(\.items)
  }

  @Test func aBoxAndAnEllipseAreWrittenAsRectangleAndEllipseItems() throws {
    let figures: [ShapeFigure] = [
      .rectangle(SwellRect(x: 10, y: 20, width: 30, height: 8)),
      .ellipse(in: SwellRect(x: 50, y: 50, width: 20, height: 12)),
    ]
    let written = try items(ShapeLayer(name: "shapes", figures: figures))
    #expect(written.map(\.typeTag) == ["rc", "el", "fl", "tr"])
    guard case .rectangle(let box) = written[0], case .ellipse(let ellipse) = written[1] else {
      Issue.record("not a rectangle and an ellipse: \(written.map(\.typeTag))")
      return
    }
    #expect(box.position == .fixed(LottieVector([25, 24])))
    #expect(box.size == .fixed(LottieVector([30, 8])))
    // Corners rounded by a hundredth of a point: ThorVG snaps a square-cornered one to pixels.
    #expect(box.roundness == .fixed(0.01) && box.direction == 1)
    #expect(ellipse.position == .fixed(LottieVector([60, 56])))
    #expect(ellipse.size == .fixed(LottieVector([20, 12])))
    #expect(ellipse.roundness == nil)
    // Every player reads them: the keys lottie-ios requires are written.
    let json =
      try JSONSerialization.jsonObject(
        with: Data(try written[0].json.text().utf8)) as? [String: Any]
    #expect(Set(json?.keys.map { $0 } ?? []) == ["ty", "nm", "p", "s", "r", "d"])
  }

  @Test func aBoxThatGrowsKeysItsSize() throws {
    // A row's bar growing from 10 to 40 pt wide: two size keyframes, not an outline a frame.
    let scenes = (0..<10).map { k in
      SwellScene(
        size: size,
        layers: [
          ShapeLayer(
            name: "bar",
            figures: [.rectangle(SwellRect(x: 5, y: 5, width: 10 + Double(k) * 3, height: 6))])
        ])
    }
    let animation = try LottieExporter(fps: 10).animation(from: scenes)
    let bar = try #require(animation.layers.first { $0.name == "bar" })
    let item = try #require(LottieEvaluation.groups(bar).first?.items.first)
    guard case .rectangle(let box) = item else {
      Issue.record("not a rectangle: \(item.typeTag)")
      return
    }
    #expect(box.size.keyframes.count == 2)
    for k in 0..<10 {
      let corners = LottieEvaluation.canvasVertices(bar, at: Double(k))[0]
      let right = corners.map(\.0).max() ?? 0
      #expect(abs(right - (15 + Double(k) * 3)) <= 0.02, "frame \(k)")
    }
  }

  @Test func outlinesWithoutTheirFiguresStayPaths() throws {
    // A box drawn without saying so, and figures the path no longer is.
    let plain = ShapeLayer(
      name: "plain", path: SwellPath(rect: SwellRect(x: 10, y: 10, width: 20, height: 20)))
    #expect(try items(plain).map(\.typeTag) == ["sh", "fl", "tr"])
    var changed = ShapeLayer(
      name: "changed", figures: [.rectangle(SwellRect(x: 10, y: 10, width: 20, height: 20))])
    changed.path = SwellPath(rect: SwellRect(x: 10, y: 10, width: 25, height: 20))
    #expect(try items(changed).map(\.typeTag) == ["sh", "fl", "tr"])
  }

  @Test func aBoxOverAnotherContourStaysAPath() throws {
    // A player that winds a rectangle the other way would cut a hole where they overlap.
    let figures: [ShapeFigure] = [
      .rectangle(SwellRect(x: 10, y: 10, width: 40, height: 40)),
      .ellipse(in: SwellRect(x: 30, y: 30, width: 40, height: 40)),
      .rectangle(SwellRect(x: 80, y: 80, width: 10, height: 10)),
    ]
    let written = try items(ShapeLayer(name: "shapes", figures: figures))
    #expect(written.map(\.typeTag) == ["sh", "sh", "rc", "fl", "tr"])
  }

  @Test func aTrimmedStrokeKeepsItsBoxAsAPath() throws {
    // Players start a rectangle at different corners, which a trim would show.
    var layer = ShapeLayer(
      name: "box", figures: [.rectangle(SwellRect(x: 10, y: 10, width: 50, height: 20))],
      fillColor: nil)
    layer.strokeColor = .black
    layer.lineWidth = 2
    layer.strokeEnd = 0.5
    let tags = try items(layer).flatMap { item -> [String] in
      if case .group(let group) = item { return group.items.map(\.typeTag) }
      return [item.typeTag]
    }
    #expect(tags.contains("sh") && !tags.contains("rc"))
  }

  private func rows(_ count: Int, overlapping: Bool = false) -> SwellPath {
    var path = SwellPath()
    for k in 0..<count {
      let top = Double(k) * (overlapping ? 5 : 20)
      path.addRect(SwellRect(x: 10, y: top, width: 60, height: 10))
    }
    return path
  }

  @Test func rowsAppendedApartFromTheOthersAreALayerOfTheirOwn() throws {
    // Three rows, then a fourth, then a fifth: one layer of three rows for every frame, and
    // one layer per appended row from the frame it appears.
    let counts = [3, 3, 4, 4, 5, 5]
    let scenes = counts.map { count in
      SwellScene(size: size, layers: [ShapeLayer(name: "rows", path: rows(count))])
    }
    let animation = try LottieExporter(fps: 10).animation(from: scenes)
    let spans = animation.layers.filter { $0.name == "rows" }.map { [$0.inPoint, $0.outPoint] }
    #expect(spans.sorted { $0[0] < $1[0] } == [[0, 6], [2, 6], [4, 6]])
    // Every row is drawn where the frame has it, and no more rows than it has.
    for (frame, count) in counts.enumerated() {
      let drawn = animation.layers.filter {
        $0.name == "rows" && Double(frame) >= $0.inPoint && Double(frame) < $0.outPoint
      }.flatMap { LottieEvaluation.canvasVertices($0, at: Double(frame)) }
      #expect(drawn.count == count, "frame \(frame)")
      for k in 0..<count {
        let top = Double(k) * 20
        #expect(
          drawn.contains { $0.contains { abs($0.0 - 10) < 1e-9 && abs($0.1 - top) < 1e-9 } },
          "row \(k) at frame \(frame)")
      }
    }
  }

  @Test func rowsAppendedOverTheOthersStartANewLayer() throws {
    // An appended row over an earlier one would blend twice where they overlap when faded.
    let scenes = [3, 3, 4, 4].map { count in
      SwellScene(
        size: size,
        layers: [ShapeLayer(name: "rows", path: rows(count, overlapping: true), opacity: 0.5)])
    }
    let animation = try LottieExporter(fps: 10).animation(from: scenes)
    let spans = animation.layers.filter { $0.name == "rows" }.map { [$0.inPoint, $0.outPoint] }
    #expect(spans == [[0, 2], [2, 4]])
  }
}
