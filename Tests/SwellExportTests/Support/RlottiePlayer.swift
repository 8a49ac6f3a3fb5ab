import CRlottie
import Foundation

/// rlottie, the third-party player the exported documents are checked with: loads a
/// document from JSON text and renders frames into ARGB32 premultiplied pixels.
///
/// One owner of the C animation object, freed in `deinit`.
final class RlottiePlayer {
  struct LoadFailure: Error {}

  private let animation: OpaquePointer

  /// Loads a document; rlottie returns nothing for text it cannot read.
  init(json: Data, cacheKey: String = UUID().uuidString) throws {
    var bytes = [CChar](repeating: 0, count: json.count + 1)
    json.withUnsafeBytes { raw in
      for (index, byte) in raw.enumerated() { bytes[index] = CChar(bitPattern: byte) }
    }
    // rlottie caches documents by key; a fresh key keeps corrupted variants apart.
    guard let animation = lottie_animation_from_data(bytes, cacheKey, "") else {
      throw LoadFailure()
    }
    self.animation = animation
  }

  deinit { lottie_animation_destroy(animation) }

  /// The number of frames (`op − ip`).
  var frameCount: Int { lottie_animation_get_totalframe(animation) }

  /// The frame rate (frames per second).
  var frameRate: Double { lottie_animation_get_framerate(animation) }

  /// The canvas size (px).
  var size: (width: Int, height: Int) {
    var width = 0
    var height = 0
    lottie_animation_get_size(animation, &width, &height)
    return (width, height)
  }

  /// The document's markers as rlottie reads them: name, first and last frame.
  var markers: [(name: String, start: Int, end: Int)] {
    guard let list = lottie_animation_get_markerlist(animation) else { return [] }
    return (0..<list.pointee.size).map { index in
      let marker = list.pointee.ptr[index]
      return (String(cString: marker.name), Int(marker.startframe), Int(marker.endframe))
    }
  }

  /// Frame `frame` at `width` × `height` px: premultiplied ARGB, one 32-bit word per pixel
  /// (0xAARRGGBB), rows top to bottom.
  func render(frame: Int, width: Int, height: Int) -> [UInt32] {
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBufferPointer { buffer in
      lottie_animation_render(animation, frame, buffer.baseAddress, width, height, width * 4)
    }
    return pixels
  }
}
