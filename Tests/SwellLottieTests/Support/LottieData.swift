import Foundation
import Swell

@testable import SwellLottie

// SwellLottie makes text and touches no file; the tests read its documents as bytes.

extension LottieAnimation {
  /// The document's JSON as bytes.
  func jsonData() throws -> Data { Data(try json().utf8) }
}

extension LottieExporter {
  /// The document for `scenes` as bytes.
  func jsonData<Scenes: Sequence<SwellScene>>(from scenes: Scenes) throws -> Data {
    Data(try json(from: scenes).utf8)
  }
}
