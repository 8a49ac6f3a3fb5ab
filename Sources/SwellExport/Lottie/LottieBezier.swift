/// One Lottie path contour (`"sh"` value): cubic Bézier segments through vertices, each
/// segment's control points written relative to the vertices it joins.
///
/// Segment k runs from `vertices[k]` (control point `vertices[k] + outTangents[k]`) to the next
/// vertex (control point `next + inTangents[next]`); a closed contour has a last segment from
/// the last vertex back to the first. A straight line has both tangents zero. Points (pt), in
/// the layer's coordinates, as `[x, y]` pairs.
public struct LottieBezier: LottieValue, Codable {
  /// Whether a segment joins the last vertex back to the first (`"c"`).
  public var closed: Bool
  /// The vertices (`"v"`).
  public var vertices: [[Double]]
  /// Each vertex's incoming control point minus the vertex (`"i"`).
  public var inTangents: [[Double]]
  /// Each vertex's outgoing control point minus the vertex (`"o"`).
  public var outTangents: [[Double]]

  /// Creates a contour; the three arrays have one `[x, y]` pair per vertex.
  public init(
    closed: Bool, vertices: [[Double]], inTangents: [[Double]], outTangents: [[Double]]
  ) {
    self.closed = closed
    self.vertices = vertices
    self.inTangents = inTangents
    self.outTangents = outTangents
  }

  private enum CodingKeys: String, CodingKey {
    case closed = "c"
    case vertices = "v"
    case inTangents = "i"
    case outTangents = "o"
  }

  /// Written as the contour object itself.
  public var staticForm: LottieBezier { self }
  /// Written as a one-element array of contours in keyframes, as bodymovin does.
  public var keyframeForm: [LottieBezier] { [self] }
  /// Reads a contour object.
  public init(staticForm: LottieBezier) { self = staticForm }
  /// Reads a keyframe's one-element array.
  public init(keyframeForm: [LottieBezier]) throws {
    guard let first = keyframeForm.first else { throw LottieFormatError.emptyKeyframeValue }
    self = first
  }
}
