import Foundation
import Swell
import SwellCairo
import SwellExport
import _SwellCommandLine
import _SwellFiles

/// `swell gallery`: every style pulled as a person pulls (`Interaction.showcase`) as animated
/// WebP and GIF, a poster PNG, its footer, its dark header and a failed refresh, each clip
/// resting a moment before it loops, and an index.html showing them with their parameters.
enum GalleryCommand: Command {
  static let spec = CommandLineSpec(
    command: "swell gallery",
    abstract:
      "Render every style as a header (animated WebP and GIF, a poster PNG), a footer"
      + " (animated WebP), a header in a dark app and one whose refresh fails (animated"
      + " WebP), and an index.html.",
    options: [
      .text(
        "out", "dir",
        help: "Output directory, replaced as a whole (it may hold only a previous gallery).",
        default: "gallery"),
      .number("fps", "N", in: 1...120, help: "Frames per second.", default: 30),
      .number("scale", "S", in: 0.25...4, help: "Pixels per point.", default: defaultScale),
      .number("width", "W", in: 100...1024, help: "View width (pt).", default: 375),
      .number(
        "height", "H", in: 100...1024, help: "View height (pt).",
        default: Interaction.showcaseViewportHeight),
      .choice(
        "preset", StyleCatalog.Preset.allCases.map(\.rawValue), help: "Preset.",
        default: StyleCatalog.Preset.standard.rawValue),
    ])

  static func run(_ arguments: ParsedCommandLine) throws {
    let directory = arguments.string("out") ?? "gallery"
    let fps = arguments.number("fps") ?? 30
    let scale = arguments.number("scale") ?? defaultScale
    let height = arguments.number("height") ?? Interaction.showcaseViewportHeight
    // Every argument is checked before anything touches the disk.
    let selections = try StyleCatalog.types.map {
      try StyleSelection(name: $0.styleName, arguments: arguments)
    }
    // All or nothing: the gallery is made in a hidden directory beside the destination, which
    // replaces a previous gallery only once every file is written.
    var output: AtomicDirectory?
    try RenderCommand.perform {
      output = try AtomicDirectory(
        path: directory, holding: "a gallery file", isReplaceable: isGalleryFile,
        failing: RenderError.writeFailure)
    }
    guard let output else { return }
    let progress = Progress(total: selections.count * 6)
    var entries: [(name: String, parameters: [ParameterDescription])] = []
    for selection in selections {
      let name = selection.style.name
      let showcase = try showcaseOrUsage(selection.style, height: height)
      let animation = try clip(selection, showcase, height: height, fps: fps)
      var footerSelection = selection
      footerSelection.edge = .bottom
      footerSelection.configuration = .standard(for: .bottom)
      let footer = try clip(footerSelection, nil, height: height, fps: fps)
      var darkSelection = selection
      darkSelection.appearance = .dark
      let dark = try clip(darkSelection, showcase, height: height, fps: fps)
      let failing = try clip(
        selection,
        try showcaseOrUsage(selection.style, height: height, outcome: .failure(message: "")),
        height: height, fps: fps)
      let base = output.temporaryPath + "/" + name
      try RenderCommand.perform {
        // Lossless: exact (lossy WebP animations lose slow fades) and the smaller for flat
        // colours.
        let webp = try Exporter(format: .webp, scale: scale, fps: fps, webp: .init())
        progress.step("\(name).webp")
        try webp.export(animation.scenes, to: base + ".webp")
        progress.step("\(name)-footer.webp")
        try webp.export(footer.scenes, to: base + "-footer.webp")
        progress.step("\(name)-dark.webp")
        try webp.export(dark.scenes, to: base + "-dark.webp")
        progress.step("\(name)-failure.webp")
        try webp.export(failing.scenes, to: base + "-failure.webp")
        // GIF at 1× keeps it light; the WebP is the sharp one.
        let gif = try Exporter(format: .gif, scale: max(1, scale / 2), fps: min(fps, 25))
        progress.step("\(name).gif")
        try gif.export(
          clip(selection, showcase, height: height, fps: min(fps, 25)).scenes, to: base + ".gif")
        progress.step("\(name).png")
        let poster = try Exporter(format: .png, scale: scale, fps: fps)
        try poster.export(try animation.scene(time: animation.posterTime()), to: base + ".png")
      }
      entries.append((name, type(of: selection.style).parameters))
    }
    progress.finish()
    let html = GalleryPage.html(entries: entries)
    try RenderCommand.perform {
      let file = try AtomicFile(
        path: output.temporaryPath + "/index.html", failing: RenderError.writeFailure)
      file.write(Array(html.utf8))
      try file.commit()
      try output.commit()
    }
    Output.out("Wrote the gallery of \(entries.count) styles to \(directory)\n")
  }

  /// Pixels per point unless told otherwise: a phone-shaped 375 × 667 pt clip at 1.5× is
  /// 563 × 1001 px, sharp at the README's 260–300 px and a quarter more pixels than the
  /// 300 pt tall clips at 2× were.
  static let defaultScale = 1.5

  /// How long each clip stays at rest after its interaction (s), so that a viewer sees the
  /// picture settle before the loop starts again.
  static let restBeforeLoop = 0.6

  /// The gallery's clip of `selection`: `interaction` (nil: the standard one for its edge)
  /// until everything is at rest, then `restBeforeLoop` seconds more.
  static func clip(
    _ selection: StyleSelection, _ interaction: Interaction?, height: Double, fps: Double
  ) throws -> Animation {
    let settled = try Animation(
      selection: selection, interaction: interaction, viewportHeight: height, fps: fps,
      duration: nil, headerOnly: false)
    return try Animation(
      selection: selection, interaction: interaction, viewportHeight: height, fps: fps,
      duration: Double(settled.frameCount) / fps + restBeforeLoop, headerOnly: false)
  }

  /// `Interaction.showcase` for `style` in a viewport `height` points tall, its errors as
  /// usage errors.
  static func showcaseOrUsage(
    _ style: any RefreshStyle, height: Double, outcome: RefreshOutcome = .success
  ) throws -> Interaction {
    do {
      return try Interaction.showcase(for: style, viewportHeight: height, outcome: outcome)
    } catch let error as SwellError {
      throw CommandError.usage("\(error)")
    }
  }

  /// Whether `name` is a file a gallery holds: a style's `.webp`, `.gif`, `.png` or
  /// `-footer.webp`, `-dark.webp` or `-failure.webp`, or `index.html`. Only a directory of
  /// these is replaced.
  static func isGalleryFile(_ name: String) -> Bool {
    if name == "index.html" { return true }
    return StyleCatalog.names.contains { style in
      ["webp", "gif", "png"].contains { name == "\(style).\($0)" }
        || ["footer", "dark", "failure"].contains { name == "\(style)-\($0).webp" }
    }
  }
}
