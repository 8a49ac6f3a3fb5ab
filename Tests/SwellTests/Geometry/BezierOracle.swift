@testable import Swell

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Independent evaluations of a path's curves for the geometry tests: the Bernstein forms
/// written out again here, and brute-force numeric integration and sampling, so that no test
/// checks the library against itself.
enum BezierOracle {
  /// One drawn piece, as the list of its control points (2 for a line, 3 quad, 4 cubic).
  typealias Piece = [SwellPoint]

  /// Every drawn piece of `path`, the current point starting at the origin and a close drawing
  /// a line back to the subpath's start.
  static func pieces(of path: SwellPath) -> [Piece] {
    var current = SwellPoint.zero
    var start = SwellPoint.zero
    var result: [Piece] = []
    for element in path.elements {
      switch element {
      case .move(let p):
        (current, start) = (p, p)
      case .line(let p):
        result.append([current, p])
        current = p
      case .quadCurve(let p, let c):
        result.append([current, c, p])
        current = p
      case .curve(let p, let c1, let c2):
        result.append([current, c1, c2, p])
        current = p
      case .closeSubpath:
        result.append([current, start])
        current = start
      }
    }
    return result
  }

  /// The point at `t` by the Bernstein polynomials of any degree.
  static func point(_ piece: Piece, _ t: Double) -> SwellPoint {
    let n = piece.count - 1
    var x = 0.0
    var y = 0.0
    for (i, p) in piece.enumerated() {
      let b = binomial(n, i) * pow(t, Double(i)) * pow(1 - t, Double(n - i))
      x += b * p.x
      y += b * p.y
    }
    return SwellPoint(x: x, y: y)
  }

  /// The derivative B′(t) = n·Σ bᵢ,ₙ₋₁(t)·(Pᵢ₊₁ − Pᵢ).
  static func velocity(_ piece: Piece, _ t: Double) -> SwellPoint {
    let n = piece.count - 1
    var x = 0.0
    var y = 0.0
    for i in 0..<n {
      let b = Double(n) * binomial(n - 1, i) * pow(t, Double(i)) * pow(1 - t, Double(n - 1 - i))
      x += b * (piece[i + 1].x - piece[i].x)
      y += b * (piece[i + 1].y - piece[i].y)
    }
    return SwellPoint(x: x, y: y)
  }

  /// Arc length by composite Simpson's rule on the speed with `steps` (even) intervals.
  static func length(_ piece: Piece, steps: Int = 20_000) -> Double {
    if piece.count == 2 { return piece[0].distance(to: piece[1]) }
    let h = 1 / Double(steps)
    var sum = 0.0
    for i in 0...steps {
      let v = velocity(piece, Double(i) * h)
      let speed = (v.x * v.x + v.y * v.y).squareRoot()
      sum += speed * (i == 0 || i == steps ? 1 : (i % 2 == 1 ? 4 : 2))
    }
    return sum * h / 3
  }

  /// The summed length of every piece of `path`.
  static func length(of path: SwellPath, steps: Int = 20_000) -> Double {
    pieces(of: path).reduce(0) { $0 + length($1, steps: steps) }
  }

  /// The point at arc length `distance` along `path`, from a table of cumulative lengths
  /// (trapezoids over `steps` parameter steps per piece), interpolated linearly.
  static func point(of path: SwellPath, atDistance distance: Double, steps: Int = 20_000)
    -> SwellPoint?
  {
    var remaining = distance
    for piece in pieces(of: path) {
      var previous = point(piece, 0)
      var previousSpeed = speed(piece, 0)
      for i in 1...steps {
        let t = Double(i) / Double(steps)
        let (p, v) = (point(piece, t), speed(piece, t))
        let step = (previousSpeed + v) / 2 / Double(steps)
        if step >= remaining {
          return previous.lerp(to: p, step > 0 ? remaining / step : 0)
        }
        remaining -= step
        (previous, previousSpeed) = (p, v)
      }
    }
    return nil
  }

  private static func speed(_ piece: Piece, _ t: Double) -> Double {
    let v = velocity(piece, t)
    return (v.x * v.x + v.y * v.y).squareRoot()
  }

  /// Points at `count + 1` equal parameter steps on every piece of `path`.
  static func samples(of path: SwellPath, perPiece count: Int = 1_000) -> [SwellPoint] {
    var result: [SwellPoint] = []
    for piece in pieces(of: path) {
      for i in 0...count { result.append(point(piece, Double(i) / Double(count))) }
    }
    return result
  }

  /// The distance from `p` to the segment from `a` to `b`.
  static func distance(from p: SwellPoint, toSegment a: SwellPoint, _ b: SwellPoint) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let lengthSquared = dx * dx + dy * dy
    guard lengthSquared > 0 else { return p.distance(to: a) }
    let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared))
    return p.distance(to: SwellPoint(x: a.x + t * dx, y: a.y + t * dy))
  }

  private static func binomial(_ n: Int, _ k: Int) -> Double {
    var result = 1.0
    for i in 0..<k { result = result * Double(n - i) / Double(i + 1) }
    return result
  }
}
