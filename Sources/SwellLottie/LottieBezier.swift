/// One Lottie path contour (`"sh"` value): cubic Bézier segments through vertices, each
/// segment's control points written relative to the vertices it joins.
///
/// Segment k runs from `vertices[k]` (control point `vertices[k] + outTangents[k]`) to the next
/// vertex (control point `next + inTangents[next]`); a closed contour has a last segment from
/// the last vertex back to the first. A straight line has both tangents zero. Points (pt), in
/// the layer's coordinates, as `[x, y]` pairs.
struct LottieBezier: LottieValue {
  /// Whether a segment joins the last vertex back to the first (`"c"`).
  var closed: Bool
  /// The vertices (`"v"`).
  var vertices: [[Double]]
  /// Each vertex's incoming control point minus the vertex (`"i"`).
  var inTangents: [[Double]]
  /// Each vertex's outgoing control point minus the vertex (`"o"`).
  var outTangents: [[Double]]

  /// Written as the contour object itself.
  var staticForm: LottieJSON {
    func points(_ pairs: [[Double]]) -> LottieJSON { .array(pairs.map(LottieJSON.numbers)) }
    return .object([
      "c": .bool(closed), "v": points(vertices), "i": points(inTangents),
      "o": points(outTangents),
    ])
  }
  /// Written as a one-element array of contours in keyframes, as bodymovin does.
  var keyframeForm: LottieJSON { [staticForm] }
}
