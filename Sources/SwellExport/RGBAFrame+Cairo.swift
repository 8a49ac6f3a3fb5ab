import Swell
import SwellCairo

extension RGBAFrame {
  /// The pixels of a cairo image.
  public init(_ image: CairoImage) {
    pixelWidth = image.pixelWidth
    pixelHeight = image.pixelHeight
    bytes = image.rgbaBytes()
  }
}
