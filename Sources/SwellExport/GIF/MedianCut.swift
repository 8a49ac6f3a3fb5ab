/// A palette of at most `maxColors` colours for a set of opaque pixels, by median cut.
///
/// When the pixels have no more distinct colours than that (flat vector art often does), the
/// palette is exactly those colours. Otherwise the colour histogram is cut into boxes: the box
/// with the largest squared error (Σ pixels × distance² to the box's mean) is split across
/// its channel of greatest variance, until there are `maxColors` boxes; each box's colour is
/// the pixel-weighted mean of its colours. The cut is not at the plain median but where the
/// two halves' summed squared error is least (a variance-based median cut), so a cut never
/// runs through the middle of a tight cluster of colours. Weighting by pixel count keeps
/// large flat areas (a background) exact and spends colours where the picture has them.
///
/// giflib's own `GifQuantizeBuffer` is not used: it works on 5 bits per channel and shifts
/// its means back by 3 bits, so white comes out as (248, 248, 248) (checked with giflib 5.2).
///
/// The result depends only on the pixels, never on hashing order: frames encode the same way
/// on every run.
struct MedianCut {
  /// The palette, as 0xRRGGBB.
  let colors: [UInt32]
  /// Palette index of every colour that was given to `init`.
  private let indices: [UInt32: UInt8]

  /// Builds the palette for `pixels` (0xRRGGBB; any higher bits are ignored).
  ///
  /// - Parameter maxColors: the largest palette, 1…256.
  init(pixels: [UInt32], maxColors: Int) {
    let limit = min(max(maxColors, 1), 256)
    var histogram: [UInt32: Int] = [:]
    for pixel in pixels { histogram[pixel & 0xFF_FFFF, default: 0] += 1 }
    var entries = histogram.map { Entry(color: $0.key, count: $0.value) }
    entries.sort { $0.color < $1.color }
    if entries.count <= limit {
      colors = entries.map(\.color)
      indices = Dictionary(
        uniqueKeysWithValues: entries.enumerated().map { ($0.element.color, UInt8($0.offset)) })
      return
    }
    var boxes = [Box(entries: entries, range: 0..<entries.count)]
    while boxes.count < limit {
      guard
        let worst = boxes.indices.filter({ boxes[$0].range.count > 1 && boxes[$0].error > 0 })
          .max(by: { boxes[$0].error < boxes[$1].error })
      else { break }
      let box = boxes[worst]
      let channel = box.widestChannel
      entries[box.range].sort {
        let (a, b) = ($0.channel(channel), $1.channel(channel))
        return a != b ? a < b : $0.color < $1.color
      }
      let split = MedianCut.bestSplit(entries[box.range], lowerBound: box.range.lowerBound)
      boxes[worst] = Box(entries: entries, range: box.range.lowerBound..<split)
      boxes.append(Box(entries: entries, range: split..<box.range.upperBound))
    }
    var indices: [UInt32: UInt8] = [:]
    indices.reserveCapacity(entries.count)
    for (index, box) in boxes.enumerated() {
      for entry in entries[box.range] { indices[entry.color] = UInt8(index) }
    }
    colors = boxes.map(\.mean)
    self.indices = indices
  }

  /// The palette index for `color` (0xRRGGBB): its box for a colour given to `init`, else
  /// the nearest palette colour.
  func index(of color: UInt32) -> UInt8 {
    let key = color & 0xFF_FFFF
    if let index = indices[key] { return index }
    var best = 0
    var bestDistance = Int.max
    for (i, candidate) in colors.enumerated() {
      let d = MedianCut.distanceSquared(key, candidate)
      if d < bestDistance { (best, bestDistance) = (i, d) }
    }
    return UInt8(best)
  }

  /// The index in `entries` (sorted along the cut's channel) before which to cut so that the
  /// two parts' summed squared error is least; both parts are non-empty.
  private static func bestSplit(_ entries: ArraySlice<Entry>, lowerBound: Int) -> Int {
    // Prefix sums of count, Σ count·c and Σ count·c² per channel give each part's squared
    // error in O(1): Σ count·c² − (Σ count·c)² / Σ count.
    var total = (n: 0.0, sum: [0.0, 0.0, 0.0], squares: 0.0)
    for entry in entries {
      let w = Double(entry.count)
      total.n += w
      for c in 0..<3 {
        let v = Double(entry.channel(c))
        total.sum[c] += w * v
        total.squares += w * v * v
      }
    }
    func error(_ n: Double, _ sum: [Double], _ squares: Double) -> Double {
      n > 0 ? squares - sum.reduce(0) { $0 + $1 * $1 } / n : 0
    }
    var left = (n: 0.0, sum: [0.0, 0.0, 0.0], squares: 0.0)
    var best = lowerBound + 1
    var bestError = Double.infinity
    for (offset, entry) in entries.dropLast().enumerated() {
      let w = Double(entry.count)
      left.n += w
      for c in 0..<3 {
        let v = Double(entry.channel(c))
        left.sum[c] += w * v
        left.squares += w * v * v
      }
      let right = (0..<3).map { total.sum[$0] - left.sum[$0] }
      let e =
        error(left.n, left.sum, left.squares)
        + error(total.n - left.n, right, total.squares - left.squares)
      if e < bestError {
        bestError = e
        best = lowerBound + offset + 1
      }
    }
    return best
  }

  /// Squared Euclidean distance between two 0xRRGGBB colours.
  static func distanceSquared(_ a: UInt32, _ b: UInt32) -> Int {
    var sum = 0
    for shift in [16, 8, 0] as [UInt32] {
      let d = Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)
      sum += d * d
    }
    return sum
  }

  private struct Entry {
    var color: UInt32
    var count: Int
    func channel(_ c: Int) -> Int { Int((color >> UInt32(16 - 8 * c)) & 0xFF) }
  }

  private struct Box {
    let range: Range<Int>
    let pixelCount: Int
    /// Σ count · |colour − mean|².
    let error: Double
    /// 0 red, 1 green, 2 blue: the channel with the largest variance.
    let widestChannel: Int
    /// The pixel-weighted mean, rounded, as 0xRRGGBB.
    let mean: UInt32

    init(entries: [Entry], range: Range<Int>) {
      self.range = range
      var n = 0
      var sum = [0.0, 0.0, 0.0]
      var squares = [0.0, 0.0, 0.0]
      for entry in entries[range] {
        n += entry.count
        for c in 0..<3 {
          let v = Double(entry.channel(c))
          sum[c] += v * Double(entry.count)
          squares[c] += v * v * Double(entry.count)
        }
      }
      pixelCount = n
      let count = Double(max(n, 1))
      let variances = (0..<3).map {
        max(squares[$0] / count - (sum[$0] / count) * (sum[$0] / count), 0)
      }
      error = variances.reduce(0, +) * count
      widestChannel = variances.indices.max { variances[$0] < variances[$1] } ?? 0
      let means = sum.map { UInt32(min(max(($0 / count).rounded(), 0), 255)) }
      mean = means[0] << 16 | means[1] << 8 | means[2]
    }
  }
}
