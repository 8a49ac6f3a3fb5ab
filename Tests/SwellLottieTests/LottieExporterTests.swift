import Foundation
import Swell
import SwellTestSupport
import Testing

@testable import SwellLottie

@Suite struct LottieExporterTests {
  let fps = 60.0
  let scenes = Fixtures.scenes(fps: 60, duration: 1)

  private func document(scale: Double = 1) throws -> LottieAnimation {
    try LottieExporter(fps: fps, scale: scale).animation(from: scenes)
  }

  private func layers(_ animation: LottieAnimation, named name: String) -> [LottieLayer] {
    animation.layers.filter { $0.name == name }
  }

  /// Tolerances of 0, which `init` accepts, export: every keyframe exact.
  @Test func zeroTolerancesExport() throws {
    let exporter = try LottieExporter(fps: fps, positionTolerance: 0, opacityTolerance: 0)
    let animation = try exporter.animation(from: scenes)
    #expect(!animation.layers.isEmpty)
    #expect(try !animation.json().isEmpty)
  }

  @Test func headerHasRateFramesAndScaledSize() throws {
    let animation = try document(scale: 1.5)
    #expect(animation.version.hasPrefix("5."))
    #expect(animation.frameRate == 60)
    #expect(animation.inPoint == 0)
    #expect(animation.outPoint == 60)
    #expect(animation.width == 300 && animation.height == 150)
    let odd = try LottieExporter(fps: 24, scale: 3).animation(from: [
      SwellScene(size: SwellSize(width: 100.5, height: 20.2))
    ])
    #expect(odd.width == 302 && odd.height == 61)  // rounded up to whole pixels
  }

  @Test func layersAreListedFrontFirst() throws {
    // Scenes list back to front; Lottie draws its first layer on top.
    let names = try document().layers.map(\.name)
    #expect(names == ["ball", "spinner", "circle", "wave front", "wave back", "background"])
    #expect(try document().layers.map(\.index) == Array(1...6))
  }

