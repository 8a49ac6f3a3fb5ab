import Foundation
import Testing

@testable import Swell

@Suite struct InteractionCodingTests {
  func decode(_ json: String) throws -> Interaction {
    try JSONDecoder().decode(Interaction.self, from: Data(json.utf8))
  }

  /// The error's parameter name, or nil when it is not an `invalidParameter`.
  func failure(_ json: String) -> (name: String, value: String)? {
    do {
      _ = try decode(json)
      return nil
    } catch SwellError.invalidParameter(let name, let value, _) {
      return (name, value)
    } catch {
      return ("unexpected \(error)", "")
    }
  }

  @Test func readsEveryStep() throws {
    let interaction = try decode(
      """
      {"steps": [
        {"step": "grab", "x": 10, "y": 20},
        {"step": "grab"},
        {"step": "pull", "to": 120, "duration": 0.6, "curve": "easeOut"},
        {"step": "pull", "toTrigger": 1.5, "duration": 0.5, "curve": [0.2, 0, 0.4, 1.2]},
        {"step": "moveSideways", "by": -30, "duration": 0.2},
        {"step": "hold", "duration": 0.15},
        {"step": "release", "velocity": 250},
        {"step": "release"},
        {"step": "refresh", "duration": 1.5},
        {"step": "begin", "animated": false},
        {"step": "end"},
        {"step": "userInset", "top": 47, "bottom": 34}
      ]}
      """)
    let curve = try TimingCurve(0.2, 0, 0.4, 1.2)
    #expect(
      interaction.steps == [
        .grab(at: SwellPoint(x: 10, y: 20)), .grab(at: nil),
        .pull(to: .points(120), duration: 0.6, curve: .easeOut),
        .pull(to: .triggerMultiple(1.5), duration: 0.5, curve: curve),
        .moveSideways(by: -30, duration: 0.2, curve: .easeInEaseOut),
        .hold(duration: 0.15), .release(velocity: 250), .release(velocity: 0),
        .refresh(duration: 1.5), .beginRefreshing(animated: false), .endRefreshing,
        .setUserInset(top: 47, bottom: 34),
      ])
    // A bare array is accepted too, and encoding round-trips.
    #expect(try decode("[{\"step\": \"end\"}]").steps == [.endRefreshing])
    let data = try JSONEncoder().encode(interaction)
    #expect(try JSONDecoder().decode(Interaction.self, from: data) == interaction)
    let standard = try JSONEncoder().encode(Interaction.standard)
    #expect(try JSONDecoder().decode(Interaction.self, from: standard) == .standard)
  }

  /// A footer's steps: scrolling (to the end, to the top, by a distance, with a fling's
  /// velocity), pulling up, and loads that add rows; they round-trip too.
  @Test func footerStepsDecodeAndRoundTrip() throws {
    let interaction = try decode(
      """
      {"steps": [
        {"step": "scroll", "to": "end", "duration": 0.9},
        {"step": "scroll", "by": -300, "duration": 0.2, "velocity": -1500, "curve": "linear"},
        {"step": "scroll", "to": "top"},
        {"step": "pullUp", "toTrigger": 1.5, "duration": 0.6},
        {"step": "refresh", "duration": 1, "outcome": "noMoreData", "adds": 240}
      ]}
      """)
    #expect(
      interaction.steps == [
        .scroll(to: .end, duration: 0.9, curve: .easeInEaseOut, velocity: 0),
        .scroll(to: .by(-300), duration: 0.2, curve: .linear, velocity: -1500),
        .scroll(to: .top, duration: 0.5, curve: .easeInEaseOut, velocity: 0),
        .pullUp(to: .triggerMultiple(1.5), duration: 0.6, curve: .easeOut),
        .refresh(duration: 1, outcome: .noMoreData, adds: 240),
      ])
    let data = try JSONEncoder().encode(interaction)
    #expect(try JSONDecoder().decode(Interaction.self, from: data) == interaction)
    for footer in [Interaction.standardFooter, .standardPullUp] {
      let encoded = try JSONEncoder().encode(footer)
      #expect(try JSONDecoder().decode(Interaction.self, from: encoded) == footer)
    }
    // Named errors for the new fields.
    for (json, name) in [
      (#"{"steps": [{"step": "scroll"}]}"#, "steps[0].by"),
      (#"{"steps": [{"step": "scroll", "by": 1, "to": "end"}]}"#, "steps[0].by"),
      (#"{"steps": [{"step": "scroll", "to": "middle"}]}"#, "steps[0].to"),
      (#"{"steps": [{"step": "refresh", "duration": 1, "adds": -5}]}"#, "steps[0].adds"),
      (#"{"steps": [{"step": "scroll", "by": 1, "velocity": 1e300}]}"#, "steps[0].velocity"),
    ] {
      #expect {
        _ = try decode(json)
      } throws: { error in
        guard case SwellError.invalidParameter(let field, _, _) = error else { return false }
        return field == name
      }
    }
  }

  @Test func errorsNameTheStepAndField() {
    let cases: [(String, String, String)] = [
      ("{\"steps\": [{\"step\": \"hold\"}]}", "steps[0].duration", "missing"),
      (
        "{\"steps\": [{\"step\": \"end\"}, {\"step\": \"hold\", \"duration\": -1}]}",
        "steps[1].duration", "-1.0"
      ),
      ("{\"steps\": [{\"step\": \"pul\"}]}", "steps[0].step", "\"pul\""),
      ("{\"steps\": [{\"duration\": 1}]}", "steps[0].step", "missing"),
      (
        "{\"steps\": [{\"step\": \"hold\", \"duration\": \"long\"}]}", "steps[0].duration",
        "not a number"
      ),
      (
        "{\"steps\": [{\"step\": \"hold\", \"duraton\": 1}]}", "steps[0].duraton",
        "an unknown field of hold"
      ),
      (
        "{\"steps\": [{\"step\": \"pull\", \"to\": 80, \"duration\": 1, \"curve\": \"bouncy\"}]}",
        "steps[0].curve", "\"bouncy\""
      ),
      ("{\"steps\": [{\"step\": \"pull\", \"duration\": 1}]}", "steps[0].to", "missing"),
      ("{\"steps\": [{\"step\": \"grab\", \"x\": 3}]}", "steps[0].y", "missing"),
      (
        "{\"steps\": [{\"step\": \"begin\", \"animated\": 1}]}", "steps[0].animated",
        "not a boolean"
      ),
      (
        "{\"steps\": [{\"step\": \"hold\", \"duration\": 1e9}]}", "steps[0].duration",
        "1000000000.0"
      ),
      ("{\"steps\": [3]}", "steps[0]", "not an object"),
      ("{\"stepz\": []}", "steps", "missing"),
    ]
    for (json, name, value) in cases {
      let error = failure(json)
      #expect(error?.name == name, "\(json)")
      #expect(error?.value == value, "\(json)")
    }
  }

  @Test func programmaticStepsAreValidated() {
    #expect(
      throws: SwellError.invalidParameter(
        name: "steps[1].velocity", value: "nan",
        accepted: "a finite number in -1000000.0…1000000.0")
    ) {
      try Interaction(steps: [.hold(duration: 1), .release(velocity: .nan)])
    }
  }

  /// Finite but absurd numbers are refused too, so no derived offset runs to 300 digits.
  @Test func absurdDistancesAreRefused() {
    #expect(throws: SwellError.self) {
      try Interaction(steps: [.setUserInset(top: 1e308, bottom: 0)])
    }
    #expect(throws: SwellError.self) {
      try Interaction(steps: [.pull(to: .points(1e9), duration: 1, curve: .linear)])
    }
    #expect(throws: SwellError.self) { try Interaction(steps: [.release(velocity: 1e12)]) }
  }
}
