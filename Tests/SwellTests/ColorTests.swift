import Foundation
import Testing

@testable import Swell

@Suite struct ColorTests {
  @Test func hexRoundTrip() throws {
    let c = try SwellColor(hex: "#FF800080")
    #expect(c.red == 1)
    #expect(abs(c.green - 128.0 / 255) < 1e-12)
    #expect(c.hexString == "#FF800080")
  }

  @Test(arguments: ["", "#12345", "#GG0000", "12345678901"])
  func malformedHexThrows(_ text: String) {
    #expect(throws: SwellError.self) { try SwellColor(hex: text) }
  }

  @Test func componentsAreClamped() {
    let c = SwellColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
    #expect(c == SwellColor(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  @Test func hexStringOfOutOfRangeComponentsIsClamped() throws {
    var color = SwellColor.white
    color.red = .nan
    color.green = 1e300
    #expect(color.hexString == "#00FFFFFF")
    let decoded = try JSONDecoder().decode(
      SwellColor.self, from: Data(#"{"red":-5,"green":0,"blue":0,"alpha":1}"#.utf8))
    #expect(decoded.hexString == "#000000FF")
  }
}
