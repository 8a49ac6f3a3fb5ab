import Foundation
import Swell
import Testing

@testable import SwellLottie

/// App documents bind every colour to a slot listed with the very colour written in place, so
/// a player without slots draws the same picture and a theme can recolour by slot id, a
/// failure's tint included.
@Suite struct LottieColorSlotTests {
  /// Every fill and stroke colour of `document`, with its slot id.
  static func colours(_ document: [String: Any]) -> [(sid: String?, color: NSDictionary)] {
    var found: [(String?, NSDictionary)] = []
    func walk(_ items: [[String: Any]]) {
      for item in items {
        if item["ty"] as? String == "gr" { walk(item["it"] as? [[String: Any]] ?? []) }
        if ["fl", "st"].contains(item["ty"] as? String), let c = item["c"] as? [String: Any] {
          var color = c
          let sid = color.removeValue(forKey: "sid") as? String
          found.append((sid, color as NSDictionary))
        }
      }
    }
    for layer in document["layers"] as? [[String: Any]] ?? [] {
      walk(layer["shapes"] as? [[String: Any]] ?? [])
    }
    return found
  }

  static func parsed(_ document: LottieAppDocument) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(document.json.utf8)) as? [String: Any] ?? [:]
  }

  @Test(arguments: StyleCatalog.names)
  func everyColourIsInASlotHoldingIt(_ name: String) throws {
    let style = try StyleCatalog.style(named: name)
    let light = try Self.parsed(LottieAppDocument(style: style))
    let dark = try Self.parsed(LottieAppDocument(style: style, appearance: .dark))
    let slots = light["slots"] as? [String: [String: Any]] ?? [:]
    let colours = Self.colours(light)
    #expect(!colours.isEmpty)
    for (sid, color) in colours {
      let id = try #require(sid, "\(name): a colour bound to no slot")
      #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" }, "\(id)")
      #expect((slots[id]?["p"] as? NSDictionary) == color, "\(name): \(id) holds another colour")
    }
    #expect(Set(colours.compactMap(\.sid)) == Set(slots.keys))
    // The dark document is a theme of the same slots.
    let darkSlots = dark["slots"] as? [String: Any] ?? [:]
    #expect(Set(darkSlots.keys) == Set(slots.keys), "\(name)")
  }

  @Test func aThemeKeepsTheFailureTint() throws {
    // Wave's front wave turns red on failure: its slot holds the keyframes, not one colour.
    let document = try Self.parsed(LottieAppDocument(style: WaveStyle()))
    let slots = try #require(document["slots"] as? [String: [String: Any]])
    let front = try #require(slots["wave_front_fill"]?["p"] as? [String: Any])
    #expect(front["a"] as? Int == 1)
    // Bend's four balls share one slot: one colour to set, written once.
    let bend = try Self.parsed(LottieAppDocument(style: BendStyle()))
    let ids = Self.colours(bend).compactMap(\.sid)
    #expect(ids.filter { $0 == "bend_ball_fill" }.count == 4)
  }

  @Test func slotNamesArePlain() {
    #expect(LottieAnimation.slotName("wave front") == "wave_front")
    #expect(LottieAnimation.slotName("ripple frontWave") == "ripple_frontwave")
    #expect(LottieAnimation.slotName("…") == "layer")
    #expect(LottieAnimation.family(of: "bend_ball2_fill") == "bend_ball_fill")
    #expect(LottieAnimation.family(of: "wave_front_fill") == "wave_front_fill")
  }
}