  @Test func aLayerShowsOnlyInTheFramesThatHaveIt() throws {
    let ball = try #require(layers(try document(), named: "ball").first)
    // The fixture draws the ball for 0.3 s ≤ t < 0.6 s; frames k with k/60 in that range.
    let frames = (0..<60).filter { Double($0) / 60 >= 0.3 && Double($0) / 60 < 0.6 }
    #expect(ball.inPoint == Double(frames.first ?? -1))
    #expect(ball.outPoint == Double((frames.last ?? -1) + 1))
    #expect(
      try document().layers.filter { $0.name != "ball" }.allSatisfy {
        $0.inPoint == 0 && $0.outPoint == 60
      })
  }

  @Test func everyKeyframeOfAPathHasTheSameVertexCount() throws {
    // The spinner's arc grows from 1 to 4 cubic segments: the exporter splits segments so
    // every keyframe has as many vertices as the largest.
    var arcSegmentCounts = Set<Int>()
    for scene in scenes {
      let spinner = scene.layers.first { $0.name == "spinner" }
      arcSegmentCounts.insert((spinner?.path.elements.count ?? 1) - 1)
    }
    #expect(arcSegmentCounts.count > 1)
    for layer in try document().layers {
      for group in LottieEvaluation.groups(layer) {
        for path in LottieEvaluation.paths(group) {
          let counts = Set(path.shape.keyframes.map { $0.value.vertices.count })
          let closed = Set(path.shape.keyframes.map { $0.value.closed })
          #expect(counts.count == 1 && closed.count == 1, "\(layer.name)")
          for keyframe in path.shape.keyframes {
            #expect(keyframe.value.inTangents.count == keyframe.value.vertices.count)
            #expect(keyframe.value.outTangents.count == keyframe.value.vertices.count)
          }
        }
      }
    }
    let spinner = try #require(layers(try document(), named: "spinner").first)
    let spinnerPath = try #require(
      LottieEvaluation.paths(LottieEvaluation.groups(spinner)[0]).first)
    #expect(
      spinnerPath.shape.keyframes[0].value.vertices.count == (arcSegmentCounts.max() ?? 0) + 1)
  }

  @Test func everyFrameIsReproducedWithinTheTolerance() throws {
    // Evaluate the document at each frame as a player does (independent evaluator) and find
    // every vertex of the scene's path, mapped to the canvas, within 0.01 pt + rounding.
    let scale = 2.0
    let animation = try document(scale: scale)
    for (frame, scene) in scenes.enumerated() {
      for layer in scene.layers {
        let lottieLayer = try #require(
          // Named as the Swell layer is, a space for each dot (the article's rule L5).
          layers(animation, named: layer.name.replacingOccurrences(of: ".", with: " ")).first {
            Double(frame) >= $0.inPoint && Double(frame) < $0.outPoint
          })
        let drawn = LottieEvaluation.canvasVertices(lottieLayer, at: Double(frame)).flatMap { $0 }
        for element in layer.path.elements {
          guard let point = element.endPoint else { continue }
          let expected = layer.transform.apply(to: point)
          let nearest =
            drawn.map {
              hypot($0.0 - expected.x * scale, $0.1 - expected.y * scale)
            }.min() ?? .infinity
          #expect(nearest <= 0.02 * scale, "\(layer.name) at frame \(frame)")
        }
      }
    }
  }

  @Test func layerOpacityFillAndStrokeColoursAreWritten() throws {
    let animation = try document()
    let front = try #require(layers(animation, named: "wave front").first)
    // A fade is written on the layer's group, not the layer (lottie-web's canvas).
    #expect(front.transform.opacity == .fixed(100))
    #expect(LottieEvaluation.opacity(front, at: 0) == 60)
    let items = LottieEvaluation.groups(front)[0].items
    let fill = try #require(items.compactMap { if case .fill(let f) = $0 { f } else { nil } }.first)
    #expect(fill.color == .fixed(LottieVector([1, 1, 1, 1])))
    #expect(fill.opacity == .fixed(80))
    #expect(fill.fillRule == 1)
    // The circle is filled and stroked: stroke listed first, drawn over the fill.
    let circle = try #require(layers(animation, named: "circle").first)
    let tags = LottieEvaluation.groups(circle)[0].items.map(\.typeTag)
    #expect(tags == ["sh", "st", "fl", "tr"])
  }

  @Test func theSpinnerIsTrimmedAsOnePath() throws {
    let animation = try document()
    let spinner = try #require(layers(animation, named: "spinner").first)
    let items = LottieEvaluation.groups(spinner)[0].items
    #expect(items.map(\.typeTag) == ["sh", "tm", "st", "tr"])
    let trim = try #require(items.compactMap { if case .trim(let t) = $0 { t } else { nil } }.first)
    #expect(trim.mode == 2)
    let stroke = try #require(
      items.compactMap { if case .stroke(let s) = $0 { s } else { nil } }.first)
    #expect(stroke.lineCap == 2)
    #expect(stroke.width == .fixed(3))
    for (frame, scene) in scenes.enumerated() {
      let layer = try #require(scene.layers.first { $0.name == "spinner" })
      let start = LottieEvaluation.scalar(trim.start, at: Double(frame))
      let end = LottieEvaluation.scalar(trim.end, at: Double(frame))
      // Within 0.01 pt along the arc, plus the rounding to 2 decimals of a percent.
      let bound = 100 * 0.01 / layer.path.length + 0.005 + 1e-9
      #expect(abs(start - layer.strokeStart * 100) <= bound)
      #expect(abs(end - layer.strokeEnd * 100) <= bound)
    }
  }

  @Test func aSpinningLayerTurnsAboutItsOriginWithAFixedPosition() throws {
    // The fixture's spinner is drawn about its origin and moved to (100, 35): only "r" moves.
    let spinner = try #require(layers(try document(scale: 2), named: "spinner").first)
    #expect(spinner.transform.anchor == .fixed(LottieVector([0, 0])))
    #expect(spinner.transform.position == .fixed(200, 70))
    #expect(spinner.transform.rotation.keyframes.count == 2)  // one turn a second: linear
  }

  @Test func aTrimmedStrokeOverAFillGetsItsOwnGroup() throws {
    let path = Fixtures.circle(center: SwellPoint(x: 50, y: 50), radius: 20)
    let scenes = (0..<10).map { k in
      SwellScene(
        size: SwellSize(width: 100, height: 100),
        layers: [
          ShapeLayer(
            name: "dial", path: path, fillColor: .white, strokeColor: .black, lineWidth: 4,
            fillRule: .evenOdd, strokeEnd: Double(k) / 9)
        ])
    }
    let layer = try #require(try LottieExporter(fps: 30).animation(from: scenes).layers.first)
    let groups = LottieEvaluation.groups(layer)
    #expect(groups.map(\.name) == ["Stroke", "Fill"])
    #expect(groups[0].items.map(\.typeTag) == ["sh", "tm", "st", "tr"])
    #expect(groups[1].items.map(\.typeTag) == ["sh", "fl", "tr"])
    let fill = groups[1].items.compactMap { if case .fill(let f) = $0 { f } else { nil } }.first
    #expect(fill?.fillRule == 2)
  }

  @Test func unchangingPropertiesAreStaticAndSteadyMotionIsTwoKeyframes() throws {
    let circle = Fixtures.circle(center: SwellPoint(x: 20, y: 20), radius: 10)
    let scenes = (0..<120).map { k in
      SwellScene(
        size: SwellSize(width: 300, height: 100), background: .white,
        layers: [
          ShapeLayer(
            name: "slide", path: circle, fillColor: .red,
            transform: .translation(x: 2 * Double(k), y: 0))
        ])
    }
    let animation = try LottieExporter(fps: 60).animation(from: scenes)
    let slide = try #require(layers(animation, named: "slide").first)
    #expect(slide.transform.position.x.keyframes.map(\.time) == [0, 119])
    #expect(!slide.transform.position.y.isAnimated)
    #expect(!slide.transform.rotation.isAnimated && !slide.transform.scale.isAnimated)
    #expect(
      LottieEvaluation.paths(LottieEvaluation.groups(slide)[0]).allSatisfy { !$0.shape.isAnimated })
    let background = try #require(layers(animation, named: "background").first)
    #expect(
      LottieEvaluation.paths(LottieEvaluation.groups(background)[0]).allSatisfy {
        !$0.shape.isAnimated
      })
    #expect(try animation.jsonData().count < 3000)
  }

  @Test func whatMovesIsWhatTheTransformSays() throws {
    // The fixture's circle is the same path under a moving transform: a static path.
    let circle = try #require(layers(try document(), named: "circle").first)
    let path = try #require(LottieEvaluation.paths(LottieEvaluation.groups(circle)[0]).first)
    #expect(!path.shape.isAnimated)
    #expect(circle.transform.position.isAnimated)
    // The same circle redrawn at a new centre each frame is a moving outline under a still
    // layer: the exporter writes what the scene says rather than guessing a slide.
    let redrawn = (0..<10).map { k in
      SwellScene(
        size: SwellSize(width: 100, height: 60),
        layers: [
          ShapeLayer(
            name: "dot",
            path: Fixtures.circle(center: SwellPoint(x: 10 + 5 * Double(k), y: 30), radius: 8),
            fillColor: .black)
        ])
    }
    let dot = try #require(try LottieExporter(fps: 30).animation(from: redrawn).layers.first)
    #expect(LottieEvaluation.paths(LottieEvaluation.groups(dot)[0])[0].shape.isAnimated)
    #expect(!dot.transform.position.isAnimated)
    // The spinner's arc changes shape: its path stays keyframed.
    let spinner = try #require(layers(try document(), named: "spinner").first)
    #expect(LottieEvaluation.paths(LottieEvaluation.groups(spinner)[0])[0].shape.isAnimated)
  }

  @Test func aChangeOfStructureStartsANewLayer() throws {
    let open = SwellPath(elements: [.move(to: .zero), .line(to: SwellPoint(x: 10, y: 10))])
    var closed = open
    closed.closeSubpath()
    let scenes = [open, open, closed, closed, open].map { path in
      SwellScene(
        size: SwellSize(width: 20, height: 20), layers: [ShapeLayer(name: "shape", path: path)])
    }
    let spans = try LottieExporter(fps: 10).animation(from: scenes).layers.map {
      [$0.inPoint, $0.outPoint]
    }
    #expect(spans == [[0, 2], [2, 4], [4, 5]])
  }

  /// A layer that leaves and comes back with the same structure is one Lottie layer, hidden
  /// while it is away: the same picture at every frame, its outline written once, and
  /// between two frames either what the earlier frame showed or nothing, never a fade.
  @Test func aLayerThatLeavesAndComesBackIsOneLayerHiddenInBetween() throws {
    let present: Set<Int> = [0, 1, 2, 3, 7, 8, 9]
    let scenes = (0..<10).map { k in
      SwellScene(
        size: SwellSize(width: 60, height: 20),
        layers: present.contains(k)
          ? [
            ShapeLayer(
              name: "square", path: rectanglePath(x: Double(4 * k), y: 5, width: 10, height: 10),
              fillColor: SwellColor(red: 1, green: 0, blue: 0))
          ] : [])
    }
    let layers = try LottieExporter(fps: 10).animation(from: scenes).layers
    #expect(layers.count == 1)
    let square = try #require(layers.first)
    #expect([square.inPoint, square.outPoint] == [0, 10])
    for k in 0..<10 {
      let opacity = LottieEvaluation.opacity(square, at: Double(k))
      #expect(opacity == (present.contains(k) ? 100 : 0), "frame \(k)")
      guard present.contains(k) else { continue }
      // The top-left corner is drawn where the frame puts it (a player starts a box anywhere).
      let corners = try #require(LottieEvaluation.canvasVertices(square, at: Double(k)).first)
      #expect(
        corners.contains { abs($0.0 - Double(4 * k)) <= 0.01 && abs($0.1 - 5) <= 0.01 },
        "frame \(k)")
    }
    #expect(LottieEvaluation.opacity(square, at: 3.5) == 100)
    #expect(LottieEvaluation.opacity(square, at: 6.5) == 0)
  }

  @Test func layersSharingANameStayApart() throws {
    let dot = Fixtures.circle(center: SwellPoint(x: 10, y: 10), radius: 5)
    let scene = SwellScene(
      size: SwellSize(width: 40, height: 20),
      layers: [
        ShapeLayer(name: "dot", path: dot, fillColor: .red),
        ShapeLayer(name: "dot", path: dot, fillColor: .black, transform: .translation(x: 20, y: 0)),
      ])
    let animation = try LottieExporter(fps: 10).animation(from: [scene, scene])
    #expect(animation.layers.count == 2)
    let front = animation.layers[0]
    #expect(LottieEvaluation.position(front.transform.position, at: 0) == [20, 0])
  }

  @Test func aSwapOfLayersBetweenFramesIsRefused() throws {
    let a = ShapeLayer(name: "a", path: Fixtures.circle(center: SwellPoint(x: 5, y: 5), radius: 2))
    let b = ShapeLayer(name: "b", path: Fixtures.circle(center: SwellPoint(x: 9, y: 5), radius: 2))
    let size = SwellSize(width: 20, height: 10)
    #expect {
      try LottieExporter(fps: 10).animation(from: [
        SwellScene(size: size, layers: [a, b]), SwellScene(size: size, layers: [b, a]),
      ])
    } throws: { error in
      guard case SwellError.invalidParameter(let name, _, _) = error else { return false }
      return name == "scenes[1].layers"
    }
  }

  /// Layers that never meet as neighbours but still swap (`a` behind `b` across `x`, then in
  /// front of it) leave no stack to write.
  @Test func aSwapAcrossAnotherLayerIsRefused() throws {
    let size = SwellSize(width: 20, height: 10)
    let (a, x, b) = (
      ShapeLayer(name: "a", path: Fixtures.circle(center: SwellPoint(x: 5, y: 5), radius: 2)),
      ShapeLayer(name: "x", path: Fixtures.circle(center: SwellPoint(x: 9, y: 5), radius: 2)),
      ShapeLayer(name: "b", path: Fixtures.circle(center: SwellPoint(x: 13, y: 5), radius: 2))
    )
    #expect {
      try LottieExporter(fps: 10).animation(from: [
        SwellScene(size: size, layers: [a, x, b]), SwellScene(size: size, layers: [b, a]),
      ])
    } throws: { error in
      guard case SwellError.invalidParameter(let name, let value, _) = error else { return false }
      return name == "scenes" && value == "layers in a cyclic order"
    }
  }

  @Test func aShearedLayerIsWrittenWithItsOutlineTransformed() throws {
    // A shear that grows from none: no Lottie transform without skew draws it, so the outline
    // carries it in every frame of the layer, the first (unsheared) one too.
    let scenes = slabScenes(
      rectanglePath(x: 10, y: 10, width: 40, height: 20),
      (0..<12).map { SwellTransform(a: 1, b: 0, c: 0.05 * Double($0), d: 1, tx: 5, ty: 0) })
    let layer = try #require(try LottieExporter(fps: 30).animation(from: scenes).layers.first)
    #expect(!layer.transform.position.isAnimated && !layer.transform.scale.isAnimated)
    #expect(!layer.transform.rotation.isAnimated)
    expectVertices(of: layer, at: scenes)
  }

  /// Any affine transform, sheared or not, from frame to frame: every vertex where the scene
  /// puts it (seeded random transforms; the oracle is `SwellTransform.apply`).
  @Test func anyTransformSequenceIsDrawnWhereTheSceneIs() throws {
    var random = SeededRandom(seed: 24)
    let box = rectanglePath(x: -10, y: -6, width: 20, height: 12)
    for _ in 0..<20 {
      let transforms = (0..<8).map { _ in
        SwellTransform(
          a: random.double(in: -2...2), b: random.double(in: -2...2),
          c: random.double(in: -2...2), d: random.double(in: -2...2),
          tx: random.double(in: 0...100), ty: random.double(in: 0...60))
      }
      let scenes = slabScenes(box, transforms)
      let layer = try #require(try LottieExporter(fps: 30).animation(from: scenes).layers.first)
      expectVertices(of: layer, at: scenes)
    }
  }

  /// One scene per transform, each of one black layer drawing `path` under it.
  private func slabScenes(_ path: SwellPath, _ transforms: [SwellTransform]) -> [SwellScene] {
    transforms.map { transform in
      SwellScene(
        size: SwellSize(width: 100, height: 60),
        layers: [ShapeLayer(name: "slab", path: path, fillColor: .black, transform: transform)])
    }
  }

  /// Each vertex of the first layer of each scene, placed by its transform, within 0.02 pt of a
  /// vertex the document draws at that frame.
  private func expectVertices(
    of layer: LottieLayer, at scenes: [SwellScene],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (frame, scene) in scenes.enumerated() {
      let drawn = LottieEvaluation.canvasVertices(layer, at: Double(frame)).flatMap { $0 }
      for element in scene.layers[0].path.elements {
        guard let point = element.endPoint else { continue }
        let expected = scene.layers[0].transform.apply(to: point)
        let nearest = drawn.map { hypot($0.0 - expected.x, $0.1 - expected.y) }.min() ?? .infinity
        #expect(nearest <= 0.02, "frame \(frame)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func theFixtureStaysSmall() throws {
    let data = try LottieExporter(fps: 60).jsonData(from: Fixtures.scenes(fps: 60, duration: 3))
    // Five animated layers for 3 s at 60 fps.
    #expect(data.count < 300_000, "\(data.count) bytes")
  }
}
