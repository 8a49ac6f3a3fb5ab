import Swell
import Testing

@testable import SwellLottie

/// A point of the cubic Bézier p0, c1, c2, p1 at parameter t (Bernstein form).
private func cubic(
  _ p0: SwellPoint, _ c1: SwellPoint, _ c2: SwellPoint, _ p1: SwellPoint, _ t: Double
) -> SwellPoint {
  let u = 1 - t
  return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
}

/// Segment k of a contour from its Lottie form: vertex, vertex + out, next + in, next.
private func segment(_ b: LottieBezier, _ k: Int) -> (
  SwellPoint, SwellPoint, SwellPoint, SwellPoint
) {
  let n = b.vertices.count
  let next = (k + 1) % n
  let v0 = SwellPoint(x: b.vertices[k][0], y: b.vertices[k][1])
  let v1 = SwellPoint(x: b.vertices[next][0], y: b.vertices[next][1])
  return (
    v0, v0 + SwellPoint(x: b.outTangents[k][0], y: b.outTangents[k][1]),
    v1 + SwellPoint(x: b.inTangents[next][0], y: b.inTangents[next][1]), v1
  )
}

private func lottie(_ contour: LottieContour) -> LottieBezier {
  LottieContour.bezier(closed: contour.closed, components: contour.components)
}

@Suite struct LottieContourTests {
  @Test func linesHaveZeroTangents() {
    let path = SwellPath(elements: [
      .move(to: SwellPoint(x: 0, y: 0)), .line(to: SwellPoint(x: 10, y: 0)),
      .line(to: SwellPoint(x: 10, y: 5)),
    ])
    let contours = LottieContour.contours(of: path)
    #expect(contours.count == 1)
    let b = lottie(contours[0])
    #expect(!b.closed)
    #expect(b.vertices == [[0, 0], [10, 0], [10, 5]])
    #expect(b.inTangents.allSatisfy { $0 == [0, 0] })
    #expect(b.outTangents.allSatisfy { $0 == [0, 0] })
  }

  @Test func quadCurveIsRaisedExactly() {
    let p0 = SwellPoint(x: 3, y: 90)
    let q = SwellPoint(x: 120, y: -40)
    let p1 = SwellPoint(x: 375, y: 100)
    let path = SwellPath(elements: [.move(to: p0), .quadCurve(to: p1, control: q)])
    let b = lottie(LottieContour.contours(of: path)[0])
    let (a, c1, c2, d) = segment(b, 0)
    for step in 0...20 {
      let t = Double(step) / 20
      let u = 1 - t
      // The quadratic itself, (1−t)²p0 + 2(1−t)t·q + t²p1.
      let expected = p0 * (u * u) + q * (2 * u * t) + p1 * (t * t)
      let actual = cubic(a, c1, c2, d, t)
      #expect(actual.distance(to: expected) < 1e-9, "t = \(t)")
    }
  }

  @Test func closeSubpathMakesAClosedContourWithAStraightClosingSegment() {
    let path = SwellPath(elements: [
      .move(to: SwellPoint(x: 0, y: 0)), .line(to: SwellPoint(x: 10, y: 0)),
      .curve(
        to: SwellPoint(x: 10, y: 10), control1: SwellPoint(x: 15, y: 2),
        control2: SwellPoint(x: 15, y: 8)),
      .closeSubpath,
    ])
    let b = lottie(LottieContour.contours(of: path)[0])
    #expect(b.closed)
    #expect(b.vertices == [[0, 0], [10, 0], [10, 10]])
    // The closing segment from (10, 10) back to (0, 0) is straight: both tangents zero.
    #expect(b.outTangents[2] == [0, 0])
    #expect(b.inTangents[0] == [0, 0])
    #expect(b.outTangents[1] == [5, 2])
    #expect(b.inTangents[2] == [5, -2])
  }

  @Test func subpathsFollowCairosReading() {
    let path = SwellPath(elements: [
      .move(to: SwellPoint(x: 50, y: 50)),  // a lone move: draws nothing
      .move(to: SwellPoint(x: 0, y: 0)), .line(to: SwellPoint(x: 10, y: 0)),
      .line(to: SwellPoint(x: 10, y: 10)),
      .closeSubpath,
      .line(to: SwellPoint(x: 20, y: 20)),  // after a close: starts at the closed subpath's start
      .move(to: SwellPoint(x: 30, y: 30)), .line(to: SwellPoint(x: 40, y: 30)),
    ])
    let contours = LottieContour.contours(of: path).map(lottie)
    #expect(contours.count == 3)
    #expect(contours.map(\.closed) == [true, false, false])
    #expect(contours[1].vertices == [[0, 0], [20, 20]])
    #expect(contours[2].vertices == [[30, 30], [40, 30]])
  }

  @Test func emptyPathHasNoContours() {
    #expect(LottieContour.contours(of: SwellPath()).isEmpty)
    #expect(LottieContour.contours(of: SwellPath(elements: [.move(to: .zero)])).isEmpty)
  }

  @Test func subdividingOneSegmentKeepsTheCurve() {
    let p0 = SwellPoint(x: 0, y: 0)
    let c1 = SwellPoint(x: 30, y: 80)
    let c2 = SwellPoint(x: 90, y: -40)
    let p1 = SwellPoint(x: 100, y: 20)
    let contour = LottieContour.contours(
      of: SwellPath(elements: [.move(to: p0), .curve(to: p1, control1: c1, control2: c2)]))[0]
    for count in 2...7 {
      let b = lottie(contour.subdivided(toVertexCount: count))
      #expect(b.vertices.count == count)
      let pieces = count - 1
      for k in 0..<pieces {
        let (a, d1, d2, e) = segment(b, k)
        for u in [0.0, 0.3, 0.5, 0.9, 1.0] {
          // Piece k covers the parameter interval [k, k + 1] / pieces of the original.
          let expected = cubic(p0, c1, c2, p1, (Double(k) + u) / Double(pieces))
          #expect(cubic(a, d1, d2, e, u).distance(to: expected) < 1e-9)
        }
      }
    }
  }

  @Test func subdivisionKeepsEveryVertexAndFavoursLongSegments() {
    // A closed triangle-ish contour: long bottom (100), short right side (10), closing line.
    let path = SwellPath(elements: [
      .move(to: SwellPoint(x: 0, y: 0)), .line(to: SwellPoint(x: 100, y: 0)),
      .line(to: SwellPoint(x: 100, y: 10)), .closeSubpath,
    ])
    let contour = LottieContour.contours(of: path)[0]
    let b = lottie(contour.subdivided(toVertexCount: 6))
    #expect(b.closed)
    #expect(b.vertices.count == 6)
    for original in [[0.0, 0.0], [100.0, 0.0], [100.0, 10.0]] {
      #expect(b.vertices.contains(original))
    }
    // No new vertex on the 10 pt side: it is the shortest.
    let onRightSide = b.vertices.filter { $0[0] == 100 && $0[1] > 0 && $0[1] < 10 }
    #expect(onRightSide.isEmpty)
  }
}
