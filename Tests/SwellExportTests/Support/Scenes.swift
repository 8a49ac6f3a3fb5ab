import Foundation
import Swell
import SwellCairo
import SwellTestSupport

/// Frame `k` of a test animation: a 10 × 10 pt red square moving right by 4 pt a frame on a
/// 60 × 20 pt scene, over white or (with `background: nil`) transparency.
func movingSquare(_ k: Int, background: SwellColor? = .white) -> SwellScene {
  SwellScene(
    size: SwellSize(width: 60, height: 20), background: background,
    layers: [
      ShapeLayer(
        path: rectanglePath(x: Double(4 * k), y: 5, width: 10, height: 10),
        fillColor: SwellColor(red: 1, green: 0, blue: 0))
    ])
}

/// `count` frames of `movingSquare`.
func movingSquareScenes(count: Int, background: SwellColor? = .white) -> [SwellScene] {
  (0..<count).map { movingSquare($0, background: background) }
}

/// An independent rounding of frame boundaries: frame k of n at `fps` lasts
/// round(unit·(k+1)/fps) − round(unit·k/fps) units.
func expectedDurations(frames: Int, fps: Double, unitsPerSecond: Double) -> [Int] {
  (0..<frames).map { k in
    Int((unitsPerSecond * Double(k + 1) / fps).rounded())
      - Int((unitsPerSecond * Double(k) / fps).rounded())
  }
}
