#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ShapeLayer {
  /// This layer a fraction `t` (0…1) of the way to `other`: outline, colours, line width,
  /// opacity, stroke ends and transform in between, for layers drawn the same way (fill and
  /// stroke both present or both not, the same rule, caps and joins) whose outlines have the
  /// same kind: figure by figure (a sine fill's amplitude, level and phase; a box's corners)
  /// or, without figures, point by point along paths of one structure. Nil otherwise. A
  /// transform turns the shorter way round, at its scale (`SwellTransform.interpolated`).
  public func interpolated(to other: ShapeLayer, fraction t: Double) -> ShapeLayer? {
    guard (fillColor == nil) == (other.fillColor == nil),
      (strokeColor == nil) == (other.strokeColor == nil), fillRule == other.fillRule,
      lineCap == other.lineCap, lineJoin == other.lineJoin
    else { return nil }
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    var result = self
    if !figures.isEmpty || !other.figures.isEmpty {
      guard figures.count == other.figures.count else { return nil }
      var mixed: [ShapeFigure] = []
      for (a, b) in zip(figures, other.figures) {
        guard let figure = a.interpolated(to: b, fraction: t) else { return nil }
        mixed.append(figure)
      }
      result.figures = mixed
      result.path = SwellPath(figures: mixed)
    } else {
      guard let path = try? path.interpolated(to: other.path, fraction: t) else { return nil }
      result.path = path
    }
    if let a = fillColor, let b = other.fillColor {
      result.fillColor = a.interpolated(to: b, fraction: t)
    }
    if let a = strokeColor, let b = other.strokeColor {
      result.strokeColor = a.interpolated(to: b, fraction: t)
    }
    result.lineWidth = mix(lineWidth, other.lineWidth)
    result.opacity = mix(opacity, other.opacity)
    result.strokeStart = mix(strokeStart, other.strokeStart)
    result.strokeEnd = mix(strokeEnd, other.strokeEnd)
    result.transform = transform.interpolated(to: other.transform, fraction: t)
    return result
  }
}

extension ShapeFigure {
  /// This figure a fraction `t` of the way to `other`, when both are of one kind (nil
  /// otherwise): a sine fill's numbers, an ellipse's or a rectangle's box.
  func interpolated(to other: ShapeFigure, fraction t: Double) -> ShapeFigure? {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    func box(_ a: SwellRect, _ b: SwellRect) -> SwellRect {
      SwellRect(
        x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
        width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
    }
    switch (self, other) {
    case (.sineFill(let a), .sineFill(let b)):
      guard
        let wave = try? SineWave(
          amplitude: mix(a.wave.amplitude, b.wave.amplitude),
          angularFrequency: mix(a.wave.angularFrequency, b.wave.angularFrequency),
          phase: mix(a.wave.phase, b.wave.phase), baseline: mix(a.wave.baseline, b.wave.baseline))
      else { return nil }
      return .sineFill(
        SineFill(
          wave: wave, from: mix(a.from, b.from), to: mix(a.to, b.to),
          closingAt: mix(a.closingAt, b.closingAt)))
    case (.ellipse(let a), .ellipse(let b)): return .ellipse(in: box(a, b))
    case (.rectangle(let a), .rectangle(let b)): return .rectangle(box(a, b))
    default: return nil
    }
  }
}

extension SwellTransform {
  /// This transform a fraction `t` of the way to `other`: its translation moved, and, where
  /// both scale and turn without shearing, its angle turned the shorter way round and its
  /// scales moved, so that a layer halfway between two turns keeps its size (the matrices'
  /// average shrinks it, to a point half a turn apart). Sheared ones move entry by entry.
  func interpolated(to other: SwellTransform, fraction t: Double) -> SwellTransform {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    let tx = mix(self.tx, other.tx)
    let ty = mix(self.ty, other.ty)
    func parts(_ m: SwellTransform) -> (angle: Double, x: Double, y: Double)? {
      let x = (m.a * m.a + m.b * m.b).squareRoot()
      guard x > 1e-12, abs(m.a * m.c + m.b * m.d) <= 1e-9 * max(1, x * x) else { return nil }
      return (atan2(m.b, m.a), x, (m.a * m.d - m.b * m.c) / x)
    }
    guard let p = parts(self), let q = parts(other) else {
      return SwellTransform(
        a: mix(a, other.a), b: mix(b, other.b), c: mix(c, other.c), d: mix(d, other.d),
        tx: tx, ty: ty)
    }
    let angle = p.angle + remainder(q.angle - p.angle, 2 * .pi) * t
    let (sx, sy) = (mix(p.x, q.x), mix(p.y, q.y))
    return SwellTransform(
      a: sx * cos(angle), b: sx * sin(angle), c: -sy * sin(angle), d: sy * cos(angle), tx: tx,
      ty: ty)
  }
}
