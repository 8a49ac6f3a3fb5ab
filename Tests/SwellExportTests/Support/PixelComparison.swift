import Swell
import SwellCairo

/// How far two renders of the same picture are apart, on premultiplied ARGB channels in
/// 0…255 (premultiplied so that invisible colour under zero alpha does not count).
///
/// Two measures: the mean absolute difference over every channel of every pixel, and the
/// worst such mean over any 16 × 16 pixel tile. Antialiasing differences between two good
/// rasterizers spread thinly along edges, so they stay small in every tile; a shape that is
/// missing, out of place, in the wrong colour or opacity, or stacked in the wrong order
/// changes whole tiles (or, for a one-pixel shift, a pixel-wide band of full contrast) and
/// shows up in the tile mean even when it is a small part of the image.
struct PixelComparison: CustomStringConvertible {
  static let tileSide = 16
  /// Channel differences up to this many units (of 255) are ignored: rlottie truncates
  /// colour × 255 where cairo rounds through 16 bits (1 unit), and each translucent layer it
  /// composites loses about a unit more (its blending divides by 256, not 255: two white
  /// layers at 30 % over orange come out 253, 190, 129 premultiplied where cairo has 255,
  /// 193, 129).
  static let roundingAllowance = 2.0

  var width: Int
  var height: Int
  /// Mean |a − b| over all channels of all pixels (0…255).
  var meanDifference: Double
  /// The largest mean |a − b| over the channels of one tile (0…255), and where it is.
  var worstTileDifference: Double
  var worstTile: (x: Int, y: Int)

  var description: String {
    let mean = (meanDifference * 1000).rounded() / 1000
    let tile = (worstTileDifference * 1000).rounded() / 1000
    return "mean \(mean)/255, worst tile \(tile)/255 at px (\(worstTile.x), \(worstTile.y))"
  }

  /// Compares rlottie's premultiplied ARGB words with cairo's image of the same size.
  init(rlottie: [UInt32], cairo: CairoImage) {
    self.init(rlottie: rlottie, cairo: Reference(cairo))
  }

  /// A cairo render kept as bytes (straight RGBA, as `CairoImage.rgbaBytes()` gives), so it
  /// can be rendered once and compared many times.
  struct Reference: Sendable {
    var width: Int
    var height: Int
    var rgba: [UInt8]

    init(_ image: CairoImage) {
      width = image.pixelWidth
      height = image.pixelHeight
      rgba = image.rgbaBytes()
    }

    /// A player's own frame as the reference (premultiplied ARGB words, un-premultiplied
    /// with rounding as cairo's are): to compare two frames of one player.
    init(argb words: [UInt32], width: Int, height: Int) {
      self.width = width
      self.height = height
      rgba = words.flatMap { word -> [UInt8] in
        let a = Double(word >> 24)
        guard a > 0 else { return [0, 0, 0, 0] }
        let straight = [word >> 16, word >> 8, word].map {
          UInt8(min((Double($0 & 0xFF) * 255 / a).rounded(), 255))
        }
        return straight + [UInt8(word >> 24)]
      }
    }
  }

  /// Compares rlottie's premultiplied ARGB words with a cairo render of the same size.
  init(rlottie: [UInt32], cairo reference: Reference) {
    width = reference.width
    height = reference.height
    let bytes = reference.rgba
    var differences = [Double](repeating: 0, count: width * height)
    var total = 0.0
    for index in 0..<(width * height) {
      let word = rlottie[index]
      let a = Double(word >> 24)
      let r = Double((word >> 16) & 0xFF)
      let g = Double((word >> 8) & 0xFF)
      let b = Double(word & 0xFF)
      // cairo's image un-premultiplied with rounding; premultiply back the same way.
      let ca = Double(bytes[index * 4 + 3])
      let cr = (Double(bytes[index * 4]) * ca / 255).rounded()
      let cg = (Double(bytes[index * 4 + 1]) * ca / 255).rounded()
      let cb = (Double(bytes[index * 4 + 2]) * ca / 255).rounded()
      // Differences up to `roundingAllowance` are rounding (see the type's comment).
      func beyondRounding(_ x: Double, _ y: Double) -> Double {
        max(abs(x - y) - PixelComparison.roundingAllowance, 0)
      }
      let d =
        (beyondRounding(a, ca) + beyondRounding(r, cr) + beyondRounding(g, cg)
          + beyondRounding(b, cb)) / 4
      differences[index] = d
      total += d
    }
    meanDifference = total / Double(width * height)
    worstTileDifference = 0
    worstTile = (0, 0)
    let side = PixelComparison.tileSide
    for ty in stride(from: 0, to: height, by: side) {
      for tx in stride(from: 0, to: width, by: side) {
        var sum = 0.0
        var count = 0
        for y in ty..<min(ty + side, height) {
          for x in tx..<min(tx + side, width) {
            sum += differences[y * width + x]
            count += 1
          }
        }
        let mean = sum / Double(count)
        if mean > worstTileDifference {
          worstTileDifference = mean
          worstTile = (tx, ty)
        }
      }
    }
  }
}
