import Foundation
import SwellTestSupport
import Testing

@testable import Swell

@Suite struct SineWaveTests {
  /// The true wave, written out independently of `SineWave.y(at:)`.
  static func trueY(_ wave: SineWave, _ x: Double) -> Double {
    wave.amplitude * sin(wave.angularFrequency * x + wave.phase) + wave.baseline
  }

  /// The cubic Bézier p0 → c1 → c2 → p3 at parameter s.
  static func bezier(
    _ p0: SwellPoint, _ c1: SwellPoint, _ c2: SwellPoint, _ p3: SwellPoint, _ s: Double
  ) -> SwellPoint {
    let r = 1 - s
    return p0 * (r * r * r) + c1 * (3 * r * r * s) + c2 * (3 * r * s * s) + p3 * (s * s * s)
  }

  /// The curves of a path that starts with a move and continues with cubic Béziers only.
  static func curves(of path: SwellPath) -> [(SwellPoint, SwellPoint, SwellPoint, SwellPoint)] {
    var result: [(SwellPoint, SwellPoint, SwellPoint, SwellPoint)] = []
    var current = SwellPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p): current = p
      case .curve(let p, let c1, let c2):
        result.append((current, c1, c2, p))
        current = p
      default: Issue.record("unexpected element \(element)")
      }
    }
    return result
  }

  /// The largest vertical distance between the path and the true wave, sampling the path at
  /// `samples` points or more in all, as a fraction of the amplitude.
  static func worstError(_ wave: SineWave, _ path: SwellPath, samples: Int = 10_000) -> Double {
    let pieces = curves(of: path)
    let perCurve = max(samples / max(pieces.count, 1), 200)
    var worst = 0.0
    for (p0, c1, c2, p3) in pieces {
      for i in 0...perCurve {
        let point = bezier(p0, c1, c2, p3, Double(i) / Double(perCurve))
        worst = max(worst, abs(point.y - trueY(wave, point.x)))
      }
    }
    return worst / wave.amplitude
  }

  @Test func valueAndSlope() throws {
    let wave = try SineWave(amplitude: 8, wavelength: 375, phase: 0.3, baseline: 20)
    let omega = 2 * Double.pi / 375
    expectClose(wave.angularFrequency, omega, tolerance: 1e-15)
    expectClose(wave.wavelength, 375, tolerance: 1e-12)
    for x in stride(from: -100.0, through: 500, by: 12.5) {
      expectClose(wave.y(at: x), 8 * sin(omega * x + 0.3) + 20, tolerance: 1e-12)
      expectClose(wave.slope(at: x), 8 * omega * cos(omega * x + 0.3), tolerance: 1e-12)
    }
    #expect(wave.y(at: .nan) == wave.y(at: 0))
  }

  @Test func randomWavesStayWithinTheBound() throws {
    var random = SeededRandom(seed: 0x5157_4156_4531)
    var worst = 0.0
    for _ in 0..<300 {
      let wavelength = random.double(in: 20...800)
      let wave = try SineWave(
        amplitude: random.double(in: 0.5...50), wavelength: wavelength,
        phase: random.double(in: -50...50), baseline: random.double(in: -100...100))
      let x0 = random.double(in: -500...500)
      let span = wavelength * random.double(in: 0...3.2)
      let x1 = Bool.random(using: &random) ? x0 + span : x0 - span
      let path = wave.path(from: x0, to: x1)
      let error = Self.worstError(wave, path)
      worst = max(worst, error)
      #expect(error <= 1e-4, "A \(wave.amplitude) λ \(wavelength) φ \(wave.phase) \(x0)…\(x1)")
      // At most 4 curves a period plus a partial one at each end.
      let curves = Self.curves(of: path).count
      #expect(Double(curves) <= 4 * span / wavelength + 2, "\(curves) curves over \(span)")
      // Ends exactly on the requested x, on the wave.
      #expect(path.elements.first == .move(to: SwellPoint(x: x0, y: wave.y(at: x0))))
      #expect(path.elements.last?.endPoint?.x == x1)
      expectClose(path.elements.last?.endPoint?.y ?? .nan, Self.trueY(wave, x1), tolerance: 1e-9)
    }
    #expect(worst > 1e-5, "the sampling should see the approximation error: \(worst)")
  }

  @Test func everyPieceOfAQuarterStaysWithinTheBound() throws {
    // Partial pieces of every length starting at every offset within a quarter.
    let quarter = Double.pi / 2
    for phaseStep in 0..<40 {
      let wave = try SineWave(
        amplitude: 1, angularFrequency: 1, phase: Double(phaseStep) * quarter / 40)
      for lengthStep in 1...40 {
        let path = wave.path(from: 0, to: Double(lengthStep) * quarter / 40)
        #expect(Self.worstError(wave, path, samples: 2000) <= 1e-4)
        #expect(Self.curves(of: path).count <= 2)
      }
    }
  }

  @Test func densePiecesOfEveryQuarterStayNearTheBestFit() throws {
    // Every (start, length) on a 96 × 96 grid of each of the four quarters, sampled densely:
    // the best single cubic for a whole quarter misses by 5.84e-5, and partial pieces, whose
    // handles come from a table, must stay about as close, well inside the 1e-4 promise.
    let quarter = Double.pi / 2
    let steps = 96
    var worst = 0.0
    for q in 0..<4 {
      for startStep in 0..<steps {
        let offset = quarter * Double(startStep) / Double(steps)
        let wave = try SineWave(
          amplitude: 1, angularFrequency: 1, phase: Double(q) * quarter + offset)
        for lengthStep in 1...steps {
          let length = (quarter - offset) * Double(lengthStep) / Double(steps)
          let path = wave.path(from: 0, to: length)
          worst = max(worst, Self.worstError(wave, path, samples: 300))
          #expect(Self.curves(of: path).count <= 2)
        }
      }
    }
    #expect(worst <= 6.5e-5, "worst \(worst)")
    #expect(worst > 5e-5, "the sampling should see the whole quarter's error: \(worst)")
  }

  @Test func aSpanEndingOnAQuarterBoundaryEndsWithAWholeQuarter() throws {
    // sin from 0 to π is symmetric about π/2: the second quarter, which ends exactly at the
    // end of the span, must be the mirror image of the first, a whole quarter's best cubic.
    let wave = try SineWave(amplitude: 1, angularFrequency: 1)
    let pieces = Self.curves(of: wave.path(from: 0, to: Double.pi))
    try #require(pieces.count == 2)
    let (first, second) = (pieces[0], pieces[1])
    expectClose(second.2.x, Double.pi - first.1.x, tolerance: 1e-12)
    expectClose(second.2.y, first.1.y, tolerance: 1e-12)
    expectClose(second.1.x, Double.pi - first.2.x, tolerance: 1e-12)
    expectClose(second.1.y, first.2.y, tolerance: 1e-12)
    #expect(second.3.x == Double.pi)
  }

  @Test func curvesFollowTheWavesTangent() throws {
    let wave = try SineWave(amplitude: 12, wavelength: 200, phase: 1, baseline: 40)
    for (p0, c1, c2, p3) in Self.curves(of: wave.path(from: -37, to: 512)) {
      let slope = { (x: Double) in 12 * wave.angularFrequency * cos(wave.angularFrequency * x + 1) }
      expectClose((c1.y - p0.y) / (c1.x - p0.x), slope(p0.x), tolerance: 1e-9)
      expectClose((p3.y - c2.y) / (p3.x - c2.x), slope(p3.x), tolerance: 1e-9)
      #expect(c1.x > p0.x && c2.x < p3.x)
    }
  }

  @Test func oneScreenWidePeriodNeedsAHandfulOfCurves() throws {
    // The wave seed drew 375 line segments for this; here it is at most 6 curves.
    let wave = try SineWave(amplitude: 8, wavelength: 375, phase: 0.7, baseline: 20)
    let path = wave.path(from: 0, to: 375)
    #expect(Self.curves(of: path).count <= 6)
    #expect(Self.curves(of: path).count >= 4)
  }

  @Test func flatWaveAndEmptySpan() throws {
    let flat = try SineWave(amplitude: 0, wavelength: 100, phase: 2, baseline: 33)
    for (p0, c1, c2, p3) in Self.curves(of: flat.path(from: 0, to: 250)) {
      #expect([p0.y, c1.y, c2.y, p3.y].allSatisfy { $0 == 33 })
    }
    let wave = try SineWave(amplitude: 5, wavelength: 100)
    #expect(
      wave.path(from: 10, to: 10).elements == [.move(to: SwellPoint(x: 10, y: wave.y(at: 10)))])
    #expect(wave.path(from: .nan, to: 50).elements.first == .move(to: SwellPoint(x: 0, y: 0)))
  }

  @Test func filledPathClosesToTheGivenLine() throws {
    let wave = try SineWave(amplitude: 6, wavelength: 120, phase: 0.2, baseline: 10)
    let filled = wave.filledPath(from: 0, to: 300, closingAt: 64)
    let open = wave.path(from: 0, to: 300)
    #expect(Array(filled.elements.prefix(open.elements.count)) == open.elements)
    #expect(
      Array(filled.elements.suffix(3)) == [
        .line(to: SwellPoint(x: 300, y: 64)), .line(to: SwellPoint(x: 0, y: 64)), .closeSubpath,
      ])
    // Closing upward works the same way.
    #expect(
      wave.filledPath(from: 300, to: 0, closingAt: -5).elements.suffix(3).first
        == .line(to: SwellPoint(x: 0, y: -5)))
  }

  @Test func hugeSpansAreCutNotTrapped() throws {
    let wave = try SineWave(amplitude: 1, wavelength: 10)
    let path = wave.path(from: 0, to: 1e9)
    #expect(path.elements.count <= SineWave.maximumPieces + 1)
    let far = try SineWave(amplitude: 1, angularFrequency: 1)
    #expect(far.path(from: 1e17, to: 1e17 + 100).isFinite)
  }

  @Test func badParametersAreRejected() {
    for bad in [-1, Double.nan, .infinity] {
      expectRejection(naming: "amplitude") {
        _ = try SineWave(amplitude: bad, angularFrequency: 1)
      }
    }
    for bad in [0, -1, Double.nan, .infinity] {
      expectRejection(naming: "angularFrequency") {
        _ = try SineWave(amplitude: 1, angularFrequency: bad)
      }
      expectRejection(naming: "wavelength") { _ = try SineWave(amplitude: 1, wavelength: bad) }
    }
    expectRejection(naming: "wavelength") {
      _ = try SineWave(amplitude: 1, wavelength: .leastNonzeroMagnitude)
    }
    for bad in [Double.nan, .infinity] {
      expectRejection(naming: "phase") {
        _ = try SineWave(amplitude: 1, wavelength: 10, phase: bad)
      }
      expectRejection(naming: "baseline") {
        _ = try SineWave(amplitude: 1, wavelength: 10, baseline: bad)
      }
    }
  }

  @Test func codableRoundTrip() throws {
    let wave = try SineWave(amplitude: 4, wavelength: 250, phase: 10, baseline: 20)
    #expect(try JSONDecoder().decode(SineWave.self, from: JSONEncoder().encode(wave)) == wave)
  }
}
