import Foundation
import Swell
import SwellTestSupport
import Testing

@testable import SwellLottie

@Suite struct LottieModelTests {
  private func text(_ value: LottieJSON) throws -> String {
    try value.text()
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
      #expect(try text(item.json).hasPrefix("{\"ty\":\"\(item.typeTag)\","))
    }
  }

  @Test func keyframesAreWrittenAsBodymovinFiveDoes() throws {
    let property = LottieProperty<Double>.animated([
      LottieKeyframe(time: 0, value: 10),
      LottieKeyframe(time: 5, value: 20, hold: true),
      LottieKeyframe(time: 9, value: 30),
    ])
    #expect(
      try text(property.json)
        == #"{"a":1,"k":[{"t":0,"s":[10],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},"#
        + #"{"t":5,"s":[20],"h":1},{"t":9,"s":[30]}]}"#)
    #expect(try text(LottieProperty<Double>.fixed(42.5).json) == #"{"a":0,"k":42.5}"#)
  }

  /// The form from before bodymovin 5.5 (what Qt Lottie reads): every keyframe names the next
  /// one's value as its end (`"e"`), the last only its time; it reads back the same.
  @Test func keyframesWithEndValuesAreWrittenAsBodymovinBeforeFiveFiveDid() throws {
    let samples = [[10.0], [10], [10], [14], [18], [30]]
    let track = LottieTrack(
      firstFrame: 0, samples: samples, tolerance: 0.01, endValues: true)
    let property = track.property { $0[0] }
    let written = try text(property.json)
    let object = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any]
    let keyframes = try #require(object?["k"] as? [[String: Any]])
    #expect(keyframes.count == 3 && keyframes.allSatisfy { $0["h"] == nil })
    for (keyframe, next) in zip(keyframes, keyframes.dropFirst().dropLast()) {
      #expect(keyframe["e"] as? [Double] == next["s"] as? [Double])
    }
    #expect(keyframes[1]["e"] as? [Double] == [30])
    #expect(keyframes.last?.keys.sorted() == ["t"], "the last keyframe is its time alone")
    let read = try JSONDecoder().decode(LottieProperty<Double>.self, from: Data(written.utf8))
    #expect(read.keyframes.map(\.value) == [10, 10, 30])
    for (k, sample) in samples.enumerated() {
      #expect(abs(LottieEvaluation.scalar(read, at: Double(k)) - sample[0]) <= 0.01)
    }
    // A keyframe without a value and nothing before it to give one is refused.
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        LottieProperty<Double>.self, from: Data(#"{"a":1,"k":[{"t":3}]}"#.utf8))
    }
  }

  /// A moving position is written per axis (Qt Lottie reads a combined one along its path's
  /// length, not by time) and reads back the same, easings included; a position at rest is
  /// written combined; a combined keyframed position, as other tools write it, reads as its axes.
  @Test func positionsAreWrittenPerAxis() throws {
    let eased = TimingCurve.fitted(outY: 0.1, inY: 1.2)
    let moving = LottieTransform(
      position: LottiePosition(
        x: .animated([
          LottieKeyframe(time: 0, value: 10, easing: eased), LottieKeyframe(time: 9, value: 31),
        ]),
        y: .fixed(20)))
    let json = try text(moving.json)
    #expect(
      json.contains(
        #""p":{"s":true,"x":{"a":1,"k":[{"t":0,"s":[10],"i":{"x":[0.667],"y":[1.2]},"#
          + #""o":{"x":[0.333],"y":[0.1]}},{"t":9,"s":[31]}]},"y":{"a":0,"k":20}}"#), "\(json)")
    #expect(try JSONDecoder().decode(LottieTransform.self, from: Data(json.utf8)) == moving)
    #expect(
      try text(LottieTransform(position: .fixed(3, 4)).json).contains(#""p":{"a":0,"k":[3,4]}"#))
    let combined =
      #"{"a":1,"k":[{"t":0,"s":[1,2],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},"#
      + #"{"t":4,"s":[5,6]}]}"#
    let read = try JSONDecoder().decode(LottiePosition.self, from: Data(combined.utf8))
    #expect(
      read.x == .animated([LottieKeyframe(time: 0, value: 1), LottieKeyframe(time: 4, value: 5)]))
    #expect(
      read.y == .animated([LottieKeyframe(time: 0, value: 2), LottieKeyframe(time: 4, value: 6)]))
  }

  @Test func numbersAreShortAndStringsEscaped() throws {
    #expect(try text(.numbers([100.0, -0.0, 0.25, 1e-7])) == "[100,0,0.25,1e-07]")
    let name = "a \"quoted\"\nname\u{1}"
    let decoded = try JSONSerialization.jsonObject(
      with: Data(LottieJSON.array([.string(name)]).text().utf8))
    #expect(decoded as? [String] == [name])
    #expect(throws: LottieJSON.Failure.nonFiniteNumber("1")) {
      try LottieJSON.numbers([1, .nan]).text()
    }
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
