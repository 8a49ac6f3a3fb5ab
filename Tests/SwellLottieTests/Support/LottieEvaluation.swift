import Foundation
import Swell

@testable import SwellLottie

/// What a player computes from a document, written again here from the bodymovin rules
/// (eased and linear keyframes, holds, the transform order) so tests do not trust the exporter's maths.
enum LottieEvaluation {
  /// The value of a property at `frame`: held before the first and after the last keyframe,
  /// in between along the earlier keyframe's easing (straight without one) unless it holds.
  static func components<V>(
    _ property: LottieProperty<V>, at frame: Double, _ flatten: (V) -> [Double]
  ) -> [Double] {
    switch property {
    case .fixed(let value):
      return flatten(value)
    case .animated(let keyframes):
      guard let first = keyframes.first, let last = keyframes.last else { return [] }
      if frame <= first.time { return flatten(first.value) }
      if frame >= last.time { return flatten(last.value) }
      for (a, b) in zip(keyframes, keyframes.dropFirst()) where frame >= a.time && frame < b.time {
        if a.hold { return flatten(a.value) }
        let t = eased((frame - a.time) / (b.time - a.time), a.easing)
        return zip(flatten(a.value), flatten(b.value)).map { $0 + ($1 - $0) * t }
      }
      return flatten(last.value)
    }
  }

  /// The fraction of the change at time fraction `u` along the Bézier from (0, 0) through the
  /// out and in handles to (1, 1): its parameter found by bisection on x, as a player would.
  static func eased(_ u: Double, _ easing: TimingCurve?) -> Double {
    guard let easing else { return u }
    func cubic(_ s: Double, _ a: Double, _ b: Double) -> Double {
      let r = 1 - s
      return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if cubic(middle, easing.controlPoint1.x, easing.controlPoint2.x) < u {
        low = middle
      } else {
        high = middle
      }
    }
    return cubic((low + high) / 2, easing.controlPoint1.y, easing.controlPoint2.y)
  }

  /// A position's x and y at `frame`.
  static func position(_ position: LottiePosition, at frame: Double) -> [Double] {
    [scalar(position.x, at: frame), scalar(position.y, at: frame)]
  }

  static func scalar(_ property: LottieProperty<Double>, at frame: Double) -> Double {
    components(property, at: frame) { [$0] }.first ?? .nan
  }

  static func vector(_ property: LottieProperty<LottieVector>, at frame: Double) -> [Double] {
    components(property, at: frame) { $0.components }
  }

  /// The contour at `frame`: closedness from the keyframe, points interpolated.
  static func bezier(_ property: LottieProperty<LottieBezier>, at frame: Double) -> LottieBezier {
    let first = property.keyframes[0].value
    let flat = components(property, at: frame) { b in
      zip(zip(b.vertices, b.inTangents), b.outTangents).flatMap { $0.0 + $0.1 + $1 }
    }
    var result = LottieBezier(closed: first.closed, vertices: [], inTangents: [], outTangents: [])
    var k = 0
    while k + 5 < flat.count {
      result.vertices.append([flat[k], flat[k + 1]])
      result.inTangents.append([flat[k + 2], flat[k + 3]])
      result.outTangents.append([flat[k + 4], flat[k + 5]])
      k += 6
    }
    return result
  }

  /// A 2-D affine map as (a, b, c, d, tx, ty): x' = a·x + c·y + tx, y' = b·x + d·y + ty.
  struct Matrix {
    var a = 1.0
    var b = 0.0
    var c = 0.0
    var d = 1.0
    var tx = 0.0
    var ty = 0.0

    /// `self` applied after `inner`.
    func after(_ inner: Matrix) -> Matrix {
      Matrix(
        a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
        tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    func apply(_ x: Double, _ y: Double) -> (Double, Double) {
      (a * x + c * y + tx, b * x + d * y + ty)
    }
  }

  /// position · rotate(r, clockwise on screen) · scale(s %) · translate(−anchor), the order
  /// lottie-web and After Effects use.
  static func matrix(_ transform: LottieTransform, at frame: Double) -> Matrix {
    let anchor = vector(transform.anchor, at: frame)
    let position = position(transform.position, at: frame)
    let scale = vector(transform.scale, at: frame)
    let angle = scalar(transform.rotation, at: frame) * .pi / 180
    let toAnchor = Matrix(tx: -anchor[0], ty: -anchor[1])
    let scaling = Matrix(a: scale[0] / 100, d: scale[1] / 100)
    let rotation = Matrix(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
    let moving = Matrix(tx: position[0], ty: position[1])
    return moving.after(rotation).after(scaling).after(toAnchor)
  }

  /// The first group of a layer and its items.
  static func groups(_ layer: LottieLayer) -> [LottieGroup] {
    layer.shapes.compactMap { if case .group(let g) = $0 { return g } else { return nil } }
  }

  static func paths(_ group: LottieGroup) -> [LottiePathShape] {
    group.items.compactMap { if case .path(let p) = $0 { return p } else { return nil } }
  }

  /// The vertices of each path, rectangle and ellipse of a group at `frame`, in the group's
  /// coordinates: a rectangle's four corners, an ellipse's four ends of its axes.
  static func outlines(_ group: LottieGroup, at frame: Double) -> [[[Double]]] {
    group.items.compactMap { item -> [[Double]]? in
      switch item {
      case .path(let path):
        return bezier(path.shape, at: frame).vertices
      case .rectangle(let box):
        let (p, s) = (vector(box.position, at: frame), vector(box.size, at: frame))
        let (x0, y0, x1, y1) = (p[0] - s[0] / 2, p[1] - s[1] / 2, p[0] + s[0] / 2, p[1] + s[1] / 2)
        return [[x1, y0], [x1, y1], [x0, y1], [x0, y0]]
      case .ellipse(let ellipse):
        let (p, s) = (vector(ellipse.position, at: frame), vector(ellipse.size, at: frame))
        let (rx, ry) = (s[0] / 2, s[1] / 2)
        return [[p[0], p[1] - ry], [p[0] + rx, p[1]], [p[0], p[1] + ry], [p[0] - rx, p[1]]]
      default:
        return nil
      }
    }
  }

  static func groupTransform(_ group: LottieGroup) -> LottieTransform? {
    group.items.compactMap { if case .transform(let t) = $0 { return t } else { return nil } }
      .first
  }

  /// How opaque a layer draws at `frame` (0…100): its own opacity times its first group's,
  /// where the exporter puts a fade.
  static func opacity(_ layer: LottieLayer, at frame: Double) -> Double {
    let group = groups(layer).first.flatMap(groupTransform).map {
      scalar($0.opacity, at: frame)
    }
    return scalar(layer.transform.opacity, at: frame) * (group ?? 100) / 100
  }

  /// Vertices of every contour of a layer's first group and the groups nested in it, at
  /// `frame`, in canvas coordinates: each group's transform applied after its children's.
  static func canvasVertices(_ layer: LottieLayer, at frame: Double) -> [[(Double, Double)]] {
    guard let group = groups(layer).first else { return [] }
    func vertices(_ group: LottieGroup, _ outer: Matrix) -> [[(Double, Double)]] {
      let m = outer.after(groupTransform(group).map { matrix($0, at: frame) } ?? Matrix())
      let own = outlines(group, at: frame).map { vertices in
        vertices.map { m.apply($0[0], $0[1]) }
      }
      let nested = group.items.flatMap { item -> [[(Double, Double)]] in
        if case .group(let child) = item { return vertices(child, m) }
        return []
      }
      return own + nested
    }
    return vertices(group, matrix(layer.transform, at: frame))
  }
}
