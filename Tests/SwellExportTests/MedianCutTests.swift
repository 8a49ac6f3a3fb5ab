import SwellTestSupport
import Testing

@testable import SwellExport

/// The GIF palette builder, by seeded property tests.
@Suite struct MedianCutTests {
  func randomColor(_ random: inout SeededRandom) -> UInt32 {
    UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF
  }

  /// Few colours are kept exactly, each mapped to itself.
  @Test func fewColoursAreExact() {
    var random = SeededRandom(seed: 1)
    for _ in 0..<20 {
      let distinct = (0..<Int.random(in: 1...256, using: &random)).map { _ in
        randomColor(&random)
      }
      let pixels = (0..<2000).map { _ in
        distinct[Int.random(in: 0..<distinct.count, using: &random)]
      }
      let palette = MedianCut(pixels: pixels, maxColors: 256)
      #expect(palette.colors.count == Set(pixels).count)
      for pixel in pixels.prefix(200) {
        #expect(palette.colors[Int(palette.index(of: pixel))] == pixel)
      }
    }
  }

  /// Tight clusters are found: 12 well-separated cluster centres with ±3 noise per channel
  /// and 12 colours allowed. Each box should hold exactly one cluster, so every pixel maps to
  /// its cluster's mean: within 3 levels of the centre on each channel (noise ±3), plus a
  /// margin for the sample mean, so within 8.
  @Test func clustersAreFound() {
    var random = SeededRandom(seed: 2)
    for _ in 0..<10 {
      let centres = (0..<12).map { _ in
        (0..<3).map { _ in Int.random(in: 10...245, using: &random) }
      }
      var pixels: [UInt32] = []
      var owners: [Int] = []
      for _ in 0..<3000 {
        let c = Int.random(in: 0..<12, using: &random)
        let rgb = centres[c].map { $0 + Int.random(in: -3...3, using: &random) }
        pixels.append(UInt32(rgb[0] << 16 | rgb[1] << 8 | rgb[2]))
        owners.append(c)
      }
      // Clusters may come out closer than 8 apart by chance; skip those draws.
      let separated = centres.indices.allSatisfy { i in
        centres.indices.allSatisfy { j in
          i == j || (0..<3).contains { abs(centres[i][$0] - centres[j][$0]) > 20 }
        }
      }
      guard separated else { continue }
      let palette = MedianCut(pixels: pixels, maxColors: 12)
      #expect(palette.colors.count == 12)
      for (pixel, owner) in zip(pixels, owners) {
        let mapped = palette.colors[Int(palette.index(of: pixel))]
        let channels = [Int(mapped >> 16 & 0xFF), Int(mapped >> 8 & 0xFF), Int(mapped & 0xFF)]
        #expect(zip(channels, centres[owner]).allSatisfy { abs($0 - $1) <= 8 })
      }
    }
  }

  /// On uniformly random colours the mean squared error shrinks as the palette grows, and
  /// the palette never exceeds its limit.
  @Test func moreColoursMeanLessError() {
    var random = SeededRandom(seed: 3)
    let pixels = (0..<20000).map { _ in randomColor(&random) }
    var errors: [Double] = []
    for limit in [4, 16, 64, 256] {
      let palette = MedianCut(pixels: pixels, maxColors: limit)
      #expect(palette.colors.count == limit)
      let total = pixels.reduce(0) { sum, p in
        sum + MedianCut.distanceSquared(p, palette.colors[Int(palette.index(of: p))])
      }
      errors.append(Double(total) / Double(pixels.count))
    }
    #expect(zip(errors, errors.dropFirst()).allSatisfy { $0 > $1 }, "\(errors)")
    // 256 boxes over a uniform cube of side 256: each about 40 levels a side, so the mean
    // squared distance to the box centre is about 3 · 40² / 12 = 400.
    #expect(errors.last ?? .infinity < 600)
  }

  /// A dominant colour keeps its exact value however many other colours there are.
  @Test func dominantColourIsExact() {
    var random = SeededRandom(seed: 4)
    var pixels = Array(repeating: UInt32(0xFF_FFFF), count: 50000)
    pixels += (0..<5000).map { _ in randomColor(&random) }
    let palette = MedianCut(pixels: pixels, maxColors: 64)
    #expect(palette.colors[Int(palette.index(of: 0xFF_FFFF))] == 0xFF_FFFF)
  }

  /// The palette depends on the pixels only, not on their order or on hashing.
  @Test func orderDoesNotMatter() {
    var random = SeededRandom(seed: 5)
    let pixels = (0..<5000).map { _ in randomColor(&random) }
    let a = MedianCut(pixels: pixels, maxColors: 32)
    let b = MedianCut(pixels: pixels.shuffled(using: &random), maxColors: 32)
    #expect(a.colors == b.colors)
  }
}
