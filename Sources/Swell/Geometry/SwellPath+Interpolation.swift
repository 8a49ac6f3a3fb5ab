extension SwellPath {
  /// Whether `other` has the same structure: as many elements, of the same kinds, in the same
  /// order. Only then can the two paths be interpolated point by point.
  public func hasSameStructure(as other: SwellPath) -> Bool {
    firstStructuralDifference(from: other) == nil
  }

  /// The path a fraction of the way to `other`, point by point: each coordinate is
  /// (1 − fraction)·self + fraction·other, so 0 gives `self` and 1 gives `other` exactly.
  ///
  /// - Parameters:
  ///   - other: a path with the same structure (see `hasSameStructure(as:)`).
  ///   - fraction: how far to go; values outside 0…1 extrapolate.
  /// - Throws: `SwellError.incompatiblePaths` naming the first element that differs and the
  ///   two kinds found there; `SwellError.invalidParameter` for a non-finite `fraction`.
  public func interpolated(to other: SwellPath, fraction: Double) throws -> SwellPath {
    try SwellError.check(fraction, "fraction")
    if let index = firstStructuralDifference(from: other) {
      throw SwellError.incompatiblePaths(Self.describeDifference(at: index, self, other))
    }
    let s = 1 - fraction
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    for (a, b) in zip(elements, other.elements) {
      result.append(
        Self.combine(a, b) { p, q in
          SwellPoint(x: s * p.x + fraction * q.x, y: s * p.y + fraction * q.y)
        })
    }
    return SwellPath(elements: result)
  }

  /// The index of the first element whose kind differs (or that only one path has), or nil.
  func firstStructuralDifference(from other: SwellPath) -> Int? {
    for (index, (a, b)) in zip(elements, other.elements).enumerated()
    where !Self.sameKind(a, b) {
      return index
    }
    return elements.count == other.elements.count
      ? nil : Swift.min(elements.count, other.elements.count)
  }

  @inline(__always)
  static func sameKind(_ a: Element, _ b: Element) -> Bool {
    switch (a, b) {
    case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
      (.closeSubpath, .closeSubpath):
      return true
    default:
      return false
    }
  }

  /// The element of `a` and `b` (of the same kind) whose points are `combine` of theirs.
  @inline(__always)
  static func combine(
    _ a: Element, _ b: Element, _ combine: (SwellPoint, SwellPoint) -> SwellPoint
  ) -> Element {
    switch (a, b) {
    case (.move(let p), .move(let q)):
      return .move(to: combine(p, q))
    case (.line(let p), .line(let q)):
      return .line(to: combine(p, q))
    case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
      return .quadCurve(to: combine(p, q), control: combine(c, d))
    case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
      return .curve(to: combine(p, q), control1: combine(c1, d1), control2: combine(c2, d2))
    default:
      // Callers check the structure first; keep the left element rather than trap.
      return a
    }
  }

  /// "element 2 is a quadCurve in the first path and a curve in the second", or "… and
  /// missing from the second, which has 2 elements".
  private static func describeDifference(at index: Int, _ first: SwellPath, _ second: SwellPath)
    -> String
  {
    func kind(_ path: SwellPath) -> String? {
      guard index < path.elements.count else { return nil }
      switch path.elements[index] {
      case .move: return "a move"
      case .line: return "a line"
      case .quadCurve: return "a quadCurve"
      case .curve: return "a curve"
      case .closeSubpath: return "a closeSubpath"
      }
    }
    switch (kind(first), kind(second)) {
    case (let a?, let b?):
      return "element \(index) is \(a) in the first path and \(b) in the second"
    case (let a?, nil):
      return "element \(index) is \(a) in the first path and missing from the second, which has"
        + " \(second.elements.count) elements"
    case (nil, let b?):
      return "element \(index) is \(b) in the second path and missing from the first, which has"
        + " \(first.elements.count) elements"
    case (nil, nil):
      return "the paths agree"  // unreachable: callers pass a differing index
    }
  }
}
