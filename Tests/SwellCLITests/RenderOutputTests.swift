import Foundation
import Swell
import Testing
import _SwellCommandLine

@testable import swell

/// The commands' successful outputs, checked by reading them back with other tools
/// (Foundation's JSON parser, the files' magic numbers, webpmux).
@Suite struct RenderOutputTests {
  static let pngMagic: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  @Test func stillPNGHasThePixelSizeAsked() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try SwellProcess.run(
      ["render", "wave", "--pull", "40", "--width", "320", "--height", "200", "--scale", "2"],
      in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("wave.png"))
    #expect(Array(data.prefix(8)) == Self.pngMagic)
    // IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 640 && height == 400)
  }

  @Test func formatComesFromTheExtension() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["still.svg", "still.pdf"] {
      let result = try SwellProcess.run(
        ["render", "bend", "--pull", "60", "--out", name], in: directory)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let svg = try String(contentsOf: directory.appendingPathComponent("still.svg"), encoding: .utf8)
    #expect(svg.contains("<svg"))
    let pdf = try Data(contentsOf: directory.appendingPathComponent("still.pdf"))
    #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
  }

  @Test func animatedWebPFollowsTheInteraction() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try SwellProcess.run(
      ["render", "ripple", "--fps", "10", "--scale", "1", "--duration", "1.5", "--out", "r.webp"],
      in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let info = Process()
    info.executableURL = URL(fileURLWithPath: "/usr/bin/webpmux")
    info.arguments = ["-info", directory.appendingPathComponent("r.webp").path]
    let pipe = Pipe()
    info.standardOutput = pipe
    try info.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    info.waitUntilExit()
    #expect(text.contains("Canvas size: 375 x 300"))
    #expect(text.contains("Number of frames: 15"))
  }

  @Test func inspectPrintsTheSceneAsJSON() throws {
    let result = try SwellProcess.run(["inspect", "bend", "--pull", "40"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let layers = json?["layers"] as? [[String: Any]] ?? []
    #expect(!layers.isEmpty)
    #expect(layers.allSatisfy { ($0["name"] as? String)?.hasPrefix("bend.") == true })
    let size = json?["size"] as? [String: Double]
    #expect(size?["width"] == 375)
  }

  /// `--appearance dark` draws the style's dark palette; light (the default) its own.
  @Test func appearanceChoosesThePalette() throws {
    func background(_ arguments: [String]) throws -> SwellColor? {
      let result = try SwellProcess.run(["inspect", "wave", "--pull", "60"] + arguments)
      #expect(result.status == 0, "\(result.stderr)")
      return try JSONDecoder().decode(SwellScene.self, from: Data(result.stdout.utf8)).background
    }
    #expect(try background(["--appearance", "dark"]) == WaveStyle().darkBackdropColor)
    #expect(try background(["--appearance", "light"]) == WaveStyle().backdropColor)
    #expect(try background([]) == WaveStyle().backdropColor)
    let bad = try SwellProcess.run(["inspect", "wave", "--appearance", "dim"])
    #expect(bad.status == 64 && bad.stderr.contains("'dim'"), "\(bad.stderr)")
  }

  /// `--text-scale` draws a style's words at the reader's text size; out of range is refused.
  @Test func textScaleGrowsTheWords() throws {
    func sizes(_ arguments: [String]) throws -> [Double] {
      let result = try SwellProcess.run(["inspect", "classic", "--pull", "60"] + arguments)
      #expect(result.status == 0, "\(result.stderr)")
      return try JSONDecoder().decode(SwellScene.self, from: Data(result.stdout.utf8)).texts
        .map(\.fontSize).sorted()
    }
    #expect(try sizes([]) == [12, 14])
    #expect(try sizes(["--text-scale", "1.25"]) == [15, 17.5])
    let bad = try SwellProcess.run(["inspect", "classic", "--text-scale", "9"])
    #expect(bad.status == 64 && bad.stderr.contains("--text-scale"), "\(bad.stderr)")
  }

  /// A still of a state shows it as a session does that long into it: armed for a second,
  /// the words say so.
  @Test func anArmedStillSaysReleaseToRefresh() throws {
    let result = try SwellProcess.run(
      ["inspect", "classic", "--state", "armed", "--time", "1", "--pull", "70"])
    #expect(result.status == 0, "\(result.stderr)")
    let scene = try JSONDecoder().decode(SwellScene.self, from: Data(result.stdout.utf8))
    #expect(scene.texts.first { $0.name == "classic.state" }?.string == "Release to refresh")
  }

  @Test func simulateTimelineIsParseableAndEndsIdle() throws {
    let result = try SwellProcess.run(["simulate", "wave", "--fps", "30", "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let frames =
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    let times = frames?.compactMap { $0["time"] as? Double } ?? []
    #expect(times.count > 60)
    #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 30) < 1e-9 })
    let table = try SwellProcess.run(["simulate", "wave", "--fps", "30"]).stdout
    #expect(table.contains("refreshing"))
    #expect(table.split(separator: "\n").last?.contains("idle") == true)
  }

  @Test func stylesListsEveryStyleWithItsParameters() throws {
    let result = try SwellProcess.run(["styles", "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let styles =
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    let names = styles?.compactMap { $0["name"] as? String } ?? []
    #expect(Set(["wave", "bend", "ripple"]).isSubset(of: Set(names)))
    for style in styles ?? [] {
      #expect(!((style["parameters"] as? [Any]) ?? []).isEmpty)
    }
  }

  /// What people read shows four decimals at most (3.1416, not 3.141592653589793); JSON keeps
  /// the exact values.
  @Test func tablesAndTheGalleryPageShowReadableNumbers() throws {
    let long = try Regex(#"\d\.\d{5,}"#)
    let table = try SwellProcess.run(["styles"])
    #expect(table.status == 0 && table.stdout.contains("3.1416"), "\(table.stderr)")
    #expect(table.stdout.firstMatch(of: long) == nil)
    let json = try SwellProcess.run(["styles", "--format", "json"]).stdout
    #expect(json.contains("3.141592653589793"))
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("gallery").path
    let gallery = try SwellProcess.run(
      ["gallery", "--out", out, "--fps", "4", "--scale", "0.25"])
    #expect(gallery.status == 0, "\(gallery.stderr)")
    let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    #expect(page.firstMatch(of: long) == nil)
    for name in ["wave", "bend", "ripple", "bounce", "elastic"] {
      #expect(page.contains("src=\"\(name).webp\""))
      #expect(FileManager.default.fileExists(atPath: out + "/\(name).webp"))
      // A failed refresh per style, too.
      #expect(page.contains("src=\"\(name)-failure.webp\""))
      #expect(FileManager.default.fileExists(atPath: out + "/\(name)-failure.webp"))
    }
  }

  /// Every gallery clip ends with at least half a second at rest, so the loop does not start
  /// again the frame the picture settles; a failure clip shows its failure.
  @Test func galleryClipsRestBeforeTheyLoop() throws {
    for name in StyleCatalog.names {
      let selection = try StyleSelection(
        name: name, arguments: ParsedCommandLine([], spec: GalleryCommand.spec))
      let clip = try GalleryCommand.clip(
        selection, try .showcase(for: selection.style),
        height: Interaction.showcaseViewportHeight, fps: 30)
      // The last half second: idle, the content where it rests, the header out of view.
      let end = Double(clip.frameCount) / 30
      let rest = try stride(from: end - 0.5, to: end, by: 1.0 / 30).map {
        try clip.simulation.frame(time: $0)
      }
      #expect(rest.allSatisfy { $0.state == .idle }, "\(name) is not idle at the end")
      let offsets = Set(rest.map { ($0.contentOffset * 100).rounded() })
      #expect(offsets.count == 1, "\(name) still moves at the end: \(offsets.sorted())")
      let failing = try GalleryCommand.clip(
        selection, try .showcase(for: selection.style, outcome: .failure(message: "")),
        height: Interaction.showcaseViewportHeight, fps: 30)
      #expect(
        failing.simulation.transitions.contains { $0.to == .finishing },
        "\(name)'s failure clip never finishes")
    }
  }

  /// `--edge bottom`: a footer that loads as the end comes into view (the timeline shows one
  /// load), pulled up with `--start pull`; stills show "no more data".
  @Test func footersFromTheCommandLine() throws {
    for start in ["automatic", "pull"] {
      let table = try SwellProcess.run(
        ["simulate", "quiet", "--edge", "bottom", "--start", start, "--fps", "20"])
      #expect(table.status == 0, "\(table.stderr)")
      #expect(table.stdout.contains("refreshing"), "\(start)")
      #expect(table.stdout.contains("armed") == (start == "pull"), "\(start)")
    }
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let still = directory.appendingPathComponent("end.png").path
    let result = try SwellProcess.run(
      [
        "render", "wave", "--edge", "bottom", "--pull", "40", "--outcome", "noMoreData",
        "--out", still,
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: still))
    let scene = try SwellProcess.run(
      ["inspect", "wave", "--edge", "bottom", "--pull", "40", "--outcome", "noMoreData"])
    #expect(scene.stdout.contains("footer.end"))
  }

  @Test func interactionFileDrivesTheAnimation() throws {
    let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("examples/grab-again.json")
    let result = try SwellProcess.run(
      ["simulate", "bend", "--interaction", example.path, "--fps", "20"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("refreshing"))
  }

  @Test func lottieDocumentFromTheJSONExtension() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try SwellProcess.run(
      ["render", "bounce", "--header-only", "--fps", "30", "--out", "bounce.json"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("bounce.json"))
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect((json?["v"] as? String)?.hasPrefix("5.") == true)
    #expect(json?["fr"] as? Double == 30)
    #expect(json?["w"] as? Int == 375)
    let layers = json?["layers"] as? [Any] ?? []
    #expect(layers.count >= 3)
  }

  /// A style saved as JSON (as Swift's `JSONEncoder` writes it) loads back: the same scene as
  /// the same settings given with `--set`.
  @Test func styleFileLoadsWhatTheSwiftAPIWrote() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let style = try BounceStyle().setting(\.ballSize, to: 30).setting(\.ballColor, to: .red)
    try JSONEncoder().encode(style).write(to: directory.appendingPathComponent("bounce.json"))
    let fromFile = try SwellProcess.run(
      ["inspect", "bounce", "--style-file", "bounce.json", "--pull", "150"], in: directory)
    let fromSettings = try SwellProcess.run(
      ["inspect", "bounce", "--set", "ballSize=30", "--set", "ballColor=#FF0000", "--pull", "150"],
      in: directory)
    #expect(fromFile.status == 0, "\(fromFile.stderr)")
    #expect(!fromFile.stdout.isEmpty && fromFile.stdout == fromSettings.stdout)
    let plain = try SwellProcess.run(["inspect", "bounce", "--pull", "150"], in: directory)
    #expect(plain.stdout != fromFile.stdout, "the file changed the scene")
  }

  @Test func appDocumentWithItsMarkers() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try SwellProcess.run(
      ["render", "bend", "--format", "lottie-app", "--edge", "bottom"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "Wrote bend-app.json\n")
    #expect(result.stderr.hasPrefix("markers: pull 0+60, trigger 40+0, release 61+60"))
    let data = try Data(contentsOf: directory.appendingPathComponent("bend-app.json"))
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let markers = (json?["markers"] as? [[String: Any]] ?? []).compactMap { $0["cm"] as? String }
    #expect(
      markers == [
        "pull", "trigger", "release", "refreshing", "finishing", "failed", "noMoreData",
      ])
  }

  /// A film with the list draws the rows as one layer of static outlines that moves (the
  /// preview keeps the same rows while the list moves, and the exporter writes a part's
  /// layers that move together as one): wave's film is at most 25 KB (18.8 measured; 49 KB
  /// when every row entering the viewport made new outlines).
  @Test func aFilmsListIsOneMovingLayer() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try SwellProcess.run(
      ["render", "wave", "--format", "lottie", "--out", "wave.json"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("wave.json"))
    #expect(data.count <= 25_000, "\(data.count) bytes")
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let layers = json?["layers"] as? [[String: Any]] ?? []
    let lists = layers.filter { $0["nm"] as? String == "preview" }
    #expect(lists.count == 1)
    let groups = lists.first?["shapes"] as? [[String: Any]] ?? []
    #expect(
      groups.compactMap { $0["nm"] as? String } == [
        "preview separators", "preview lines", "preview avatars", "preview content",
      ])
    for group in groups {
      for item in group["it"] as? [[String: Any]] ?? [] where item["ty"] as? String == "sh" {
        #expect((item["ks"] as? [String: Any])?["a"] as? Int == 0, "a row outline is keyed")
      }
    }
  }

  /// Every film with the list, as a header and as a footer, is at most half as large as it
  /// was when the rows were outlines written anew at each change (measured then, at
  /// `5215206^`, by the same command): the rows' bars and avatars are rectangle and ellipse
  /// items, and a row fitting at the list's end is a layer of its own.
  @Test func filmsWithTheListAreHalfTheirEarlierSize() throws {
    let earlier: [String: (top: Int, bottom: Int)] = [
      "wave": (48_939, 140_147), "bend": (54_011, 78_472), "ripple": (51_662, 110_874),
      "bounce": (71_347, 83_479), "elastic": (65_002, 74_747), "quiet": (38_502, 67_355),
    ]
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (style, sizes) in earlier.sorted(by: { $0.key < $1.key }) {
      for (edge, before) in [("top", sizes.top), ("bottom", sizes.bottom)] {
        let file = "\(style)-\(edge).json"
        let result = try SwellProcess.run(
          ["render", style, "--format", "lottie", "--edge", edge, "--out", file], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: directory.appendingPathComponent(file)).count
        #expect(bytes * 2 <= before, "\(style) \(edge): \(bytes) bytes, \(before) before")
      }
    }
  }

  /// An app document is transparent where only the style's background colour would be
  /// (bend paints its scene's background), unless `--background` asks for it.
  @Test func appDocumentsPaintTheirBackgroundOnlyWhenAsked() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func layerNames(_ extra: [String]) throws -> [String] {
      let result = try SwellProcess.run(
        ["render", "bend", "--format", "lottie-app", "--out", "bend.json"] + extra, in: directory)
      #expect(result.status == 0, "\(result.stderr)")
      let data = try Data(contentsOf: directory.appendingPathComponent("bend.json"))
      let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      return (json?["layers"] as? [[String: Any]] ?? []).compactMap { $0["nm"] as? String }
    }
    #expect(try !layerNames([]).contains("background"))
    #expect(try layerNames(["--background"]).last == "background")
  }

  /// `--reference-frames`: Swell's picture of every frame of the app document, numbered as
  /// `--format frames` numbers them; where they cannot be written, the document goes too.
  @Test func appDocumentWithItsReferenceFrames() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try SwellProcess.run(
      ["render", "quiet", "--format", "lottie-app", "--reference-frames", "refs"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("quiet-app.json"))
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let frameCount = try #require(json?["op"] as? Double)
    let pictures = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("refs").path)
    #expect(pictures.count == Int(frameCount))
    #expect(pictures.sorted().first == "frame_0001.png")

    let refused = try SwellProcess.run(
      [
        "render", "quiet", "--format", "lottie-app", "--out", "kept-out.json",
        "--reference-frames", "/proc/refs",
      ], in: directory)
    #expect(refused.status == 1 && refused.stderr.contains("/proc/refs"), "\(refused.stderr)")
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("kept-out.json").path))
    // A document already there stays as it was.
    let earlier = directory.appendingPathComponent("earlier.json")
    try Data("earlier".utf8).write(to: earlier)
    let refusedAgain = try SwellProcess.run(
      [
        "render", "quiet", "--format", "lottie-app", "--out", "earlier.json",
        "--reference-frames", "/proc/refs",
      ], in: directory)
    #expect(refusedAgain.status == 1)
    #expect(try String(contentsOf: earlier, encoding: .utf8) == "earlier")
  }

  /// `--keyframes with-end-values`: bodymovin's form from before 5.5, for Qt Lottie.
  @Test func appDocumentWithEndValues() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for form in ["compact", "with-end-values"] {
      let result = try SwellProcess.run(
        [
          "render", "quiet", "--format", "lottie-app", "--keyframes", form, "--out", form + ".json",
        ],
        in: directory)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let compact = try String(
      contentsOf: directory.appendingPathComponent("compact.json"), encoding: .utf8)
    let withEnds = try String(
      contentsOf: directory.appendingPathComponent("with-end-values.json"), encoding: .utf8)
    #expect(!compact.contains(#""e":["#) && compact.contains(#""h":1"#))
    #expect(withEnds.contains(#""e":["#) && !withEnds.contains(#""h":1"#))
  }

  @Test func framesGoIntoTheNamedDirectoryWithOrWithoutASlash() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = ["--fps", "5", "--scale", "1", "--duration", "1"]
    for out in ["shots/", "plain"] {
      let result = try SwellProcess.run(
        ["render", "bend", "--format", "frames", "--out", out] + arguments, in: directory)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let byDefault = try SwellProcess.run(
      ["render", "bend", "--format", "frames"] + arguments, in: directory)
    #expect(byDefault.status == 0, "\(byDefault.stderr)")
    for name in ["shots", "plain", "bend-frames"] {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: directory.appendingPathComponent(name).path)
      #expect(files.sorted().first == "frame_0001.png", "\(name): \(files)")
      #expect(files.count == 5, "\(name)")
    }
  }

  @Test func aStillFormatWithoutAMomentShowsTheRefreshingHeader() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try SwellProcess.run(["render", "bend", "--out", "poster.svg"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(
      contentsOf: directory.appendingPathComponent("poster.svg"), encoding: .utf8)
    // The refreshing bend draws its background, bump and four balls above the list (9 paths);
    // the idle first frame only the list (3).
    #expect(svg.components(separatedBy: "<path").count > 6)
  }

  @Test func animationsEndAtRest() throws {
    let simulate = try SwellProcess.run(["simulate", "wave", "--fps", "30", "--format", "json"])
    let frames =
      try JSONSerialization.jsonObject(with: Data(simulate.stdout.utf8)) as? [[String: Any]]
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let render = try SwellProcess.run(
      ["render", "wave", "--format", "frames", "--fps", "30", "--scale", "0.25", "--out", "f"],
      in: directory)
    #expect(render.status == 0, "\(render.stderr)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("f").path)
    #expect(files.count == frames?.count)
    let last = frames?.last?["state"] as? [String: Any]
    #expect(last?["idle"] != nil, "\(String(describing: last))")
  }
}
