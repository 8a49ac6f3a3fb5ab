/// A vector path: subpaths of straight lines and quadratic and cubic Bézier curves, in points.
///
///     var path = SwellPath()
///     path.move(to: SwellPoint(x: 0, y: 100))
///     path.addQuadCurve(to: SwellPoint(x: 375, y: 100), control: SwellPoint(x: 187.5, y: 20))
///     path.closeSubpath()
///
/// Paths compare element by element; two paths with the same element kinds in the same order
/// have the same *structure* and can be interpolated.
public struct SwellPath: Hashable, Sendable, Codable {
  /// One drawing command of a path.
  public enum Element: Hashable, Sendable, Codable {
    /// Starts a new subpath at a point.
    case move(to: SwellPoint)
    /// A straight line from the current point.
    case line(to: SwellPoint)
    /// A quadratic Bézier from the current point.
    case quadCurve(to: SwellPoint, control: SwellPoint)
    /// A cubic Bézier from the current point.
    case curve(to: SwellPoint, control1: SwellPoint, control2: SwellPoint)
    /// A straight line back to the subpath's start, closing it.
    case closeSubpath
  }

  /// The commands, in drawing order.
  public private(set) var elements: [Element]

  /// An empty path.
  public init() { elements = [] }

  /// A path made of the given commands.
  public init(elements: [Element]) { self.elements = elements }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: SwellPoint) { elements.append(.move(to: point)) }

  /// Adds a straight line to `point`.
  public mutating func addLine(to point: SwellPoint) { elements.append(.line(to: point)) }

  /// Adds a quadratic Bézier to `end` with one control point.
  public mutating func addQuadCurve(to end: SwellPoint, control: SwellPoint) {
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier to `end` with two control points.
  public mutating func addCurve(to end: SwellPoint, control1: SwellPoint, control2: SwellPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a straight line to its start.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Appends all the elements of `other`.
  public mutating func addPath(_ other: SwellPath) { elements.append(contentsOf: other.elements) }

  /// Makes room for `count` elements in all, so that a builder that knows its size appends
  /// without growing the storage again.
  mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }
}

extension SwellPath.Element {
  /// The end point of the command, or nil for `closeSubpath`.
  public var endPoint: SwellPoint? {
    switch self {
    case .move(let p), .line(let p): return p
    case .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return nil
    }
  }

  /// The command with every point mapped through `transform`.
  public func mapPoints(_ transform: (SwellPoint) -> SwellPoint) -> SwellPath.Element {
    switch self {
    case .move(let p): return .move(to: transform(p))
    case .line(let p): return .line(to: transform(p))
    case .quadCurve(let p, let c): return .quadCurve(to: transform(p), control: transform(c))
    case .curve(let p, let c1, let c2):
      return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
    case .closeSubpath: return .closeSubpath
    }
  }
}

extension SwellPath {
  /// The path with every point mapped through `transform`.
  public func applying(_ transform: SwellTransform) -> SwellPath {
    SwellPath(elements: elements.map { $0.mapPoints(transform.apply(to:)) })
  }

  /// Whether every coordinate of the path is finite.
  public var isFinite: Bool {
    elements.allSatisfy { element in
      var finite = true
      _ = element.mapPoints { p in
        finite = finite && p.isFinite
        return p
      }
      return finite
    }
  }
}
