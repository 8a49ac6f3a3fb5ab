import Foundation
import SwellTestSupport
import Testing

@testable import Swell

@Suite struct RubberBandTests {
  /// The published formula, written out here as the oracle.
  func formula(_ x: Double, _ d: Double, _ c: Double = 0.55) -> Double {
    (1 - 1 / (x * c / d + 1)) * d
  }

  @Test func publishedValues() {
    let band = RubberBand.standard
    // The values the issue quotes for d = 800.
    expectClose(band.displacement(forOverscroll: 100, dimension: 800), 51.462, tolerance: 5e-4)
    expectClose(band.displacement(forOverscroll: 400, dimension: 800), 172.549, tolerance: 5e-4)
  }

  @Test(arguments: [1.0, 10, 73.5, 250, 1000, 5000])
  func matchesTheFormula(_ x: Double) throws {
    for d in [400.0, 667, 800] {
      expectClose(RubberBand.standard.displacement(forOverscroll: x, dimension: d), formula(x, d))
      let stiff = try RubberBand(coefficient: 0.3)
      expectClose(stiff.displacement(forOverscroll: x, dimension: d), formula(x, d, 0.3))
    }
  }

  @Test func inverseAndSlope() {
    let band = RubberBand.standard
    var random = SeededRandom(seed: 7)
    for _ in 0..<200 {
      let x = random.double(in: 0...3000)
      let d = random.double(in: 200...1000)
      let b = band.displacement(forOverscroll: x, dimension: d)
      expectClose(band.overscroll(forDisplacement: b, dimension: d), x, tolerance: 1e-6 * (1 + x))
      // The slope against a central difference of the formula.
      let h = 1e-4
      let numeric = (formula(x + h, d) - formula(max(0, x - h), d)) / (x + h - max(0, x - h))
      expectClose(band.slope(atOverscroll: x, dimension: d), numeric, tolerance: 1e-6)
    }
    #expect(band.displacement(forOverscroll: -5, dimension: 800) == -5)
    #expect(band.slope(atOverscroll: -5, dimension: 800) == 1)
    #expect(band.overscroll(forDisplacement: 900, dimension: 800).isFinite)
  }

  @Test(arguments: [0.0, -1, .nan, .infinity, 11])
  func rejectsBadCoefficients(_ c: Double) {
    #expect(throws: SwellError.self) { try RubberBand(coefficient: c) }
  }

  @Test func decodingValidates() throws {
    let decoded = try JSONDecoder().decode(
      RubberBand.self, from: Data("{\"coefficient\": 0.3}".utf8))
    #expect(decoded.coefficient == 0.3)
    #expect(throws: SwellError.self) {
      try JSONDecoder().decode(RubberBand.self, from: Data("{\"coefficient\": -1}".utf8))
    }
  }
}
