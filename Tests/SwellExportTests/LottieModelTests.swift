import Foundation
import Testing

@testable import SwellExport
@testable import SwellLottie

@Suite struct LottieModelTests {
  private func text(_ value: some Encodable) throws -> String {
    try LottieJSONEncoder().encode(value)
  }

  @Test func theTypeTagComesFirstInEveryShapeItem() throws {
    // rlottie skips a shape item whose "ty" is not its first key.
    let items: [LottieShape] = [
      .path(
        LottiePathShape(
          name: "p",
          shape: .fixed(
            LottieBezier(
              closed: true, vertices: [[0, 0]], inTangents: [[0, 0]], outTangents: [[0, 0]])))),
      .fill(
        LottieFill(
          name: "f", color: .fixed(LottieVector([1, 0, 0, 1])), opacity: .fixed(100), fillRule: 1)),
      .stroke(
        LottieStroke(
          name: "s", color: .fixed(LottieVector([0, 0, 0, 1])), opacity: .fixed(50),
          width: .fixed(2), lineCap: 2, lineJoin: 2, miterLimit: 10)),
      .trim(LottieTrim(name: "t", start: .fixed(0), end: .fixed(50), mode: 2)),
      .transform(LottieTransform()),
    ]
    for item in items + [.group(LottieGroup(name: "g", items: items))] {
      #expect(try text(item).hasPrefix("{\"ty\":\"\(item.typeTag)\","))
    }
  }

  @Test func keyframesAreWrittenAsBodymovinFiveDoes() throws {
    let property = LottieProperty<Double>.animated([
      LottieKeyframe(time: 0, value: 10),
      LottieKeyframe(time: 5, value: 20, hold: true),
      LottieKeyframe(time: 9, value: 30),
    ])
    #expect(
      try text(property)
        == #"{"a":1,"k":[{"t":0,"s":[10],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},"#
        + #"{"t":5,"s":[20],"h":1},{"t":9,"s":[30]}]}"#)
    #expect(try text(LottieProperty<Double>.fixed(42.5)) == #"{"a":0,"k":42.5}"#)
  }

  /// A position with more than two keyframes is written per axis (Qt Lottie reads a combined
  /// one along its path's length, not by time); it reads back the same. Two keyframes stay
  /// combined.
  @Test func movingPositionsAreWrittenPerAxis() throws {
    let keyframes = [(0.0, 10.0, 20.0), (5, 30, 25), (9, 31, 40)].map { t, x, y in
      LottieKeyframe(time: t, value: LottieVector([x, y]))
    }
    let moving = LottieTransform(position: .animated(keyframes))
    let json = try text(moving)
    #expect(json.contains(#""p":{"s":true,"x":{"a":1,"k":[{"t":0,"s":[10]"#))
    #expect(json.contains(#""y":{"a":1,"k":[{"t":0,"s":[20]"#))
    let back = try JSONDecoder().decode(LottieTransform.self, from: Data(json.utf8))
    #expect(back == moving)
    let short = LottieTransform(position: .animated(Array(keyframes.prefix(2))))
    #expect(try text(short).contains(#""p":{"a":1,"k":[{"t":0,"s":[10,20]"#))
  }

  @Test func numbersAreShortAndStringsEscaped() throws {
    #expect(try text([100.0, -0.0, 0.25, 1e-7]) == "[100,0,0.25,1e-07]")
    let name = "a \"quoted\"\nname\u{1}"
    let decoded = try JSONSerialization.jsonObject(
      with: Data(LottieJSONEncoder().encode([name]).utf8))
    #expect(decoded as? [String] == [name])
    #expect(throws: LottieJSONEncoder.Failure.self) { try LottieJSONEncoder().encode([Double.nan]) }
  }

  @Test func aDocumentSurvivesARoundTrip() throws {
    let animation = try LottieExporter(fps: 30).animation(from: Fixtures.scenes(fps: 30))
    let data = try animation.jsonData()
    let decoded = try JSONDecoder().decode(LottieAnimation.self, from: data)
    #expect(decoded == animation)
    // And Foundation's parser reads it as JSON with the header a player needs.
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((object["v"] as? String)?.hasPrefix("5.") == true)
    #expect((object["assets"] as? [Any])?.isEmpty == true)
    #expect(object["ddd"] as? Int == 0)
  }
}
