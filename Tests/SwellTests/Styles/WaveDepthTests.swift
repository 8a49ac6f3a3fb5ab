import Foundation
import Testing

@testable import Swell

/// Wave as a designer reads it: two waves with a wavelength and a speed of their own, so the
/// water has depth instead of sliding as one rigid shape, and a breath you can see while it
/// refreshes (the amplitude drifted 12 → 10.2 pt over a 1.5 s refresh).
@Suite struct WaveDepthTests {
  static let size = SwellSize(width: 375, height: 60)

  static func context(time: Double) -> RefreshContext {
    RefreshContext(
      state: .refreshing, pullDistance: 60, timeInState: time, size: size, time: time)
  }

  /// A wave's drawn surface, sampled every point across the header.
  static func surface(_ name: String, _ context: RefreshContext) throws -> [Double] {
    let layer = try #require(PathProbe.layer(name, in: WaveStyle().scene(in: context)))
    return try (0...374).map { x in try #require(PathProbe.curveY(atX: Double(x), in: layer.path)) }
  }

  /// The crests' x positions (the surface's local minima of y).
  static func crests(_ ys: [Double]) -> [Int] {
    (1..<(ys.count - 1)).filter { ys[$0] < ys[$0 - 1] && ys[$0] <= ys[$0 + 1] }
  }

  /// How far `later` is `earlier` moved sideways (pt, leftward positive), best match in ±60.
  static func shift(_ earlier: [Double], _ later: [Double]) -> Int {
    func error(_ s: Int) -> Double {
      (70..<305).map { x in pow(later[x] - earlier[x + s], 2) }.reduce(0, +)
    }
    return (-60...60).min { error($0) < error($1) } ?? 0
  }

  @Test func theWavesHaveTheirOwnWavelengthAndSpeed() throws {
    let dt = 0.2
    var speed: [String: Double] = [:]
    var wavelength: [String: Double] = [:]
    for name in ["wave.back", "wave.front"] {
      let now = try Self.surface(name, Self.context(time: 3))
      let later = try Self.surface(name, Self.context(time: 3 + dt))
      speed[name] = Double(Self.shift(now, later)) / dt
      // The wavelength from the surface's own period: the shift (beyond a quarter of the
      // width) at which it best matches itself.
      let period = (90...374).min { a, b in
        func error(_ s: Int) -> Double {
          (0..<(375 - s)).map { pow(now[$0 + s] - now[$0], 2) }.reduce(0, +) / Double(375 - s)
        }
        return error(a) < error(b)
      }
      wavelength[name] = Double(period ?? 0)
    }
    let (back, front) = (try #require(speed["wave.back"]), try #require(speed["wave.front"]))
    #expect(back > 0 && front > 0, "both flow left: \(speed)")
    #expect(front - back >= 0.3 * back, "one rigid shape: speeds \(speed) pt/s")
    let (far, near) = (
      try #require(wavelength["wave.back"]), try #require(wavelength["wave.front"])
    )
    #expect(far - near >= 0.3 * near, "one wavelength: \(wavelength) pt")
  }

  @Test func theBreathShowsWhileRefreshing() throws {
    // The front wave's height, peak to trough, at 30 fps through a 1.5 s refresh.
    var heights: [Double] = []
    for frame in 0...45 {
      let ys = try Self.surface("wave.front", Self.context(time: 0.5 + Double(frame) / 30))
      heights.append((ys.max() ?? 0) - (ys.min() ?? 0))
    }
    let breath = (heights.max() ?? 0) - (heights.min() ?? 0)
    // At full pull the amplitude breathes between 4 and 12 pt (armed, 35 % more): a change of
    // at least 8 pt of height shows.
    #expect(breath >= 8, "the front wave's height changes \(breath) pt in 1.5 s")
  }

  @Test func theSeedKeepsOneWavelengthAndOneSpeed() {
    let seed = WaveStyle.seed
    #expect(seed.backPeriods == seed.periods && seed.backFlowSpeed == seed.flowSpeed)
    #expect(seed.breathingPeriod == 20.0 / 3)
  }
}
