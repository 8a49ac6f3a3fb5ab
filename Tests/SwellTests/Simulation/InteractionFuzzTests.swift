import Foundation
import SwellTestSupport
import Testing
import _SwellFiles

@testable import Swell

/// A seeded fuzz of the interaction decoder: valid files mutated at random (bytes changed,
/// inserted, deleted, keys repeated, numbers pushed to extremes). Every text is refused with a
/// `SwellError` or a `DecodingError`, or decodes into an interaction within its bounds; nothing
/// crashes. Foundation's own JSON parser is the oracle for the strict reader: what it refuses,
/// the strict reader refuses too. `make fuzz` runs many more cases.
@Suite struct InteractionFuzzTests {
  static let seeds = [
    #"{"steps":[{"step":"pull","toTrigger":1.5,"duration":0.6,"curve":"easeOut"},{"step":"hold","duration":0.15},{"step":"release","velocity":0},{"step":"refresh","duration":1.5}]}"#,
    #"{"steps":[{"step":"grab","x":10,"y":20},{"step":"moveSideways","by":80,"duration":0.3,"curve":[0.2,0,0.8,1]},{"step":"release","velocity":-300},{"step":"refresh","duration":1,"outcome":"failure","message":"offline"}]}"#,
    #"[{"step":"begin","animated":false},{"step":"end"},{"step":"userInset","top":40,"bottom":20}]"#,
  ]

  static let tokens = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\uD800", "1e400", "-0", "0x10", "NaN",
    "Infinity", "null", "true", "false", "//", "/*", "\"duration\":", "\"step\":\"hold\"",
    "1e-400", "99999999999999999999", "\u{0}", "é", "\u{1F600}", " ", "\n",
  ]

  @Test func mutatedInteractionsNeverCrash() throws {
    var random = SeededRandom(seed: 0xF022)
    var decoded = 0
    var strictlyRefused = 0
    for _ in 0..<fuzzCaseCount(standard: 3_000) {
      var bytes = Array(Self.seeds[Int(random.next() % UInt64(Self.seeds.count))].utf8)
      for _ in 0..<Int(random.next() % 4) + 1 {
        let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
        switch random.next() % 4 {
        case 0 where !bytes.isEmpty: bytes[position] = UInt8(truncatingIfNeeded: random.next())
        case 1 where !bytes.isEmpty: bytes.remove(at: position)
        default:
          let token = Self.tokens[Int(random.next() % UInt64(Self.tokens.count))]
          bytes.insert(contentsOf: Array(token.utf8), at: position)
        }
      }
      let data = Data(bytes)
      let foundationAccepts = (try? JSONSerialization.jsonObject(with: data)) != nil
      do {
        try StrictJSON.check(bytes)
      } catch let error as SwellError {
        guard case .malformedJSON = error else { throw error }
        strictlyRefused += 1
        continue
      }
      // The strict reader accepted it: so must Foundation's parser.
      #expect(
        foundationAccepts, "strict JSON let through: \(String(decoding: bytes, as: UTF8.self))")
      do {
        let interaction = try JSONDecoder().decode(Interaction.self, from: data)
        decoded += 1
        #expect(interaction.steps.count <= Interaction.maximumStepCount)
        #expect(interaction.steps.reduce(0) { $0 + $1.duration } <= Interaction.maximumDuration)
      } catch is SwellError {
      } catch is DecodingError {
      }
    }
    #expect(decoded > 0 && strictlyRefused > 0)
  }

  /// Texts Foundation reads but the format forbids are refused by the strict reader.
  @Test(arguments: [
    (#"{"a":1,"a":2}"#, "repeated"), (#"[1,]"#, "trailing comma"), (#"{"a":1,}"#, "trailing comma"),
    (#"[01]"#, "leading zero"), (#"{"a":1} x"#, "text after the value"),
    (#""\uDC00""#, "lone surrogate"), (#"[1.]"#, "digits after its point"),
    (String(repeating: "[", count: 300) + String(repeating: "]", count: 300), "nested too deeply"),
  ])
  func strictJSONRefuses(text: String, problem: String) {
    #expect {
      try StrictJSON.check(Array(text.utf8))
    } throws: { error in
      guard case .malformedJSON(let found, _, _) = error as? SwellError else { return false }
      return found.contains(problem)
    }
  }

  @Test func strictJSONAcceptsWhatTheStandardAllows() throws {
    for text in [
      #"{"a":[1,-0.5e-3,true,false,null,"\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"],"b":{}}"#, " [ ] ",
      "0", #""""#,
    ] {
      try StrictJSON.check(Array(text.utf8))
    }
  }
}
