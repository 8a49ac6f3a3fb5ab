internal import CWebPDemux
import Foundation
import SwellCairo

/// The frames of an animated WebP as libwebp's own animation decoder (`WebPAnimDecoder`)
/// composes them — each frame's offset, blending and disposal applied to the canvas — in
/// straight RGBA: what a conforming viewer shows. (ImageMagick 6 mis-composes frames that do
/// not blend, so it is not the oracle for WebP.)
func decodedWebPFrames(of path: String) throws -> [CairoImage] {
  let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  return try data.withUnsafeBufferPointer { buffer -> [CairoImage] in
    var webp = WebPData(bytes: buffer.baseAddress, size: buffer.count)
    var options = WebPAnimDecoderOptions()
    guard WebPAnimDecoderOptionsInit(&options) != 0 else { return [] }
    options.color_mode = MODE_RGBA
    guard let decoder = WebPAnimDecoderNew(&webp, &options) else { return [] }
    defer { WebPAnimDecoderDelete(decoder) }
    var info = WebPAnimInfo()
    guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return [] }
    let (width, height) = (Int(info.canvas_width), Int(info.canvas_height))
    var frames: [CairoImage] = []
    while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
      var pixels: UnsafeMutablePointer<UInt8>?
      var timestamp: Int32 = 0
      guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else { break }
      let rgba = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
      frames.append(try CairoImage(pixelWidth: width, pixelHeight: height, rgba: rgba))
    }
    return frames
  }
}
