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
  }

  /// A document is deflated (method 8 in its local header), and repetitive JSON shrinks: the
  /// readers' side (Python's zipfile inflating it back) is in `make test-lottie`.
  @Test func documentsAreDeflated() throws {
    let layer = #"{"ty":4,"nm":"wave-front","ks":{"o":{"a":0,"k":100}},"shapes":[]},"#
    let json = "[" + String(repeating: layer, count: 200) + "{}]"
    let bytes = DotLottieArchive(name: "wave", json: json).bytes
    #expect(bytes.count * 5 < json.utf8.count, "\(bytes.count) bytes for \(json.utf8.count)")
    // The second entry's local header: find its signature after the manifest's.
    let signature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
    let starts = (0..<(bytes.count - 4)).filter { Array(bytes[$0..<$0 + 4]) == signature }
    let document = try #require(starts.dropFirst().first)
    #expect(bytes[document + 8] == 8, "compression method: deflate")
  }
}
