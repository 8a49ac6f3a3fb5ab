import Swell

/// A closed rectangle path, built here so the tests do not depend on SwellPath's own builders.
public func rectanglePath(x: Double, y: Double, width: Double, height: Double) -> SwellPath {
  SwellPath(elements: [
    .move(to: SwellPoint(x: x, y: y)), .line(to: SwellPoint(x: x + width, y: y)),
    .line(to: SwellPoint(x: x + width, y: y + height)), .line(to: SwellPoint(x: x, y: y + height)),
    .closeSubpath,
  ])
}
