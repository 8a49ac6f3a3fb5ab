import Swell
import SwellTestSupport
import Testing

/// Style parameters are plain properties that keep themselves valid: out-of-range numbers come
/// to the range's nearest end, NaN keeps the old value, a minimum above its maximum raises the
/// maximum (as UISlider does), and the result is always a style `set(_:to:)` would accept.
@Suite struct PlainParameterTests {
  @Test func aNumberOutsideItsRangeIsBroughtToItsEnd() {
    var style = WaveStyle()
    style.periods = 2
    #expect(style.periods == 2)
    style.periods = 99  // the table says 0.25…10
    #expect(style.periods == 10)
    style.periods = -5
    #expect(style.periods == 0.25)
  }

  @Test func nanKeepsTheOldValue() {
    var style = BendStyle()
    let before = style.maximumBend
    style.maximumBend = .nan
    #expect(style.maximumBend == before)
    style.maximumBend = .infinity
    #expect(style.maximumBend == before)
  }

  @Test func aMinimumAboveItsMaximumRaisesTheMaximum() {
    var style = WaveStyle()
    style.amplitudeMin = 20
    #expect(style.amplitudeMin == 20)
    #expect(style.amplitudeMax == 20)
    style.amplitudeMax = 5
    #expect(style.amplitudeMin == 5)
    #expect(style.amplitudeMax == 5)
  }

  @Test func seededRandomAssignmentsAlwaysLeaveAStyleTheTableAccepts() throws {
    var random = SeededRandom(seed: 23)
    var style = RippleStyle()
    let names = RippleStyle.parameters.map(\.name)
    for _ in 0..<500 {
      style.triggerDistance = random.double(in: -1e6...1e6)
      style.headerHeight = random.double(in: -1e3...1e4)
      // Every parameter round-trips through its text form: the style holds only valid values.
      for name in names {
        var copy = style
        let text = try #require(style.value(of: name))
        try copy.set(name, to: text)
      }
    }
  }
}
