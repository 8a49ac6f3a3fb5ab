import Swell

/// One frame of an animation as the encoders take it: straight-alpha RGBA bytes, row after
/// row with no padding. A renderer-neutral type: any drawing library's bitmap converts to it.
public struct RGBAFrame: Hashable, Sendable {
  /// The width in pixels, ≥ 1.
  public let pixelWidth: Int
  /// The height in pixels, ≥ 1.
  public let pixelHeight: Int
  /// `pixelWidth · pixelHeight · 4` bytes: red, green, blue, alpha (0…255, not premultiplied).
  public let bytes: [UInt8]

  /// Creates a frame from its bytes.
  ///
  /// - Throws: `SwellError.invalidParameter` when a side is < 1 or the byte count is not
  ///   `pixelWidth · pixelHeight · 4`.
  public init(pixelWidth: Int, pixelHeight: Int, bytes: [UInt8]) throws {
    try SwellError.check(pixelWidth, "pixelWidth", in: 1...Int(Int32.max))
    try SwellError.check(pixelHeight, "pixelHeight", in: 1...Int(Int32.max))
    let (count, overflow) = pixelWidth.multipliedReportingOverflow(by: pixelHeight * 4)
    guard !overflow, bytes.count == count else {
      throw SwellError.invalidParameter(
        name: "bytes.count", value: "\(bytes.count)",
        accepted: "pixelWidth · pixelHeight · 4 = \(overflow ? "too many" : "\(count)")")
    }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.bytes = bytes
  }

  /// The frame's size, for error messages and checks.
  var checkedSize: CheckedFrameSize { CheckedFrameSize(width: pixelWidth, height: pixelHeight) }
}
