import Swell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An affine transform split into what a Lottie transform can animate:
///
///     M = T(position) · R(rotation) · S(scaleX, scaleY) · R(innerRotation)
///
/// Lottie layers have anchor, position, rotation and scale, and skew; rlottie (and so
/// Telegram, Samsung and others) ignores skew, so Swell writes no skew: any 2×2 matrix is a
/// rotation, a non-uniform scale and another rotation (its singular value decomposition).
/// The layer's `"ks"` carries position, rotation and scale with anchor (0, 0); the inner
/// rotation goes to the shape group's `"tr"`, so it applies first. Angles are radians here,
/// clockwise on screen (y down) like Swell's `SwellTransform.rotation` and Lottie's `"r"`.
///
/// When a matrix's columns are orthogonal (no shear: translations, rotations, scales and their
/// products in the usual order) the inner rotation is 0 and scaleX, scaleY are the column
/// lengths, so the common cases animate only the properties that change.
struct LottieAffineDecomposition: Hashable, Sendable {
  var position: SwellPoint
  var rotation: Double
  var scaleX: Double
  var scaleY: Double
  var innerRotation: Double

  /// The matrix M back from its parts.
  var matrix: SwellTransform {
    SwellTransform.rotation(innerRotation)
      .concatenating(.scale(x: scaleX, y: scaleY))
      .concatenating(.rotation(rotation))
      .concatenating(.translation(x: position.x, y: position.y))
  }

  /// Whether the matrix's columns are orthogonal (relative to its size), so no inner rotation
  /// is needed.
  static func hasOrthogonalColumns(_ m: SwellTransform) -> Bool {
    let dot = m.a * m.c + m.b * m.d
    let size = m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d
    return abs(dot) <= 1e-12 * size
  }

  /// M = T · R(θ) · S(|column 1|, det / |column 1|), for a matrix with orthogonal columns.
  static func withoutInnerRotation(_ m: SwellTransform) -> LottieAffineDecomposition {
    let position = SwellPoint(x: m.tx, y: m.ty)
    let sx = (m.a * m.a + m.b * m.b).squareRoot()
    guard sx > 0 else {
      // Column 1 is zero: the rotation comes from column 2 = R(θ)·(0, sy).
      let sy = (m.c * m.c + m.d * m.d).squareRoot()
      return LottieAffineDecomposition(
        position: position, rotation: atan2(-m.c, m.d), scaleX: 0, scaleY: sy, innerRotation: 0)
    }
    return LottieAffineDecomposition(
      position: position, rotation: atan2(m.b, m.a), scaleX: sx,
      scaleY: (m.a * m.d - m.b * m.c) / sx, innerRotation: 0)
  }

  /// The singular value decomposition M = T · R(θ) · S(σ1, ±σ2) · R(ψ), σ1 ≥ σ2 ≥ 0, the sign
  /// of the second scale that of the determinant.
  ///
  /// With E = (a + d)/2, F = (a − d)/2, G = (b + c)/2, H = (b − c)/2: θ + ψ = atan2(H, E),
  /// θ − ψ = atan2(G, F), σ1 = √(E² + H²) + √(F² + G²), second scale √(E² + H²) − √(F² + G²).
  static func singularValue(_ m: SwellTransform) -> LottieAffineDecomposition {
    let e = (m.a + m.d) / 2
    let f = (m.a - m.d) / 2
    let g = (m.b + m.c) / 2
    let h = (m.b - m.c) / 2
    let q = (e * e + h * h).squareRoot()
    let r = (f * f + g * g).squareRoot()
    let sum = atan2(h, e)
    let difference = atan2(g, f)
    return LottieAffineDecomposition(
      position: SwellPoint(x: m.tx, y: m.ty), rotation: (sum + difference) / 2, scaleX: q + r,
      scaleY: q - r, innerRotation: (sum - difference) / 2)
  }

  /// The largest factor by which `m` stretches a length.
  static func largestScale(_ m: SwellTransform) -> Double {
    let e = (m.a + m.d) / 2
    let f = (m.a - m.d) / 2
    let g = (m.b + m.c) / 2
    let h = (m.b - m.c) / 2
    return (e * e + h * h).squareRoot() + (f * f + g * g).squareRoot()
  }

  /// The decompositions of consecutive frames, made to move continuously: one method for all
  /// (no inner rotation when every matrix allows it), and angles unwrapped so that a player
  /// interpolating between two frames turns the short way rather than through a 2π jump.
  static func sequence(_ matrices: [SwellTransform]) -> [LottieAffineDecomposition] {
    let orthogonal = matrices.allSatisfy(hasOrthogonalColumns)
    var result: [LottieAffineDecomposition] = []
    result.reserveCapacity(matrices.count)
    for m in matrices {
      var part = orthogonal ? withoutInnerRotation(m) : singularValue(m)
      if let previous = result.last {
        if orthogonal {
          part.rotation += 2 * .pi * ((previous.rotation - part.rotation) / (2 * .pi)).rounded()
        } else {
          // R(θ + π)·S·R(ψ + π) = R(θ)·S·R(ψ): shift both by the same multiple of π.
          let turns = ((previous.rotation - part.rotation) / .pi).rounded()
          part.rotation += .pi * turns
          part.innerRotation += .pi * turns
          part.innerRotation +=
            2 * .pi * ((previous.innerRotation - part.innerRotation) / (2 * .pi)).rounded()
        }
      }
      result.append(part)
    }
    return result
  }
}

extension LottieAffineDecomposition {
  /// The point of the layer whose image moves least from frame to frame, or nil when no
  /// point stands out (every point moves alike, as under pure translation).
  ///
  /// A Lottie transform turns and scales about its anchor; a layer spinning about a centre
  /// c has a constant position when the anchor is c, but a new position every frame when
  /// the anchor is the origin. The point a minimising Σ |M_k(a) − M_{k−1}(a)|² solves the
  /// 2×2 normal equations Σ D_kᵀD_k · a = −Σ D_kᵀ e_k, with D_k the change of the linear
  /// part and e_k that of the translation.
  static func steadyAnchor(_ matrices: [SwellTransform]) -> SwellPoint? {
    var (s00, s01, s11, r0, r1) = (0.0, 0.0, 0.0, 0.0, 0.0)
    for (m0, m1) in zip(matrices, matrices.dropFirst()) {
      let (a, b, c, d) = (m1.a - m0.a, m1.b - m0.b, m1.c - m0.c, m1.d - m0.d)
      let (ex, ey) = (m1.tx - m0.tx, m1.ty - m0.ty)
      // D = [a c; b d]: DᵀD and −Dᵀe.
      s00 += a * a + b * b
      s01 += a * c + b * d
      s11 += c * c + d * d
      r0 -= a * ex + b * ey
      r1 -= c * ex + d * ey
    }
    let determinant = s00 * s11 - s01 * s01
    let trace = s00 + s11
    guard trace > 0, determinant > 1e-9 * trace * trace else { return nil }
    let anchor = SwellPoint(
      x: (s11 * r0 - s01 * r1) / determinant, y: (s00 * r1 - s01 * r0) / determinant)
    guard anchor.isFinite, abs(anchor.x) < 1e6, abs(anchor.y) < 1e6 else { return nil }
    return anchor
  }
}
