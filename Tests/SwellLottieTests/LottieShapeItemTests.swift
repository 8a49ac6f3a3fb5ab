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
    var path = SwellPath(rect: SwellRect(x: 10, y: 20, width: 30, height: 8))
    path.addEllipse(in: SwellRect(x: 50, y: 50, width: 20, height: 12))
    let written = try items(ShapeLayer(name: "shapes", path: path))
    #expect(written.map(\.typeTag) == ["rc", "el", "fl", "tr"])
    guard case .rectangle(let box) = written[0], case .ellipse(let ellipse) = written[1] else {
      Issue.record("not a rectangle and an ellipse: \(written.map(\.typeTag))")
      return
    }
    #expect(box.position == .fixed(LottieVector([25, 24])))
    #expect(box.size == .fixed(LottieVector([30, 8])))
    #expect(box.roundness == .fixed(0) && box.direction == 1)
    #expect(ellipse.position == .fixed(LottieVector([60, 56])))
    #expect(ellipse.size == .fixed(LottieVector([20, 12])))
    // Every player reads them: the keys lottie-ios requires are written.
    let json =
      try JSONSerialization.jsonObject(
        with: Data(try LottieJSONEncoder().encode(written[0]).utf8)) as? [String: Any]
    #expect(Set(json?.keys.map { $0 } ?? []) == ["ty", "nm", "p", "s", "r", "d"])
  }

  @Test func otherOutlinesStayPaths() throws {
    // Counter-clockwise, a rotated box, a circle of arcs, an open line.
    var path = SwellPath()
    path.move(to: SwellPoint(x: 10, y: 10))
    path.addLine(to: SwellPoint(x: 10, y: 30))
    path.addLine(to: SwellPoint(x: 40, y: 30))
    path.addLine(to: SwellPoint(x: 40, y: 10))
    path.closeSubpath()
    path.addPath(
      SwellPath(rect: SwellRect(x: 50, y: 50, width: 20, height: 10))
        .applying(.rotation(0.3)))
    path.addPath(Fixtures.circle(center: SwellPoint(x: 70, y: 20), radius: 8))
    path.move(to: SwellPoint(x: 0, y: 90))
    path.addLine(to: SwellPoint(x: 90, y: 90))
    let written = try items(ShapeLayer(name: "shapes", path: path))
    #expect(!written.contains { $0.typeTag == "rc" || $0.typeTag == "el" })
  }

  @Test func aBoxOverAnotherContourStaysAPath() throws {
    // A player that winds a rectangle the other way would cut a hole where they overlap.
    var path = SwellPath(rect: SwellRect(x: 10, y: 10, width: 40, height: 40))
    path.addEllipse(in: SwellRect(x: 30, y: 30, width: 40, height: 40))
    path.addRect(SwellRect(x: 80, y: 80, width: 10, height: 10))
    let written = try items(ShapeLayer(name: "shapes", path: path))
    #expect(written.map(\.typeTag) == ["sh", "sh", "rc", "fl", "tr"])
  }

  @Test func aTrimmedStrokeKeepsItsBoxAsAPath() throws {
    // Players start a rectangle at different corners, which a trim would show.
    let layer = ShapeLayer(
      name: "box", path: SwellPath(rect: SwellRect(x: 10, y: 10, width: 50, height: 20)),
      fillColor: nil, strokeColor: .black, lineWidth: 2, strokeEnd: 0.5)
    let written = try items(layer)
    let tags = written.flatMap { item -> [String] in
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
