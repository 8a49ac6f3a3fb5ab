import Foundation
import Testing

@testable import Swell

/// Bend as a thumb plays it, frame by frame at 120 fps: the balls come out of the bump (it cuts
/// them along its own surface, not along a straight line inside it), they never sink back
/// after the release, and the bump flattens along a spring that rebounds past flat.
@Suite struct BendMotionTests {
  static let size = SwellSize(width: 375, height: 100)

  /// A pull past the trigger, a release while the finger still moves, a refresh of 1.5 s.
  /// With `hold`, the finger stops that long before letting go.
  static func frames(
    _ style: BendStyle, language: SwellLanguage = .english, hold: Double = 0
  ) throws -> [(time: Double, context: RefreshContext)] {
    let interaction = try Interaction(steps: [
      .pull(to: .triggerMultiple(1.3), duration: 0.5, curve: .easeIn),
      .hold(duration: hold),
      .release(velocity: hold > 0 ? 0 : 300),
      .refresh(duration: 1.5),
    ])
    var simulation = try Simulation(style: style, interaction: interaction, viewportHeight: 667)
    simulation.texts = RefreshTexts(language: language)
    return try simulation.frames(fps: 120).map { ($0.time, $0.context) }
  }

  static func balls(_ scene: SwellScene) -> [(index: Int, layer: ShapeLayer)] {
    scene.layers.enumerated().filter { $0.element.name.hasPrefix("bend.ball") }
      .map { ($0.offset, $0.element) }
  }

  /// The ball's centre and radius, from its drawn circle.
  static func circle(_ layer: ShapeLayer) -> (center: SwellPoint, radius: Double)? {
    let box = layer.placedPath.boundingBox
    guard box.width > 0 else { return nil }
    return (SwellPoint(x: box.midX, y: box.midY), box.width / 2)
  }

  /// The drawn bump's surface at `x`: its one quadratic curve, evaluated (its control point's
  /// x is the middle, so x runs linearly along it).
  static func surface(of hill: ShapeLayer, atX x: Double) -> Double? {
    guard case .move(let start) = hill.path.elements.first else { return nil }
    for case .quadCurve(let end, let control) in hill.path.elements {
      let t = (x - start.x) / (end.x - start.x)
      return (1 - t) * (1 - t) * start.y + 2 * t * (1 - t) * control.y + t * t * end.y
    }
    return nil
  }

  @Test func armedBallsPeekOutOfTheBumpsSurface() throws {
    let style = BendStyle()
    let frames = try Self.frames(style, hold: 0.3)
    var checked = 0
    for frame in frames where frame.context.state == .armed && frame.context.armLevel >= 0.999 {
      let scene = style.scene(in: frame.context)
      let hill = try #require(scene.layers.firstIndex { $0.name == "bend.shape" })
      for (index, ball) in Self.balls(scene) {
        // The bump is drawn over the ball, so it cuts it along its surface…
        #expect(index < hill, "ball \(ball.name) is drawn over the bump")
        let (center, r) = try #require(Self.circle(ball))
        let surface = try #require(Self.surface(of: scene.layers[hill], atX: center.x))
        // …and the part above it shows: a good share of the ball, not a sliver.
        let shown = surface - (center.y - r)
        #expect(shown >= 0.4 * 2 * r && shown <= 0.5 * 2 * r, "\(ball.name) shows \(shown) pt")
        checked += 1
      }
    }
    #expect(checked >= 40, "armed frames checked: \(checked / 4)")
  }

  @Test func releasedBallsNeverSinkAndNeverLeaveTheBand() throws {
    let style = BendStyle()
    let frames = try Self.frames(style)
    var previous: [String: Double] = [:]
    var sawRelease = false
    for frame in frames {
      let state = frame.context.state
      let fingerDown: Bool
      switch state {
      case .pulling, .armed: fingerDown = true
      case .idle, .refreshing, .finishing: fingerDown = false
      }
      if fingerDown {
        // Where each ball was drawn under the finger: the release goes on from there.
        for pair in Self.balls(style.scene(in: frame.context)) {
          previous[pair.layer.name] = Self.circle(pair.layer)?.center.y
        }
        continue
      }
      guard state == .refreshing else {
        previous = [:]
        continue
      }
      sawRelease = true
      let scene = style.scene(in: frame.context)
      let elapsed = frame.context.timeInState
      for (place, pair) in Self.balls(scene).enumerated() {
        let (center, r) = try #require(Self.circle(pair.layer))
        // Always in view: above the content's top, which is flat by then or the bump's.
        #expect(
          center.y + r < Self.size.height - 1, "\(pair.layer.name) under the list at \(frame.time)")
        // Until its float begins, it only ever rises.
        let floatStart = style.riseDuration + style.floatStagger * Double(place)
        if elapsed < floatStart, let before = previous[pair.layer.name] {
          #expect(center.y <= before + 1e-9, "\(pair.layer.name) sank at \(frame.time) s")
          // Rising, but never a jump (a quick let-go popped them up by what the arm lacked):
          // at most what the rise's ease-out moves in a frame.
          let step = style.riseHeight * 3 / style.riseDuration / 120
          #expect(before - center.y <= step, "\(pair.layer.name) jumped at \(frame.time) s")
        }
        previous[pair.layer.name] = center.y
      }
    }
    #expect(sawRelease)
  }

  @Test func theFlattenIsASpringThatReboundsPastFlat() throws {
    let style = BendStyle()
    // The bend, a fraction of the bend at release, every 120th of a second for a second.
    let values = (0...120).map { style.releaseFraction(after: Double($0) / 120) }
    let firstFlat = try #require(values.firstIndex { $0 < 0.01 })
    let rebound = values[firstFlat...].max() ?? 0
    #expect(rebound >= 0.1, "the edge rebounds \(rebound) of its bend after flattening")
    #expect(values.last! < 0.005, "still moving after a second: \(values.last!)")
    // An independent solution: an underdamped spring with ζ = 1 − bounce and period T has
    // its first overshoot exp(−ζπ/√(1 − ζ²)).
    let zeta = 1 - style.flattenBounce
    let overshoot = exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
    #expect(abs(rebound - overshoot) < 0.01)
    // The seed keeps its keyframes: flat after 0.2 s, and flat it stays.
    let seed = (0...120).map { BendStyle.seed.releaseFraction(after: Double($0) / 120) }
    #expect(seed[24...].allSatisfy { $0 == 0 })
  }

  @Test func rightToLeftTheBallsRiseFromTheRight() throws {
    let style = BendStyle()
    func firstToMove(_ language: SwellLanguage) throws -> String? {
      let frames = try Self.frames(style, language: language)
      guard let release = frames.firstIndex(where: { $0.context.state == .refreshing })
      else { return nil }
      let start = Self.balls(style.scene(in: frames[release].context))
      let later = Self.balls(style.scene(in: frames[release + 6].context))
      let moved = zip(start, later).map { pair in
        (
          pair.0.layer.name,
          (Self.circle(pair.0.layer)?.center.y ?? 0)
            - (Self.circle(pair.1.layer)?.center.y ?? 0)
        )
      }
      return moved.max { $0.1 < $1.1 }?.0
    }
    #expect(try firstToMove(.english) == "bend.ball0")
    #expect(try firstToMove(.arabic) == "bend.ball3")
  }
}
