import SwellTestSupport
import Testing

@testable import Swell

/// Random paths from a seeded generator: the same cases on every run and platform.
@Suite struct PathPropertyTests {
  static func randomPath(_ random: inout SeededRandom) -> SwellPath {
    func point(_ random: inout SeededRandom) -> SwellPoint {
      SwellPoint(x: random.double(in: -100...100), y: random.double(in: -100...100))
    }
    var path = SwellPath()
    path.move(to: point(&random))
    let count = Int(random.next() % 8) + 1
    for _ in 0..<count {
      switch random.next() % 10 {
      case 0: path.move(to: point(&random))
      case 1: path.closeSubpath()
      case 2, 3: path.addLine(to: point(&random))
      case 4, 5: path.addQuadCurve(to: point(&random), control: point(&random))
      default: path.addCurve(to: point(&random), control1: point(&random), control2: point(&random))
      }
    }
    return path
  }

  static let paths: [SwellPath] = {
    var random = SeededRandom(seed: 0x5EED_2)
    return (0..<60).map { _ in randomPath(&random) }
  }()

  @Test func boundingBoxContainsEverySampleAndIsTight() {
    for path in Self.paths {
      let box = path.boundingBox
      let samples = BezierOracle.samples(of: path, perPiece: 2_000)
      for p in samples {
        #expect(p.x >= box.minX - 1e-9 && p.x <= box.maxX + 1e-9, "\(p) outside \(box)")
        #expect(p.y >= box.minY - 1e-9 && p.y <= box.maxY + 1e-9, "\(p) outside \(box)")
      }
      // Tight: every edge is reached by the samples (within the sampling step's O(h²) miss).
      let moves = path.elements.compactMap { if case .move(let p) = $0 { p } else { nil } }
      let all = samples + moves
      #expect(abs((all.map(\.x).min() ?? 0) - box.minX) < 1e-3)
      #expect(abs((all.map(\.x).max() ?? 0) - box.maxX) < 1e-3)
      #expect(abs((all.map(\.y).min() ?? 0) - box.minY) < 1e-3)
      #expect(abs((all.map(\.y).max() ?? 0) - box.maxY) < 1e-3)
    }
  }

  @Test func lengthMatchesDenseIntegration() {
    for path in Self.paths {
      let oracle = BezierOracle.length(of: path, steps: 20_000)
      // Simpson converges slowly only at cusps, which random control points rarely make.
      #expect(isClose(path.length, oracle, absolute: 1e-9, relative: 1e-7), "\(path.svgPathData)")
    }
  }

  @Test func trimmingKeepsTheRightLength() {
    var random = SeededRandom(seed: 42)
    for path in Self.paths {
      let length = path.length
      #expect(isClose(path.trimmed(from: 0, to: 1).length, length, absolute: 0, relative: 1e-12))
      for _ in 0..<5 {
        let x = random.double(in: 0...1)
        let y = random.double(in: 0...1)
        let (a, b) = (min(x, y), max(x, y))
        let piece = path.trimmed(from: a, to: b)
        let expected = (b - a) * length
        #expect(
          isClose(piece.length, expected, absolute: 1e-12 * length, relative: 1e-6),
          "trimmed(\(a), \(b)) of \(path.svgPathData): \(piece.length) vs \(expected)")
        // The pieces before and after join up with it.
        let before = path.trimmed(from: 0, to: a)
        let after = path.trimmed(from: b, to: 1)
        #expect(
          isClose(
            before.length + piece.length + after.length, length, absolute: 1e-9, relative: 1e-9))
        if let end = before.elements.last?.endPoint, let start = piece.elements.first?.endPoint {
          expectClose(end, start, tolerance: 1e-7)
        }
      }
    }
  }

  @Test func trimmedPiecesStartAndEndAtTheRightDistance() throws {
    var random = SeededRandom(seed: 7)
    for path in Self.paths.prefix(12) {
      let length = path.length
      let (x, y) = (random.double(in: 0...1), random.double(in: 0...1))
      let (a, b) = (min(x, y), max(x, y))
      let piece = path.trimmed(from: a, to: b)
      guard let start = BezierOracle.point(of: path, atDistance: a * length),
        let end = BezierOracle.point(of: path, atDistance: b * length)
      else {
        Issue.record("the oracle found no point")
        continue
      }
      expectClose(try #require(piece.elements.first?.endPoint), start, tolerance: 1e-5)
      expectClose(try #require(piece.elements.last?.endPoint), end, tolerance: 1e-5)
    }
  }

  @Test func flatteningStaysWithinTolerance() {
    for path in Self.paths.prefix(20) {
      let flat = path.flattened(tolerance: 0.25)
      let lines = BezierOracle.pieces(of: flat)
      for p in BezierOracle.samples(of: path, perPiece: 200) {
        var nearest = Double.infinity
        for s in lines {
          nearest = min(nearest, BezierOracle.distance(from: p, toSegment: s[0], s[1]))
        }
        #expect(nearest <= 0.25)
      }
    }
  }
}
