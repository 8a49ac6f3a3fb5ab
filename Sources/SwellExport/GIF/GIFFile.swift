internal import CGif
import Swell
import SwellCairo
import _SwellFiles

/// Owns a giflib encoder (`GifFileType`) that streams into an `AtomicFile`, and closes it in
/// `deinit` if `close()` was not reached.
final class GIFFile {
  /// The longest delay one GIF frame can carry: 16 bits of centiseconds (655.35 s).
  static let maximumDelay = 65535
  /// The widest and tallest frame a GIF can describe (px): 16 bits each.
  static let largestSide = 65535

  private var gif: UnsafeMutablePointer<GifFileType>?
  private let file: AtomicFile

  /// Opens the encoder and writes the header, the logical screen (no global colour table:
  /// every frame has its own) and, unless the animation plays once, the NETSCAPE2.0 loop.
  ///
  /// - Parameter plays: 0 forever, else how many times the animation plays in all.
  init(file: AtomicFile, width: Int, height: Int, plays: Int) throws {
    self.file = file
    // giflib keeps the first 16 bits of a wider side and writes a file no viewer reads right.
    guard width <= GIFFile.largestSide, height <= GIFFile.largestSide else {
      throw SwellError.invalidParameter(
        name: "frame size", value: "\(width) × \(height) px",
        accepted: "at most \(GIFFile.largestSide) px a side for gif (16 bits each)")
    }
    var error: Int32 = 0
    guard let gif = EGifOpen(Unmanaged.passUnretained(file).toOpaque(), writeToAtomicFile, &error)
    else {
      throw ExportError.encoderFailed(operation: "open a GIF encoder", reason: GIFFile.text(error))
    }
    self.gif = gif
    EGifSetGifVersion(gif, true)
    try check(
      EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil),
      "write the GIF screen descriptor")
    if plays != 1 {
      // The loop count is the number of repeats after the first play, 0 meaning forever.
      let repeats = plays == 0 ? 0 : plays - 1
      let netscape = Array("NETSCAPE2.0".utf8)
      let loop: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]
      try check(
        EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "start the GIF loop extension")
      try check(
        EGifPutExtensionBlock(gif, Int32(netscape.count), netscape), "write the GIF loop extension")
      try check(EGifPutExtensionBlock(gif, Int32(loop.count), loop), "write the GIF loop count")
      try check(EGifPutExtensionTrailer(gif), "end the GIF loop extension")
    }
  }

  deinit {
    if let gif {
      var error: Int32 = 0
      EGifCloseFile(gif, &error)
    }
  }

  /// How a frame's area is treated before the next frame is drawn.
  enum Disposal {
    /// Left in place: the next frame draws over it.
    case keep
    /// Cleared to transparent (the "background").
    case clear
  }

  /// Writes one image: its graphic control extension (delay, disposal, transparent index),
  /// its descriptor with a local colour table, and its LZW-coded pixels.
  ///
  /// - Parameters:
  ///   - colors: the palette as 0xRRGGBB, padded with black to a power of two ≥ 2.
  ///   - indices: `width · height` palette indices, row after row.
  func writeFrame(
    x: Int, y: Int, width: Int, height: Int, colors: [UInt32], indices: [UInt8],
    delay: Int, disposal: Disposal, transparentIndex: Int?, frame: Int
  ) throws {
    guard let gif else { throw ExportError.alreadyFinished }
    var control = GraphicsControlBlock(
      DisposalMode: disposal == .keep ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND,
      UserInputFlag: false, DelayTime: Int32(min(max(delay, 0), GIFFile.maximumDelay)),
      TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &extensionBytes)
    try check(
      EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes),
      "write the control block of GIF frame \(frame)")

    var tableSize = 2
    while tableSize < colors.count { tableSize *= 2 }
    var table = colors.map {
      GifColorType(
        Red: UInt8(($0 >> 16) & 0xFF), Green: UInt8(($0 >> 8) & 0xFF), Blue: UInt8($0 & 0xFF))
    }
    table += Array(
      repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: tableSize - table.count)
    guard let map = GifMakeMapObject(Int32(tableSize), table) else {
      throw ExportError.encoderFailed(
        operation: "make the colour table of GIF frame \(frame)", reason: "out of memory")
    }
    defer { GifFreeMapObject(map) }
    try check(
      EGifPutImageDesc(gif, Int32(x), Int32(y), Int32(width), Int32(height), false, map),
      "write the descriptor of GIF frame \(frame)")
    var row = [UInt8](repeating: 0, count: width)
    for line in 0..<height {
      row.withUnsafeMutableBufferPointer { buffer in
        for i in 0..<width { buffer[i] = indices[line * width + i] }
      }
      try check(EGifPutLine(gif, &row, Int32(width)), "write the pixels of GIF frame \(frame)")
    }
  }

  /// Writes the trailer and releases the encoder.
  func close() throws {
    guard let gif else { return }
    self.gif = nil
    var error: Int32 = 0
    guard EGifCloseFile(gif, &error) == GIF_OK else {
      if let failure = file.failure { throw failure }
      throw ExportError.encoderFailed(operation: "finish the GIF", reason: GIFFile.text(error))
    }
  }

  /// Throws unless a giflib call returned GIF_OK; a failed write reports the file's error.
  private func check(_ result: Int32, _ operation: String) throws {
    guard result != GIF_OK else { return }
    if let failure = file.failure { throw failure }
    throw ExportError.encoderFailed(
      operation: operation, reason: GIFFile.text(gif?.pointee.Error ?? 0))
  }

  private static func text(_ error: Int32) -> String {
    guard let message = GifErrorString(error) else { return "giflib error \(error)" }
    return String(cString: message)
  }
}

/// giflib's write callback: the user data is an unretained `AtomicFile`. Returns the number
/// of bytes written, which giflib compares with the length to detect a failure.
private let writeToAtomicFile: OutputFunc = { gif, bytes, length in
  guard length > 0 else { return 0 }
  guard let gif, let user = gif.pointee.UserData, let bytes else { return 0 }
  let file = Unmanaged<AtomicFile>.fromOpaque(user).takeUnretainedValue()
  return file.write(UnsafeRawBufferPointer(start: bytes, count: Int(length))) ? length : 0
}
