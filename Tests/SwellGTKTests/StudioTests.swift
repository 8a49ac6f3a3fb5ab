import Foundation
import Swell
import SwellTestSupport
import Testing
import _SwellCommandLine

@testable import swell_studio

/// The studio's parts that need no window: its command line, the design it edits, the
/// inspector's number grid and its exports. (Tests/gtk/studio-under-xvfb.sh drives the window.)
@Suite struct StudioTests {
  @Test func options() throws {
    #expect(try StudioOptions.parse([]) == StudioOptions())
    let options = try StudioOptions.parse([
      "--style", "bounce", "--open=saved.json", "--log", "--quit-after", "3",
    ])
    #expect(options.style == "bounce" && options.open == "saved.json")
    #expect(options.log && options.quitAfter == 3 && !options.reduceMotion)
    #expect(throws: CommandLineFailure.help(StudioOptions.spec.helpText)) {
      try StudioOptions.parse(["--help"])
    }
    #expect(throws: CommandLineFailure.usage("Missing value for '--open <file.json>'", hint: nil)) {
      try StudioOptions.parse(["--open"])
    }
    #expect {
      try StudioOptions.parse(["--style", "wavy"])
    } throws: { error in
      guard case .usage(let text, _) = error as? CommandLineFailure else { return false }
      return text.hasPrefix("Unknown style 'wavy'")
    }
  }

  /// A refused edit leaves the design as it was, with the library's message.
  @Test func refusedEditChangesNothing() throws {
    var design = try StudioDesign(styleName: "wave")
    try design.set("periods", to: .text("4"))
    #expect(design.value(of: "periods") == "4")
    #expect {
      try design.set("periods", to: .text("99"))
    } throws: { error in
      "\(error)".contains("0.25…10")
    }
    #expect(design.value(of: "periods") == "4")
    // A slider's number is checked as its text would be, and stays a number.
    try design.set("periods", to: .number(2.5))
    #expect(design.parameterValue(of: "periods") == .number(2.5))
    #expect(throws: SwellError.self) { try design.set("periods", to: .number(.nan)) }
    try design.set("periods", to: .text("4"))
    // A relation between two parameters is checked too.
    #expect(throws: SwellError.self) { try design.set("amplitudeMin", to: .text("99")) }
    #expect(
      design.value(of: "amplitudeMin")
        == WaveStyle.parameters.first {
          $0.name == "amplitudeMin"
        }?.defaultValue)
  }

  /// A saved style opens again exactly; a file naming another style's parameters switches to
  /// that style; a malformed one is refused and changes nothing.
  @Test func saveAndOpen() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var design = try StudioDesign(styleName: "wave")
    try design.set("backdropColor", to: .text("#FF2020"))
    let saved = directory.file("wave.json")
    try design.save(to: saved)
    var other = try StudioDesign(styleName: "wave")
    try other.open(saved)
    #expect(other.value(of: "backdropColor") == "#FF2020FF")

    var bounce = try StudioDesign(styleName: "bounce")
    try bounce.set("ballSize", to: .text("30"))
    try bounce.save(to: directory.file("bounce.json"))
    try other.open(directory.file("bounce.json"))
    #expect(other.styleName == "bounce" && other.value(of: "ballSize") == "30")

    try "{\"ballSize\": 30,}".write(
      toFile: directory.file("bad.json"), atomically: true, encoding: .utf8)
    #expect {
      try other.open(directory.file("bad.json"))
    } throws: { error in
      "\(error)".contains("is not valid JSON")
    }
    try "{\"noSuchThing\": 1}".write(
      toFile: directory.file("unknown.json"), atomically: true, encoding: .utf8)
    #expect {
      try other.open(directory.file("unknown.json"))
    } throws: { error in
      "\(error)".contains("noSuchThing")
    }
    // The file names its style; a name Swell does not have is refused, naming it.
    try "{\"style\": \"wavy\"}".write(
      toFile: directory.file("wavy.json"), atomically: true, encoding: .utf8)
    #expect {
      try other.open(directory.file("wavy.json"))
    } throws: { error in
      "\(error)".contains("wavy")
    }
    #expect(other.styleName == "bounce" && other.value(of: "ballSize") == "30")
  }

  /// The text size menu offers Dynamic Type's smallest to about its largest, the standard
  /// marked; an export draws its words at the size chosen, and a saved style carries none.
  @Test func textSize() throws {
    #expect(
      StudioDesign.textScales.map(StudioDesign.textScaleTitle) == [
        "0.82×", "1× (standard)", "1.25×", "1.5×", "2×", "3×",
      ])
    var job = StudioExportJob(
      format: .png, style: try StyleCatalog.style(named: "classic"), edge: .top,
      reduceMotion: false)
    func wordSizes() throws -> [Double] {
      let animation = try job.makeAnimation()
      let scene = try animation.scene(time: animation.posterTime())
      return scene.texts.filter { $0.opacity > 0 }.map(\.fontSize).sorted()
    }
    #expect(try wordSizes() == [12, 14])
    job.textScale = 1.25
    #expect(try wordSizes() == [15, 17.5])
    job.format = .style
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try job.run(to: directory.file("classic.json")) { _ in }
    let saved = try String(contentsOfFile: directory.file("classic.json"), encoding: .utf8)
    #expect(!saved.lowercased().contains("scale"))
  }

  /// The sliders' grid: about a thousandth of the range, snapped to the decimal's double.
  @Test func numberGrid() {
    #expect(Inspector.step(for: 0.25...10) == 0.001)
    #expect(Inspector.step(for: 0...1000) == 1)
    #expect(Inspector.step(for: -50...50) == 0.1)
    // Snapped numbers are the doubles the decimals would parse to, with no −0.
    #expect(Inspector.snap(3.14159, step: 0.001) == 3.142)
    #expect(Inspector.snap(0.30001, step: 0.1) == 0.3)
    #expect(Inspector.snap(2.5, step: 0.1) == 2.5)
    #expect(Inspector.snap(4, step: 0.001) == 4)
    #expect(Inspector.snap(1234.4, step: 10) == 1230)
    #expect(Inspector.snap(-0.00001, step: 0.1).sign == .plus)
  }

  /// Exports write what they say, refuse what they cannot do with a message, and leave
  /// nothing behind when they fail.
  @Test func exports() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let style = try StyleCatalog.style(named: "bend")
    var job = StudioExportJob(format: .style, style: style, edge: .top, reduceMotion: false)
    let stylePath = directory.file("bend.json")
    #expect(try job.run(to: stylePath) { _ in }.hasSuffix("parameters"))
    #expect(
      try JSONDecoder().decode(
        BendStyle.self, from: Data(contentsOf: URL(fileURLWithPath: stylePath))) == BendStyle())

    job.format = .gesture
    #expect {
      try job.run(to: directory.file("gesture.json")) { _ in }
    } throws: { error in
      "\(error)".contains("No gesture recorded")
    }
    job.interaction = try Interaction(steps: [
      .grab(at: SwellPoint(x: 100, y: 100)), .pull(to: .points(90), duration: 0.4, curve: .linear),
      .release(velocity: 0), .refresh(duration: 1),
    ])
    #expect(try job.run(to: directory.file("gesture.json")) { _ in } == "4 steps")
    let decoded = try JSONDecoder().decode(
      Interaction.self, from: Data(contentsOf: URL(fileURLWithPath: directory.file("gesture.json")))
    )
    #expect(decoded == job.interaction)

    // An animation reports its progress up to 1, frame by frame.
    job.format = .gif
    job.scale = 0.5
    let fractions = Fractions()
    _ = try job.run(to: directory.file("bend.gif")) { fractions.add($0) }
    #expect(fractions.values.count > 10 && fractions.values.last == 1)
    #expect(fractions.values == fractions.values.sorted())

    // A directory that does not exist: an error naming the path, and no file.
    #expect(throws: (any Error).self) {
      try job.run(to: directory.file("missing/bend.gif")) { _ in }
    }
    #expect(try directory.contents() == ["bend.gif", "bend.json", "gesture.json"])
  }
}

/// Collects progress reports (called synchronously by the export).
private final class Fractions: @unchecked Sendable {
  private(set) var values: [Double] = []
  func add(_ value: Double) { values.append(value) }
}
