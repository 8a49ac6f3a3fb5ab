import Swell

/// Turns scenes sampled at a fixed frame rate into a Lottie document (bodymovin 5.x) that any
/// Lottie player (lottie-ios, lottie-android, lottie-web, rlottie) plays without Swell.
///
///     let exporter = try LottieExporter(fps: 60, scale: 2)
///     let scenes = (0..<180).map { frame in style.scene(in: context(at: Double(frame) / 60)) }
///     let json = try exporter.json(from: scenes)   // or SwellExport's Exporter, to a file
///
/// SwellScene k is the picture at k / fps seconds and becomes frame k. Each `ShapeLayer` name (the
/// n-th layer of a name in a frame counts as its own) becomes a shape layer, visible only in
/// the frames where the scene has it (held invisible across a gap when it comes back the
/// same); a stretch of frames where its subpaths change in number or closedness, or its cap,
/// join or fill rule change, becomes a layer of its own (in and out points). Within a layer every subpath has the same vertex count in every keyframe (fewer
/// vertices are made up by splitting segments, which leaves the curve unchanged), so players
/// interpolate between exact samples. Keyframes come from every frame; one that the kept
/// neighbours reproduce within the tolerances, by a straight line or by one fitted easing
/// curve (`LottieTrack`), is dropped; a span with no change is a hold, and a property that
/// never changes is written static.
/// A position is kept per axis. What moves is what the layer's transform says: a shape
/// redrawn elsewhere each frame is a keyed outline, the same shape under a moving transform a
/// static one; a layer turns and scales about its origin, where styles put the centre of what
/// spins. The transform is split into position, rotation and scale
/// (`LottieAffineDecomposition`); a sheared layer, which needs skew (rlottie ignores it), is
/// written with its outline already transformed. The scene's background is a layer named
/// "background" at the back.
///
/// Players differ from Core Animation (and cairo) in a few places, and the document cannot
/// change that: rlottie applies a layer's opacity to its fill and stroke
/// separately (where a translucent layer's stroke overlaps its fill, the fill shows through);
/// rlottie strokes a non-uniformly scaled or sheared layer with one width; it measures trim
/// lengths as max + 3/8·min of a segment's |dx|, |dy| (trim ends on slanted or curved paths
/// land up to ~7 % of their distance off).
///
/// Precision: positions, path points and widths within `positionTolerance` (pt) plus half a
/// unit of the last written digit; opacities within `opacityTolerance`; colour components at
/// their 8-bit level on keyframes and within half a level between; rotations and scales
/// within the angle and factor that move a point at the scene's diagonal by
/// `positionTolerance`.
public struct LottieExporter: Sendable {
  /// The frame rate the scenes were sampled at (frames per second), written as `"fr"`.
  public let fps: Double
  /// Pixels per point of the canvas: `"w"`, `"h"` are the scene size × scale, rounded up.
  public let scale: Double
  /// The document's name (`"nm"`).
  public let name: String
  /// The largest error allowed in a position, path point or line width (pt).
  public let positionTolerance: Double
  /// The largest error allowed in an opacity (0…1 scale); colours keep within half an 8-bit
  /// level.
  public let opacityTolerance: Double
  /// How keyframes are spelled: `.compact` (the default) or `.withEndValues`, which Qt
  /// Lottie needs.
  public var keyframeForm = LottieKeyframeForm.compact
  /// SwellScene indices where a new run begins (the scene before is not the moment before, as
  /// where an app document's `failed` follows `finishing`): keyframes are kept on both sides
  /// and no easing reaches across.
  var runStarts: [Int] = []

  /// Creates an exporter.
  ///
  /// - Parameters:
  ///   - fps: frames per second of the scenes, finite and > 0.
  ///   - scale: pixels per point of the canvas, finite and > 0.
  ///   - name: the document's name.
  ///   - positionTolerance: merging tolerance for positions (pt), finite and ≥ 0.
  ///   - opacityTolerance: merging tolerance for opacities and colours (0…1), finite and ≥ 0.
  /// - Throws: `SwellError.invalidParameter` naming a value out of range.
  public init(
    fps: Double, scale: Double = 1, name: String = "Swell", positionTolerance: Double = 0.01,
    opacityTolerance: Double = 0.001
  ) throws {
    try SwellError.checkPositive(fps, "fps")
    try SwellError.checkPositive(scale, "scale")
    try SwellError.checkNonNegative(positionTolerance, "positionTolerance")
    try SwellError.checkNonNegative(opacityTolerance, "opacityTolerance")
    self.fps = fps
    self.scale = scale
    self.name = name
    self.positionTolerance = positionTolerance
    self.opacityTolerance = opacityTolerance
  }

  /// The document for `scenes`, scene k being the picture at k / `fps` seconds.
  ///
  /// - Throws: `SwellError.invalidParameter` naming the first thing that cannot be exported:
  ///   an empty sequence, a scene size that is not finite and > 0 or differs from the first
  ///   scene's, a non-finite number in a layer (path point, transform, width, opacity, colour, stroke
  ///   start or end), a negative line width, or layers whose back-to-front order differs
  ///   between frames.
  func animation<Scenes: Sequence<SwellScene>>(from scenes: Scenes) throws -> LottieAnimation {
    // Scenes are read one at a time and only their contours kept, so a long sequence
    // (7,200 frames) is never in memory whole.
    var iterator = scenes.makeIterator()
    guard let first = iterator.next() else {
      throw SwellError.invalidParameter(
        name: "scenes", value: "none", accepted: "at least one scene")
    }
    let size = first.size
    try SwellError.checkPositive(size.width, "scenes[0].size.width")
    try SwellError.checkPositive(size.height, "scenes[0].size.height")
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    guard width <= LottieExporter.largestCanvas, height <= LottieExporter.largestCanvas else {
      throw SwellError.invalidParameter(
        name: "size × scale", value: "\(width) × \(height) px",
        accepted: "at most \(Int(LottieExporter.largestCanvas)) px a side")
    }
    var prepared = [try prepare(first, index: 0, size: size)]
    while let scene = iterator.next() {
      prepared.append(try prepare(scene, index: prepared.count, size: size))
    }
    let layers = try buildLayers(prepared, size: size)
    return LottieAnimation(
      frameRate: fps, outPoint: Double(prepared.count), width: Int(width), height: Int(height),
      name: name, layers: layers)
  }

  /// The document for `scenes` as compact JSON text.
  ///
  ///     let json = try LottieExporter(fps: 60).json(from: scenes)
  ///
  /// - Throws: as `animation(from:)`.
  public func json<Scenes: Sequence<SwellScene>>(from scenes: Scenes) throws -> String {
    try animation(from: scenes).json()
  }

  /// The largest canvas side accepted (px): far beyond any header, small enough for players.
  static let largestCanvas = 16384.0
}

extension LottieAnimation {
  /// The document as compact JSON text, keys in the order players expect (`"ty"` first in
  /// every shape item).
  ///
  /// - Throws: `SwellError.invalidParameter` if a number is not finite (JSON cannot spell it).
  func json() throws -> String {
    do {
      return try jsonValue.text()
    } catch LottieJSON.Failure.nonFiniteNumber(let path) {
      throw SwellError.invalidParameter(
        name: path, value: "a non-finite number", accepted: "a finite number")
    }
  }
}
