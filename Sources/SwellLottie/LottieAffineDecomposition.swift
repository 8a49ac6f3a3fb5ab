import Swell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An affine transform without shear split into what a Lottie transform animates:
///
///     M = T(position) · R(rotation) · S(scaleX, scaleY)
///
/// That is every transform styles build from translations, rotations and scales in the usual
/// order (scale, then turn, then move): its columns are orthogonal. A sheared transform has no
/// such form without Lottie's skew, which rlottie (and so Telegram, Samsung and others)
/// ignores; the exporter writes the outline of a layer sheared in any frame already
/// transformed instead (`LottieLayerSample.withTransformApplied`). Angles are radians,
/// clockwise on screen (y down), like `SwellTransform.rotation` and Lottie's `"r"`.
struct LottieAffineDecomposition: Hashable, Sendable {
  var position: SwellPoint
  var rotation: Double
  var scaleX: Double
  var scaleY: Double

  /// Whether the matrix's columns are orthogonal (relative to its size): no shear.
  static func hasOrthogonalColumns(_ m: SwellTransform) -> Bool {
    let dot = m.a * m.c + m.b * m.d
    let size = m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d
    return abs(dot) <= 1e-12 * size
  }

  /// M = T · R(θ) · S(|column 1|, det / |column 1|), for a matrix with orthogonal columns.
  init(_ m: SwellTransform) {
    position = SwellPoint(x: m.tx, y: m.ty)
    let sx = (m.a * m.a + m.b * m.b).squareRoot()
    guard sx > 0 else {
      // Column 1 is zero: the rotation comes from column 2 = R(θ)·(0, sy).
      (rotation, scaleX, scaleY) = (atan2(-m.c, m.d), 0, (m.c * m.c + m.d * m.d).squareRoot())
      return
    }
    (rotation, scaleX, scaleY) = (atan2(m.b, m.a), sx, (m.a * m.d - m.b * m.c) / sx)
  }

  /// The largest factor by which `m` stretches a length (its larger singular value).
  static func largestScale(_ m: SwellTransform) -> Double {
    let e = (m.a + m.d) / 2
    let f = (m.a - m.d) / 2
    let g = (m.b + m.c) / 2
    let h = (m.b - m.c) / 2
    return (e * e + h * h).squareRoot() + (f * f + g * g).squareRoot()
  }

  /// The decompositions of consecutive frames, angles unwrapped so that a player
  /// interpolating between two frames turns the short way rather than through a 2π jump.
  static func sequence(_ matrices: [SwellTransform]) -> [LottieAffineDecomposition] {
    var result: [LottieAffineDecomposition] = []
    result.reserveCapacity(matrices.count)
    for m in matrices {
      var part = LottieAffineDecomposition(m)
      if let previous = result.last {
        part.rotation += 2 * .pi * ((previous.rotation - part.rotation) / (2 * .pi)).rounded()
      }
      result.append(part)
    }
    return result
  }
}
