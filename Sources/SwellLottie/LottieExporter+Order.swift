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
    var above: [LottieLayerKey: Set<LottieLayerKey>] = [:]
    var belowCount: [LottieLayerKey: Int] = [:]
    for frame in frames {
      for sample in frame where rank[sample.key] == nil {
        rank[sample.key] = keys.count
        keys.append(sample.key)
        belowCount[sample.key] = 0
      }
      for (back, front) in zip(frame, frame.dropFirst())
      where !above[back.key, default: []].contains(front.key) {
        above[back.key, default: []].insert(front.key)
        belowCount[front.key, default: 0] += 1
      }
    }
    var order: [LottieLayerKey] = []
    var ready = keys.filter { belowCount[$0] == 0 }
    while !ready.isEmpty {
      // The earliest-seen key first, so a fixed stack comes out as the scenes list it.
      let next = ready.min { rank[$0, default: 0] < rank[$1, default: 0] } ?? ready[0]
      ready.removeAll { $0 == next }
      order.append(next)
      for front in above[next, default: []] {
        belowCount[front, default: 0] -= 1
        if belowCount[front] == 0 { ready.append(front) }
      }
    }
    guard order.count == keys.count else {
      throw orderConflict(frames, among: Set(keys).subtracting(order))
    }
    return order
  }

  private static func orderConflict(
    _ frames: [[LottieLayerSample]], among keys: Set<LottieLayerKey>
  ) -> SwellError {
    var firstSeen: [[LottieLayerKey]: Int] = [:]  // [back, front] → frame
    for frame in frames {
      let stack = frame.map(\.key).filter(keys.contains)
      for i in stack.indices {
        for j in stack.indices where j > i {
          if let earlier = firstSeen[[stack[j], stack[i]]] {
            return SwellError.invalidParameter(
              name: "scenes[\(frame.first?.frame ?? 0)].layers",
              value:
                "\"\(stack[i].name)\" behind \"\(stack[j].name)\", the other way round in scenes[\(earlier)]",
              accepted: "the same back-to-front order of layers in every scene")
          }
          if firstSeen[[stack[i], stack[j]]] == nil {
            firstSeen[[stack[i], stack[j]]] = frame.first?.frame ?? 0
          }
        }
      }
    }
    return SwellError.invalidParameter(
      name: "scenes", value: "layers in a cyclic order",
      accepted: "the same back-to-front order of layers in every scene")
  }
}
