/// Gives fully transparent pixels the colour of a visible neighbour, in place, for lossy
/// encoding. A lossy WebP keeps colour at half resolution (one chroma sample per 2 × 2 pixels),
/// averaging visible pixels with the invisible ones beside them; cairo leaves those black, so
/// a red edge next to transparency would come out a dull brown-red. Alpha is untouched, and
/// so is what a viewer shows.
enum TransparentColorBleed {
  /// Fills the colour of every pixel with alpha 0 in `rgba` (`width` × `height`, straight
  /// RGBA) from the nearest pixel with alpha > 0 in its row, then, for rows with none, in its
  /// column: two pixels deep is all chroma averaging reaches, and this reaches further.
  static func apply(to rgba: inout [UInt8], width: Int, height: Int) {
    guard width > 0, height > 0, rgba.count == width * height * 4 else { return }
    rgba.withUnsafeMutableBufferPointer { p in
      func copy(_ from: Int, _ to: Int) {
        p[to * 4] = p[from * 4]
        p[to * 4 + 1] = p[from * 4 + 1]
        p[to * 4 + 2] = p[from * 4 + 2]
      }
      var rowHasColor = [Bool](repeating: false, count: height)
      for y in 0..<height {
        let row = y * width
        var last: Int?
        // Left to right from the last visible pixel, then right to left for the leading run.
        for x in 0..<width {
          if p[(row + x) * 4 + 3] > 0 { last = row + x } else if let last { copy(last, row + x) }
        }
        guard let firstVisible = (0..<width).first(where: { p[(row + $0) * 4 + 3] > 0 }) else {
          continue
        }
        rowHasColor[y] = true
        for x in 0..<firstVisible { copy(row + firstVisible, row + x) }
      }
      // Rows with no visible pixel take the colours of the nearest row above or below that has.
      guard let anyRow = rowHasColor.firstIndex(of: true) else { return }
      var source = anyRow
      for y in 0..<height {
        if rowHasColor[y] {
          source = y
          continue
        }
        for x in 0..<width { copy(source * width + x, y * width + x) }
      }
    }
  }
}
