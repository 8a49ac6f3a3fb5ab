import Foundation
import Swell
import SwellLottie
import Testing

/// A style written outside the package (the article's `DotStyle`) gets, through the public API
/// alone, what the built-in styles get: its parameters validated from text and from typed
/// values, a parameter list for an inspector, JSON that names it and reads back, lookups in
/// the catalogue, motion through a simulation and a Lottie document for apps.
@Suite struct OutsideStyleTests {
  @Test func theDotGrowsBreathesAndFades() throws {
    let scenes = try dotFrames()
    let radii = scenes.map { scene -> Double in
      guard let dot = scene.layers.first(where: { $0.name == "dot" }) else { return -1 }
      return dot.path.boundingBox.size.width / 2
    }
    #expect(radii.allSatisfy { $0 >= 0 }, "every frame draws the dot")
    // Grows with the pull to its full radius, then breathes within ±15 %.
    #expect(radii.max().map { $0 > 10 && $0 <= 11.5 } == true)
    #expect(radii.last == 0, "nothing shows when the list is back at rest")
    #expect(
      scenes.contains { $0.layers.first.map { $0.opacity > 0 && $0.opacity < 0.5 } == true },
      "it fades as it finishes")
  }

  @Test func itsParametersAreListedForAnInspector() {
    let parameters = DotStyle.parameters
    #expect(parameters.map(\.name) == ["color", "radius"])
    #expect(parameters[0].kind == .color && parameters[0].defaultValue == "#007AFFFF")
    #expect(parameters[1].kind == .number(2...30) && parameters[1].defaultValue == "10")
    #expect(parameters[1].accepted == "2…30")
  }

  @Test func textAndNumbersAreCheckedAgainstTheTable() throws {
    let tuned = try tunedDot()
    #expect((tuned as? DotStyle)?.radius == 16)
    #expect(tuned.value(of: "radius") == "16")
    #expect(tuned.parameterValue(of: "radius") == .number(16))

    var dot = DotStyle()
    for (name, value) in [("radius", "99"), ("radius", "nan"), ("size", "3"), ("color", "blue")] {
      #expect(throws: SwellError.self, "\(name)=\(value)") { try dot.set(name, to: value) }
    }
    #expect(throws: SwellError.self) { try dot.set("radius", to: .number(.infinity)) }
    #expect(throws: SwellError.self) { try dot.set("radius", to: .flag(true)) }
    #expect(dot.radius == 10, "a refused value changes nothing")
    do {
      try dot.set("radius", to: "31")
      Issue.record("31 is past the range")
    } catch let SwellError.invalidParameter(name, value, accepted) {
      #expect(name == "radius" && value.contains("31") && accepted.contains("2…30"))
    }
    try dot.set("color", to: .color(SwellColor(red255: 255, green255: 0, blue255: 0)))
    #expect(dot.value(of: "color") == "#FF0000FF")
    #expect(throws: SwellError.self) {
      try StyleCatalog.style(
        named: "dot", settings: [("radius", "1")], among: StyleCatalog.types + [DotStyle.self])
    }
  }

  @Test func itsJSONNamesItAndReadsBack() throws {
    var dot = DotStyle()
    dot.radius = 16
    let data = try JSONEncoder().encode(dot)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object?["style"] as? String == "dot")
    #expect(object?["radius"] as? Double == 16)

    let back = try reopened(data)
    #expect(type(of: back).styleName == "dot")
    #expect((back as? DotStyle)?.radius == 16)
    // The typed decoder checks the name and the values too.
    #expect(try JSONDecoder().decode(DotStyle.self, from: data).radius == 16)
    for bad in [#"{"style": "wave", "radius": 12}"#, #"{"style": "dot", "radius": 40}"#] {
      #expect(throws: SwellError.self, "\(bad)") {
        try JSONDecoder().decode(DotStyle.self, from: Data(bad.utf8))
      }
    }
    // Without the type listed, the catalogue does not know a "dot".
    #expect(throws: SwellError.self) {
      try JSONDecoder().decode(DecodedStyle.self, from: data)
    }
    // A built-in style's JSON names it too, and reads back as that style.
    let wave = try JSONDecoder().decode(
      DecodedStyle.self, from: JSONEncoder().encode(WaveStyle.seed)
    ).style
    #expect(wave as? WaveStyle == WaveStyle.seed)
  }

  @Test func itPlaysInAppsAsLottie() throws {
    let document = try dotForApps()
    #expect(document.markers.map(\.name).starts(with: ["pull"]))
    #expect(document.markers.contains { $0.name == "refreshing" })
    let object = try JSONSerialization.jsonObject(with: Data(document.json.utf8)) as? [String: Any]
    let layers = object?["layers"] as? [[String: Any]] ?? []
    let dot = try #require(layers.first { ($0["nm"] as? String)?.contains("dot") == true })
    // The dot names its figure, so the document draws an ellipse item whose size breathes.
    let group = (dot["shapes"] as? [[String: Any]])?.first
    let items = group?["it"] as? [[String: Any]] ?? []
    let ellipse = try #require(items.first { $0["ty"] as? String == "el" })
    #expect((ellipse["s"] as? [String: Any])?["a"] as? Int == 1)
    #expect(document.scenes.count > 60)
  }
}
