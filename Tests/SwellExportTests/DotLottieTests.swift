import Testing

@testable import SwellExport

/// dotLottie packaging: zip's checksum against its published check value, and the archive's
/// layout (the readers' side is checked by Python's zipfile in `make test-lottie`).
@Suite struct DotLottieTests {
  /// CRC-32's standard check value: the checksum of the ASCII digits "123456789".
  @Test func checksumMatchesThePublishedCheckValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([]) == 0)
  }

  @Test func theArchiveHoldsTheManifestAndTheDocument() {
    let archive = DotLottieArchive(name: "wave (top)", json: "{}")
    #expect(archive.id == "wave--top-")
    let bytes = archive.bytes
    #expect(Array(bytes.prefix(4)) == [0x50, 0x4B, 0x03, 0x04], "a local file header first")
    #expect(Array(bytes.suffix(22).prefix(4)) == [0x50, 0x4B, 0x05, 0x06], "the end record last")
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("manifest.json") && text.contains("animations/wave--top-.json"))
    #expect(text.contains(#""version":"1""#))
  }
}
