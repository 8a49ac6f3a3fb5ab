import Testing

@testable import Swell

@Suite struct PathSVGTests {
  @Test func everyCommand() {
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 100))
    path.addLine(to: SwellPoint(x: 10.5, y: -3.25))
    path.addQuadCurve(to: SwellPoint(x: 375, y: 100), control: SwellPoint(x: 187.5, y: 20))
    path.addCurve(
      to: SwellPoint(x: 1, y: 2), control1: SwellPoint(x: 3, y: 4), control2: SwellPoint(x: 5, y: 6)
    )
    path.closeSubpath()
    #expect(path.svgPathData == "M 0 100 L 10.5 -3.25 Q 187.5 20 375 100 C 3 4 5 6 1 2 Z")
  }

  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (-0.00004, "0"), (0.00004, "0"), (0.00005, "0.0001"),
    (1.0, "1"), (-1.0, "-1"), (0.1, "0.1"), (2.5, "2.5"), (3.14159265, "3.1416"),
    (-3.14159265, "-3.1416"), (1234567.125, "1234567.125"), (0.30000000000000004, "0.3"),
    (99.99999, "100"), (0.0012, "0.0012"), (-0.0012, "-0.0012"), (1e10, "10000000000"),
    (.nan, "0"), (.infinity, "0"),
  ])
  func compactNumbers(_ value: Double, _ text: String) {
    let path = SwellPath(elements: [.move(to: SwellPoint(x: value, y: 7))])
    #expect(path.svgPathData == "M \(text) 7")
  }

  /// Data that draws what the renderer draws: a first line with no current point is a move
  /// there, a curve with none begins at its control point, a line after a close begins a new
  /// subpath at the closed one's start (`PathReadingTests`).
  @Test func emptyAndSubpathsBegunWithoutAMove() {
    let (a, b) = (SwellPoint(x: 1, y: 2), SwellPoint(x: 3, y: 4))
    #expect(SwellPath().svgPathData == "")
    #expect(SwellPath(elements: [.line(to: a)]).svgPathData == "M 1 2")
    #expect(SwellPath(elements: [.quadCurve(to: a, control: b)]).svgPathData == "M 3 4 Q 3 4 1 2")
    #expect(
      SwellPath(elements: [.move(to: a), .line(to: b), .closeSubpath, .line(to: b)]).svgPathData
        == "M 1 2 L 3 4 Z M 1 2 L 3 4")
  }

  @Test func shapes() {
    #expect(
      SwellPath(rect: SwellRect(x: 1, y: 2, width: 3, height: 4)).svgPathData
        == "M 1 2 L 4 2 L 4 6 L 1 6 Z")
    let circle = SwellPath(ellipseIn: SwellRect(x: -1, y: -1, width: 2, height: 2))
    #expect(
      circle.svgPathData
        == "M 1 0 C 1 0.5523 0.5523 1 0 1 C -0.5523 1 -1 0.5523 -1 0 C -1 -0.5523 -0.5523 -1 0 -1"
        + " C 0.5523 -1 1 -0.5523 1 0 Z")
  }
}
