import Foundation
import Testing

@testable import Swell

/// The parameters of the five styles: descriptions, text round trips and
/// validation errors.
@Suite struct StyleParameterTests {
  /// Every style's parameters, and a way to print one of a style's values.
  struct Entry: Sendable, CustomTestStringConvertible {
    var name: String
    var parameters: [ParameterDescription]
    /// Starts from the seed, sets every parameter to its default text, returns each value as
    /// printed afterwards (and the reverse when `toSeed`).
    var roundTrip: @Sendable (_ toSeed: Bool) throws -> [String]
    var testDescription: String { name }
  }

  static func entry<S: ConfigurableStyle>(
    _ type: S.Type, print: @escaping @Sendable (S, String) -> String
  )
    -> Entry
  {
    Entry(
      name: S.styleName, parameters: S.parameters,
      roundTrip: { toSeed in
        var style = toSeed ? S() : S.seed
        for p in S.parameters { try style.set(p.name, to: toSeed ? p.seedValue : p.defaultValue) }
        return S.parameters.map { print(style, $0.name) }
      })
  }

  static let entries: [Entry] = [
    entry(WaveStyle.self) { s, n in s.value(of: n) ?? "" },
    entry(BendStyle.self) { s, n in s.value(of: n) ?? "" },
    entry(RippleStyle.self) { s, n in s.value(of: n) ?? "" },
    entry(BounceStyle.self) { s, n in s.value(of: n) ?? "" },
    entry(ElasticStyle.self) { s, n in s.value(of: n) ?? "" },
    entry(QuietStyle.self) { s, n in s.value(of: n) ?? "" },
  ]

