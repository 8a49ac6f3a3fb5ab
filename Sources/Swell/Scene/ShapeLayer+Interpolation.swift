extension ShapeLayer {
  /// This layer a fraction `t` (0…1) of the way to `other`: outline, colours, line width,
  /// opacity, stroke ends and transform in between, for layers drawn the same way (fill and
  /// stroke both present or both not, the same rule, caps and joins) whose outlines have the
  /// same kind: figure by figure (a sine fill's amplitude, level and phase; a box's corners)
  /// or, without figures, point by point along paths of one structure. Nil otherwise.
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
    let (p, q) = (transform, other.transform)
    result.transform = SwellTransform(
      a: mix(p.a, q.a), b: mix(p.b, q.b), c: mix(p.c, q.c), d: mix(p.d, q.d),
      tx: mix(p.tx, q.tx), ty: mix(p.ty, q.ty))
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
