import Foundation
import Swell
import SwellExport

@testable import SwellLottie

// The tests read documents as Foundation `Data` and write them through the one export API, as
// the command line does; SwellLottie itself makes text and touches no file.

extension LottieAnimation {
  /// The document's JSON as bytes.
  func jsonData() throws -> Data { Data(try json().utf8) }
}

extension LottieExporter {
  /// The document for `scenes` as bytes.
  func jsonData<Scenes: Sequence<SwellScene>>(from scenes: Scenes) throws -> Data {
    Data(try json(from: scenes).utf8)
  }

  /// Writes the document for `scenes` to `path` with `Exporter`, atomically.
  func write<Scenes: Sequence<SwellScene>>(_ scenes: Scenes, to path: String) throws {
    try Exporter(format: .lottie, scale: scale, fps: fps, name: name).export(scenes, to: path)
  }

  /// The standard interaction of `style`, exported.
  func animation(style: any RefreshStyle) throws -> LottieAnimation {
    try animation(of: Simulation(style: style))
  }
}
