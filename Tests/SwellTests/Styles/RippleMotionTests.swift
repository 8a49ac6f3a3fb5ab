import Foundation
import Testing

@testable import Swell

/// Ripple as a designer reads it: waves big enough to see, passing each other at two speeds,
/// held below the revealed top however far the list is pulled, and a ring that sits in the
/// solid orange, clear of the waves.
@Suite struct RippleMotionTests {
  static let size = SwellSize(width: 375, height: 130)

  static func refreshing(_ style: RippleStyle, time: Double, pull: Double = 80) -> RefreshContext {
    RefreshContext(
      state: .refreshing, pullDistance: pull, timeInState: 2, size: size, time: time)
  }

  /// One wave's drawn edge, sampled every point across the header.
  static func edge(_ name: String, _ style: RippleStyle, _ context: RefreshContext) throws
    -> [Double]
  {
    let layer = try #require(PathProbe.layer(name, in: style.scene(in: context)))
    return try (0...374).map { x in try #require(PathProbe.curveY(atX: Double(x), in: layer.path)) }
  }

  /// How far (pt, leftward positive) `later` is `earlier` moved sideways: the shift that
  /// matches them best, from −40 to 40 pt.
  static func shift(_ earlier: [Double], _ later: [Double]) -> Int {
    (-40...40).min { a, b in
      func error(_ s: Int) -> Double {
        (60..<315).map { x in pow(later[x] - earlier[x + s], 2) }.reduce(0, +)
      }
      return error(a) < error(b)
    } ?? 0
  }

  /// The ring stays lit as refreshing takes over from the armed pull: at 120 fps through the
  /// standard interaction, from the moment it is fully armed until the refresh ends, it never
  /// dims (a designer saw it fall to a third for a tenth of a second after the release, the
  /// armed ring fading out while the refreshing one faded in).
  @Test func theRingDoesNotBlinkWhenRefreshingTakesOver() throws {
    let style = RippleStyle()
    var lowest: (opacity: Double, time: Double)?
    var lit = false
    for frame in try Simulation(style: style).frames(fps: 120) {
      let state = frame.context.state
      if state == .armed && frame.context.armLevel == 1 { lit = true }
      guard lit else { continue }
      if state != .armed && state != .refreshing { break }
      let ring = try #require(
        PathProbe.layer("ripple.indicator", in: style.scene(in: frame.context)))
      if ring.opacity < lowest?.opacity ?? .infinity { lowest = (ring.opacity, frame.time) }
    }
    let found = try #require(lowest, "the pull never armed fully")
    #expect(found.opacity > 0.99, "the ring dims to \(found.opacity) at \(found.time) s")
  }

  @Test func wavesBigEnoughToReadAtTwoSpeeds() throws {
    let style = RippleStyle()
    let dt = 0.2
    var speeds: [String: Double] = [:]
    for name in ["ripple.backWave", "ripple.frontWave"] {
      let now = try Self.edge(name, style, Self.refreshing(style, time: 2))
      let later = try Self.edge(name, style, Self.refreshing(style, time: 2 + dt))
      let height = (now.max() ?? 0) - (now.min() ?? 0)
      #expect(height >= 12, "\(name) rises and falls \(height) pt")
      // Crests across the header: a wavelength short enough to read as waves.
      let crests = (1..<374).filter { now[$0] < now[$0 - 1] && now[$0] <= now[$0 + 1] }.count
      #expect(crests >= 2, "\(name) has \(crests) crests across 375 pt")
      speeds[name] = Double(Self.shift(now, later)) / dt
    }
    let back = try #require(speeds["ripple.backWave"])
    let front = try #require(speeds["ripple.frontWave"])
    #expect(abs(back) >= 40 && abs(front) >= 40, "speeds \(speeds) pt/s")
    #expect(abs(front - back) >= 0.3 * abs(back), "the waves move as one: \(speeds) pt/s")
    // The seed keeps its one speed and its 4 pt.
    let seed = RippleStyle.seed
    #expect(seed.frontFlowSpeed == seed.flowSpeed && seed.amplitude == 4 && seed.cycles == 1.5)
  }

  @Test(arguments: [80.0, 130, 200, 320])
  func theBandStaysAtTheRevealedTop(pull: Double) throws {
    let style = RippleStyle()
    let context = Self.refreshing(style, time: 1.3, pull: pull)
    let revealedTop = Self.size.height - pull
    for name in ["ripple.backWave", "ripple.frontWave"] {
      let edge = try Self.edge(name, style, context)
      let mean = edge.reduce(0, +) / Double(edge.count)
      #expect(
        abs(mean - (revealedTop + style.waveBaseline)) < 3,
        "\(name) at a \(pull) pt pull: mean \(mean), revealed top \(revealedTop)")
    }
    // The orange reaches the revealed top: nothing of the window shows above it.
    let arc = try #require(PathProbe.layer("ripple.arc", in: style.scene(in: context)))
    #expect(arc.path.boundingBox.minY <= revealedTop + 1e-9)
  }

  @Test func theRingSitsInTheSolidOrangeClearOfTheWaves() throws {
    let style = RippleStyle()
    for time in stride(from: 0.0, through: 4.2, by: 1.0 / 60) {
      var context = Self.refreshing(style, time: time)
      context.armLevel = 1
      let scene = style.scene(in: context)
      let ring = try #require(PathProbe.layer("ripple.indicator", in: scene))
      // The ring's circle, and half its 2.5 pt line beyond it.
      let box = ring.path.applying(ring.transform).boundingBox
      let (top, bottom) = (box.minY - 1.25, box.maxY + 1.25)
      for name in ["ripple.backWave", "ripple.frontWave"] {
        let lowest = try Self.edge(name, style, context).max() ?? 0
        #expect(
          top >= lowest + 2, "the ring's top \(top) among the waves (to \(lowest)) at \(time) s")
      }
      // Above the arc's sides, where the orange is solid across.
      let arc = try #require(PathProbe.layer("ripple.arc", in: scene))
      let sides = try #require(PathProbe.curveY(atX: 0, in: arc.path))
      #expect(bottom <= sides, "the ring's bottom \(bottom) below the orange's sides \(sides)")
    }
  }
}
