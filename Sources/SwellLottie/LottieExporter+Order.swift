import Swell

extension LottieExporter {
  /// One back-to-front order of every layer key that agrees with every frame's order.
  ///
  /// Each frame says "a is behind b" for neighbours a, b; a topological sort of these
  /// relations gives a single stack (ties keep the order of first appearance). Keys that are
  /// never on screen together may go either way, which cannot show.
  ///
  /// - Throws: `SwellError.invalidParameter` when two layers swap places between frames:
  ///   Lottie's stack is fixed, so such a document would draw one frame wrong.
  static func stackingOrder(_ frames: [[LottieLayerSample]]) throws -> [LottieLayerKey] {
    var rank: [LottieLayerKey: Int] = [:]
    var keys: [LottieLayerKey] = []
    var firstSeen: [[LottieLayerKey]: Int] = [:]  // [back, front] neighbours → frame
    var above: [LottieLayerKey: [LottieLayerKey]] = [:]
    var belowCount: [LottieLayerKey: Int] = [:]
    for frame in frames {
      for sample in frame where rank[sample.key] == nil {
        rank[sample.key] = keys.count
        keys.append(sample.key)
      }
      for (back, front) in zip(frame, frame.dropFirst())
      where firstSeen[[back.key, front.key]] == nil {
        if let earlier = firstSeen[[front.key, back.key]] {
          throw orderConflict(behind: back.key, front.key, frame: back.frame, earlier: earlier)
        }
        firstSeen[[back.key, front.key]] = back.frame
        above[back.key, default: []].append(front.key)
        belowCount[front.key, default: 0] += 1
      }
    }
    var order: [LottieLayerKey] = []
    var ready = keys.filter { belowCount[$0, default: 0] == 0 }
    while let next = ready.min(by: { rank[$0, default: 0] < rank[$1, default: 0] }) {
      // The earliest-seen key first, so a fixed stack comes out as the scenes list it.
      ready.removeAll { $0 == next }
      order.append(next)
      for front in above[next, default: []] {
        belowCount[front, default: 0] -= 1
        if belowCount[front] == 0 { ready.append(front) }
      }
    }
    // Neighbours that never swap can still order a few keys in a circle over several frames.
    guard order.count == keys.count else {
      throw SwellError.invalidParameter(
        name: "scenes", value: "layers in a cyclic order",
        accepted: "the same back-to-front order of layers in every scene")
    }
    return order
  }

  private static func orderConflict(
    behind back: LottieLayerKey, _ front: LottieLayerKey, frame: Int, earlier: Int
  ) -> SwellError {
    .invalidParameter(
      name: "scenes[\(frame)].layers",
      value: "\"\(back.name)\" behind \"\(front.name)\", the other way round in scenes[\(earlier)]",
      accepted: "the same back-to-front order of layers in every scene")
  }
}