  /// Each parameter's kind (what an editor builds its control from) agrees with what `set`
  /// accepts: the default lies in a number's range and just outside it is refused, a choice
  /// offers exactly the names `set` takes, a colour's value reads as a colour.
  @Test(arguments: StyleCatalog.names)
  func kindsAgreeWithSet(_ name: String) throws {
    let style = try StyleCatalog.style(named: name)
    let parameters = type(of: style).parameters
    #expect(parameters.allSatisfy { style.value(of: $0.name) == $0.defaultValue })
    #expect(style.value(of: "noSuchParameter") == nil)
    for parameter in parameters {
      var copy = style
      switch parameter.kind {
      case .number(let range):
        let value = try #require(Double(parameter.defaultValue))
        #expect(range.contains(value), "\(name).\(parameter.name)")
        let span = max(range.upperBound - range.lowerBound, 1)
        #expect(throws: SwellError.self) {
          try copy.set(parameter.name, to: String(range.upperBound + span))
        }
        #expect(throws: SwellError.self) {
          try copy.set(parameter.name, to: String(range.lowerBound - span))
        }
      case .integer(let range):
        #expect(range.contains(try #require(Int(parameter.defaultValue))))
        #expect(throws: SwellError.self) {
          try copy.set(parameter.name, to: String(range.upperBound + 1))
        }
      case .flag:
        #expect(["true", "false"].contains(parameter.defaultValue))
      case .color:
        _ = try SwellColor(hex: parameter.defaultValue)
      case .choice(let names):
        #expect(parameter.accepted == names.joined(separator: "|"))
        #expect(names.contains(parameter.defaultValue))
        for choice in names {
          try copy.set(parameter.name, to: choice)
          #expect(copy.value(of: parameter.name) == choice)
        }
        #expect(throws: SwellError.self) { try copy.set(parameter.name, to: "none of them") }
      case .numbers(let range, let count):
        let values = parameter.defaultValue.split(separator: ",").compactMap { Double($0) }
        #expect(count.contains(values.count) && values.allSatisfy(range.contains))
      case .text:
        #expect(!parameter.accepted.isEmpty)
      }
    }
  }

  /// The kinds the five effects' parameters have: bounce's and elastic's choices are lists.
  @Test func choicesAreLists() {
    let timing = BounceStyle.parameters.first { $0.name == "bounceTiming" }
    #expect(timing?.kind == .choice(["easeIn", "swing"]))
    let release = ElasticStyle.parameters.first { $0.name == "release" }
    #expect(release?.kind == .choice(["oscillation", "spring"]))
    #expect(WaveStyle.parameters.first { $0.name == "backColor" }?.kind == .color)
  }

  /// Setting every parameter's printed default onto the seed gives the defaults back, and the
  /// printed seed values onto the defaults give the seed: the text forms read back exactly.
  @Test(arguments: entries)
  func textRoundTrip(_ entry: Entry) throws {
    #expect(try entry.roundTrip(false) == entry.parameters.map(\.defaultValue))
    #expect(try entry.roundTrip(true) == entry.parameters.map(\.seedValue))
    #expect(Set(entry.parameters.map(\.name)).count == entry.parameters.count)
    #expect(entry.parameters.allSatisfy { !$0.summary.isEmpty && !$0.accepted.isEmpty })
  }

  @Test func seedsDifferFromDefaultsWhereSwellImproves() {
    #expect(WaveStyle.seed != WaveStyle())
    #expect(BendStyle.seed != BendStyle())
    #expect(RippleStyle.seed != RippleStyle())
    // The numbers the seeds carry.
    #expect(WaveStyle.seed.flowSpeed == 12 / .pi)
    #expect(WaveStyle.seed.maxScale == 7 && WaveStyle.seed.heightPerScale == 3.2)
    #expect(BendStyle.seed.triggerDistance == 80 && BendStyle.seed.refreshingHeight == 70)
    #expect(BendStyle.seed.releaseKeyframes == [1, 0.8, 0.6, 0.4, 0.2, 0])
    #expect(RippleStyle.seed.arcHeight == 50 && RippleStyle.seed.phaseOffset == 10)
  }

  /// A bad value throws an error naming the parameter, and leaves the style as it was.
  @Test(arguments: [
    ("wave", "periods", "0"), ("wave", "flowSpeed", "fast"), ("wave", "backColor", "#12345"),
    ("wave", "amplitudeMin", "13"), ("wave", "smoothBreathing", "maybe"),
    ("wave", "finishingDuration", "nan"), ("wave", "phaseGap", "inf"),
    ("bend", "ballCount", "2.5"), ("bend", "ballCount", "13"), ("bend", "minimumBend", "101"),
    ("bend", "releaseKeyframes", "1"), ("bend", "releaseKeyframes", "1,,0"),
    ("bend", "floatPeriod", "0"), ("ripple", "waveOpacity", "1.5"),
    ("ripple", "cycles", "-1"), ("ripple", "headerHeight", ""),
    ("bounce", "bounceTiming", "linear"), ("bounce", "riseCurve", "1.2,0,0.5,1"),
    ("bounce", "ballSize", "0"), ("elastic", "release", "bouncy"),
    ("elastic", "springDampingRatio", "nan"),
  ])
  func badValuesThrow(style: String, name: String, value: String) {
    func check<S: ConfigurableStyle & Equatable>(_ start: S) {
      var s = start
      #expect {
        try s.set(name, to: value)
      } throws: { error in
        guard case .invalidParameter(let n, let v, let accepted) = error as? SwellError else {
          return false
        }
        return n == name && (v == "\"\(value)\"" || v == value) && !accepted.isEmpty
      }
      #expect(s == start)
    }
    switch style {
    case "wave": check(WaveStyle())
    case "bend": check(BendStyle())
    case "bounce": check(BounceStyle())
    case "elastic": check(ElasticStyle())
    default: check(RippleStyle())
    }
  }

  @Test func unknownNameThrows() {
    var wave = WaveStyle()
    #expect(throws: SwellError.self) { try wave.set("amplitude", to: "3") }
    var ripple = RippleStyle()
    #expect {
      try ripple.set("speed", to: "0.05")
    } throws: { error in
      guard case .invalidParameter(let n, _, let accepted) = error as? SwellError else {
        return false
      }
      return n == "speed" && accepted.contains("flowSpeed")
    }
  }

  /// The typed setters check the same ranges and relations, and leave the style unchanged
  /// when they refuse.
  @Test func typedSetters() throws {
    #expect(
      throws: SwellError.invalidParameter(
        name: "periods", value: "0.0", accepted: "a number in 0.25…10")
    ) {
      try WaveStyle().setting(\.periods, to: 0)
    }
    #expect(throws: SwellError.self) {
      try WaveStyle().setting(\.amplitudeMax, to: 8).setting(\.amplitudeMin, to: 9)
    }
    #expect(throws: SwellError.self) { try BendStyle().setting(\.ballCount, to: -1) }
    #expect(throws: SwellError.self) { try BendStyle().setting(\.releaseKeyframes, to: [.nan, 0]) }
    #expect(throws: SwellError.self) { try RippleStyle().setting(\.amplitude, to: .infinity) }
    var red = SwellColor.orange
    red.red = 3
    #expect(throws: SwellError.self) { try RippleStyle().setting(\.fillColor, to: red) }
    var wave = WaveStyle()
    #expect(throws: SwellError.self) { try wave.set(\.name, to: "x") }  // not a parameter
    #expect(wave == WaveStyle())
    wave = try WaveStyle().setting(\.periods, to: 2).setting(\.amplitudeMin, to: 2)
    #expect(wave.periods == 2 && wave.amplitudeMin == 2 && wave.flowSpeed == WaveStyle().flowSpeed)
    #expect(try BendStyle() == BendStyle().setting(\.ballCount, to: 4))
  }

  /// Setting the pair in either order works when the final pair is valid.
  @Test func relatedParametersInOrder() throws {
    var wave = WaveStyle()
    try wave.set("amplitudeMax", to: "20")
    try wave.set("amplitudeMin", to: "15")
    #expect(wave.amplitudeMin == 15 && wave.amplitudeMax == 20)
    #expect(throws: SwellError.self) { try wave.set("amplitudeMax", to: "10") }
  }
}

