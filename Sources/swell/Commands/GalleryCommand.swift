import Foundation
import Swell
import SwellCairo
import SwellExport
import _SwellFiles

/// `swell gallery`: every style's standard interaction as animated WebP and GIF, a poster
/// PNG, and an index.html showing them side by side with their parameters.
enum GalleryCommand: Command {
  static let spec = CommandSpec(
    name: "gallery",
    abstract:
      "Render every style as a header (animated WebP and GIF, a poster PNG), a footer"
      + " (animated WebP) and a header in a dark app (animated WebP), and an index.html.",
    options: [
      .init(
        name: "out", valueName: "dir",
        help: "Output directory, replaced as a whole (it may hold only a previous gallery).",
        defaultValue: "gallery"),
      .init(name: "fps", valueName: "N", help: "Frames per second, 1…120.", defaultValue: "30"),
      .init(name: "scale", valueName: "S", help: "Pixels per point, 0.25…4.", defaultValue: "2"),
      .init(name: "width", valueName: "W", help: "View width (pt), 100…1024.", defaultValue: "375"),
      .init(
        name: "height", valueName: "H", help: "View height (pt), 100…1024.",
        defaultValue: ParameterText.format(Animation.defaultViewportHeight)),
      .init(name: "preset", valueName: "seed|standard", help: "Preset.", defaultValue: "standard"),
    ])

  static func run(_ arguments: ParsedArguments) throws {
    let directory = arguments.string("out") ?? "gallery"
    let fps = try arguments.double("fps", in: 1...120) ?? 30
    let scale = try arguments.double("scale", in: 0.25...4) ?? 2
    _ = try arguments.double("width", in: 100...1024)
    let height = try arguments.double("height", in: 100...1024) ?? Animation.defaultViewportHeight
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
    let progress = Progress(total: selections.count * 5)
    var entries: [(name: String, parameters: [ParameterDescription])] = []
    for selection in selections {
      let name = selection.style.name
      let animation = try Animation(
        selection: selection, interaction: nil, viewportHeight: height, fps: fps,
        duration: nil, headerOnly: false)
      var footerSelection = selection
      footerSelection.edge = .bottom
      footerSelection.configuration = .standard(for: .bottom)
      let footer = try Animation(
        selection: footerSelection, interaction: nil, viewportHeight: height, fps: fps,
        duration: nil, headerOnly: false)
      var darkSelection = selection
      darkSelection.appearance = .dark
      let dark = try Animation(
        selection: darkSelection, interaction: nil, viewportHeight: height, fps: fps,
        duration: nil, headerOnly: false)
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
        // GIF at 1× keeps it light; the WebP is the sharp one.
        let gif = try Exporter(format: .gif, scale: max(1, scale / 2), fps: min(fps, 25))
        progress.step("\(name).gif")
        try gif.export(
          Animation(
            selection: selection, interaction: nil, viewportHeight: height,
            fps: min(fps, 25), duration: nil, headerOnly: false
          ).scenes, to: base + ".gif")
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

  /// Whether `name` is a file a gallery holds: a style's `.webp`, `.gif`, `.png` or
  /// `-footer.webp` or `-dark.webp`, or `index.html`. Only a directory of these is replaced.
  static func isGalleryFile(_ name: String) -> Bool {
    if name == "index.html" { return true }
    return StyleCatalog.names.contains { style in
      ["webp", "gif", "png"].contains { name == "\(style).\($0)" }
        || name == "\(style)-footer.webp" || name == "\(style)-dark.webp"
    }
  }
}
