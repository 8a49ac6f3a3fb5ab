import Swell

extension LottieExporter {
  /// A key's samples as the pieces Lottie layers are made of: where a frame keeps every
  /// contour of the frame before and appends more that lie apart from them (a row fitting at
  /// a list's end), the appended contours become a piece of their own, from that frame on,
  /// and the earlier piece goes on unchanged. Each appearance then costs a layer of the new
  /// contours, not a new layer of all of them: a footer film's list grows by four rows as it
  /// finishes and is written once, not five times.
  ///
  /// Any other change of structure starts over with one piece. Pieces come in the order they
  /// start; an appended piece lies apart from the earlier ones, so either may be drawn over
  /// the other.
  static func pieces(_ samples: [LottieLayerSample]) -> [[LottieLayerSample]] {
    var pieces: [[LottieLayerSample]] = []
    var firstPiece = 0
    var bounds: [Int] = []  // where each piece of the current chain starts, and the count
    var previous: LottieLayerSample?
    for sample in samples {
      let count = sample.contours.count
      if let previous, let last = bounds.last, continues(previous, with: sample, pieces: bounds) {
        if count > last {
          bounds.append(count)
          pieces.append([])
        }
      } else {
        firstPiece = pieces.count
        bounds = [0, count]
        pieces.append([])
      }
      for j in 0..<(bounds.count - 1) {
        var part = sample
        part.contours = Array(sample.contours[bounds[j]..<bounds[j + 1]])
        part.figures = sample.figures.map { Array($0[bounds[j]..<bounds[j + 1]]) }
        pieces[firstPiece + j].append(part)
      }
      previous = sample
    }
    return pieces
  }

  /// Whether `sample` continues the chain `previous` is in (split at `bounds`): the same
  /// settings and the same contours, open or closed, and any more it appends lying apart from
  /// the others (`apartBoxes`), with no trim and no sine fill, which would read the contours
  /// as one.
  private static func continues(
    _ previous: LottieLayerSample, with sample: LottieLayerSample, pieces bounds: [Int]
  ) -> Bool {
    let before = previous.structure
    let now = sample.structure
    let count = previous.contours.count
    guard before.lineCap == now.lineCap, before.lineJoin == now.lineJoin,
      before.fillRule == now.fillRule, now.closed.count >= count,
      Array(now.closed.prefix(count)) == before.closed
    else { return false }
    let split = now.closed.count > count || bounds.count > 2
    guard split else { return true }
    let layer = sample.layer
    guard layer.strokeStart == 0, layer.strokeEnd >= 1, sample.sineFill == nil else {
      return false
    }
    guard now.closed.count > count else { return true }
    let boxes = apartBoxes(sample)
    return boxes.dropFirst(count).allSatisfy { box in
      !boxes.prefix(count).contains { $0.overlaps(box) }
    }
  }
}