/// A style's JSON form goes through the same table and checks as `set(_:to:)`.
@Suite struct StyleCodingTests {
  /// Every style, seed and default, survives a round trip exactly.
  @Test(arguments: StyleCatalog.names, StyleCatalog.Preset.allCases)
  func roundTrip(name: String, preset: StyleCatalog.Preset) throws {
    let style = try StyleCatalog.style(named: name, preset: preset)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(AnyStyle(style))
    let decoded = try StyleCatalog.decode(name: name, from: data)
    #expect(try encoder.encode(AnyStyle(decoded)) == data)
    // The values themselves, not only their text: a colour off its 8-bit level would come
    // back as a different colour with the same hex (the bounce seed's blue did).
    for state in [RefreshState.pulling(progress: 0.5), .refreshing, .finishing] {
      let context = RefreshContext(
        state: state, pullDistance: style.triggerDistance * 0.8, progress: 0.8,
        timeInState: 0.3, size: SwellSize(width: 375, height: style.headerHeight))
      #expect(
        decoded.scene(in: context) == style.scene(in: context), "\(name) \(preset) \(state)")
    }
  }

  @Test func aPartialObjectKeepsTheDefaults() throws {
    let wave = try JSONDecoder().decode(WaveStyle.self, from: Data(#"{"periods": 2}"#.utf8))
    #expect(try wave == WaveStyle().setting(\.periods, to: 2))
    let bounce = try JSONDecoder().decode(
      BounceStyle.self,
      from: Data(
        ##"{"bounceTiming": "easeIn", "riseCurve": "0.49,0.13,0.29,1.61", "softStop": false, "peeks": false, "pullDistance": 96, "bendDistance": 40, "ballSize": 36, "fadesContent": true, "backgroundColor": "#6CA8F8", "failureHold": 0, "spinnerGap": 0}"##
          .utf8))
    #expect(bounce == BounceStyle.seed)
    let colour = try JSONDecoder().decode(
      ElasticStyle.self, from: Data(##"{"fillColor": "#FF0000"}"##.utf8))
    #expect(colour.fillColor == .red)
  }

  @Test(arguments: [
    (#"{"periods": 0}"#, "periods"),
    (#"{"periods": "2"}"#, "periods"),
    (#"{"amplitudeMin": 20, "amplitudeMax": 10}"#, "amplitudeMin"),
    (#"{"frontColor": "red"}"#, "frontColor"),
    (#"{"smoothBreathing": 1}"#, "smoothBreathing"),
    (#"{"noSuchThing": 1}"#, "noSuchThing"),
    (#"[1, 2]"#, "wave"),
  ])
  func nonsenseIsRefusedNamingIt(json: String, name: String) {
    #expect {
      _ = try JSONDecoder().decode(WaveStyle.self, from: Data(json.utf8))
    } throws: { error in
      guard case .invalidParameter(let named, _, _) = error as? SwellError else { return false }
      return named == name
    }
  }
}

/// Encodes any built-in style through its own conformance.
private struct AnyStyle: Encodable {
  let style: any ConfigurableStyle
  init(_ style: any ConfigurableStyle) { self.style = style }
  func encode(to encoder: any Encoder) throws { try style.encode(to: encoder) }
}

extension StyleCatalog {
  /// The style called `name` decoded from `data`.
  fileprivate static func decode(name: String, from data: Data) throws -> any ConfigurableStyle {
    func decode<S: ConfigurableStyle>(_ type: S.Type) throws -> any ConfigurableStyle {
      try JSONDecoder().decode(type, from: data)
    }
    guard let type = type(named: name) else {
      throw SwellError.invalidParameter(name: "style", value: name, accepted: "a style")
    }
    return try decode(type)
  }
}
