import Testing

@testable import Swell

/// Edges that rise off the content's edge are drawn tucked under it while low, continuously.
@Suite struct TuckedEdgeTests {
  /// At rest an edge is a bleed under the content; from two bleeds up it is where it is meant
  /// to be; in between it rises monotonically, never jumping (checked every 1/1000 pt).
  @Test func tuckedEdgesRiseContinuouslyOutOfTheContent() {
    #expect(StyleMath.tucked(0) == -StyleMath.bleed)
    for height in [2.0, 2.5, 10, 300] { #expect(StyleMath.tucked(height) == height) }
    var previous = StyleMath.tucked(-1)
    for step in -999...4000 {
      let value = StyleMath.tucked(Double(step) / 1000)
      #expect(value > previous && value - previous < 0.002, "at \(Double(step) / 1000) pt")
      previous = value
    }
  }
}
