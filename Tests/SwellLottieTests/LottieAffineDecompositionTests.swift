import Foundation
import Swell
import SwellTestSupport
import Testing

@testable import SwellLottie

/// T(p) · R(θ) · S(sx, sy), multiplied out by hand.
private func recompose(_ part: LottieAffineDecomposition) -> [Double] {
  let (c, s) = (cos(part.rotation), sin(part.rotation))
  // R(θ)·S = [c·sx, −s·sy; s·sx, c·sy], columns (a, b) and (c, d).
  return [
    c * part.scaleX, s * part.scaleX, -s * part.scaleY, c * part.scaleY, part.position.x,
    part.position.y,
  ]
}

private func coefficients(_ m: SwellTransform) -> [Double] {
  [m.a, m.b, m.c, m.d, m.tx, m.ty]
}

private func expectEqual(
  _ actual: [Double], _ expected: [Double], tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let error = zip(actual, expected).map { abs($0 - $1) }.max() ?? 0
  #expect(error <= tolerance, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

@Suite struct LottieAffineDecompositionTests {
  @Test func rotationsAndScalesRecompose() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<2000 {
      let angle = random.double(in: -10...10)
      let sx = random.double(in: -3...3)
      let sy = random.double(in: -3...3)
      let center = SwellPoint(x: random.double(in: 0...375), y: random.double(in: 0...120))
      let m = SwellTransform.scale(x: sx, y: sy)
        .concatenating(.rotation(angle, about: center))
        .concatenating(.translation(x: 5, y: -7))
      #expect(LottieAffineDecomposition.hasOrthogonalColumns(m))
      let part = LottieAffineDecomposition(m)
      expectEqual(recompose(part), coefficients(m))
    }
  }

  @Test func aRotationAboutAPointReadsBack() {
    let m = SwellTransform.rotation(0.7, about: SwellPoint(x: 100, y: 35))
    let part = LottieAffineDecomposition.sequence([m])[0]
    expectEqual([part.rotation, part.scaleX, part.scaleY], [0.7, 1, 1])
  }

  @Test func aMirrorHasANegativeScale() {
    let part = LottieAffineDecomposition.sequence([SwellTransform.scale(x: -1, y: 1)])[0]
    expectEqual(recompose(part), coefficients(.scale(x: -1, y: 1)))
    #expect(part.scaleX * part.scaleY < 0)
  }

  @Test func spinningAnglesAreUnwrapped() {
    // Two and a half turns in 100 frames: each step is 0.157 rad, the angle keeps growing.
    let matrices = (0..<100).map {
      SwellTransform.rotation(5 * .pi * Double($0) / 99, about: SwellPoint(x: 10, y: 10))
    }
    let parts = LottieAffineDecomposition.sequence(matrices)
    for (a, b) in zip(parts, parts.dropFirst()) {
      #expect(abs(b.rotation - a.rotation - 5 * .pi / 99) < 1e-9)
    }
    expectEqual([parts[99].rotation], [5 * .pi])
  }

  @Test func aShearIsTold() {
    #expect(
      !LottieAffineDecomposition.hasOrthogonalColumns(
        SwellTransform(a: 1, b: 0, c: 0.6, d: 1.2, tx: 0, ty: 0)))
  }
}
