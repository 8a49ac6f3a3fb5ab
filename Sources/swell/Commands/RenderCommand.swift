import Foundation
import Swell
import SwellCairo
import SwellExport
import SwellLottie
import _SwellCommandLine

/// `swell render`: a style's interaction as an animation, or a still.
enum RenderCommand: Command {
  static let spec = CommandLineSpec(
    command: "swell render",
    abstract: "Render a style's interaction as an animation, or a still at a pull and time.",
    discussion: """
      The format comes from --format, else from the output's extension (a path ending in '/'
      writes numbered PNG frames). Without --out: <style>.webp, or <style>.png for a still.
      """,
    arguments: [
      .init(name: "style", help: "One of: \(StyleCatalog.names.joined(separator: ", ")).")
    ],
    options: [
      .text("out", "file", help: "Output file (or directory for frames)."),
      .choice("format", ExportFormat.allCases.map(\.rawValue), help: "The file's format."),
      .number(
        "height", "H", in: 1...4096, help: "Viewport height (pt).",
        default: Animation.defaultViewportHeight),
      .number(
        "scale", "S", in: 0.25...8,
        help:
          "Pixels per point; width and height × scale at most 16384 px (WebP 16383), in all at most what 1 GiB of memory holds (see the command-line article).",
        default: 2),
      .number("fps", "N", in: 1...240, help: "Frames per second.", default: 30),
      .number(
        "duration", "S", in: 0.01...Interaction.maximumDuration, help: "Seconds to render.",
        described: "until at rest"),
      .text(
        "interaction", "file.json", help: "A scripted gesture (JSON).",
        described: "the standard interaction"),
      .number("pull", "P", in: -10000...10000, help: "Render a still at this pull (pt)."),
      .number("time", "T", in: 0...3600, help: "Seconds into the state, for a still."),
      StyleSelection.stateOption(),
      .flag("header-only", help: "Draw the control alone, without the list."),
      .flag(
        "shapes-only",
        help:
          "Leave the style's words out, as Lottie documents do (to hold a film's frames to its document)."
      ),
      StyleSelection.outcomeOption,
      .number(
        "quality", "Q", in: 0...100,
        help: "Lossy WebP at this quality (without it, WebP is lossless)."),
      .flag("lossless", help: "Lossless WebP (the default: exact, and the smaller here)."),
      .choice(
        "keyframes", LottieKeyframeForm.allCases.map(\.rawValue),
        help:
          "For lottie and lottie-app: how keyframes are spelled; with-end-values is bodymovin's form from before 5.5, which Qt Lottie needs.",
        default: LottieKeyframeForm.compact.rawValue),
      .flag(
        "background",
        help:
          "With lottie-app: paint the style's background colour; without it the document is transparent there, so the app's own shows."
      ),
      .text(
        "reference-frames", "dir",
        help:
          "With lottie-app: also write Swell's own picture of every frame of the document (numbered PNGs, by cairo) into this directory, to compare a player with."
      ),
    ] + StyleSelection.options)

  static func run(_ arguments: ParsedCommandLine) throws {
    let name = arguments.positionals[0]
    let selection = try StyleSelection(name: name, arguments: arguments)
    let height = arguments.number("height") ?? Animation.defaultViewportHeight
    let scale = arguments.number("scale") ?? 2
    let fps = arguments.number("fps") ?? 30
    let duration = arguments.number("duration")
    let givenPull = arguments.number("pull")
    let time = arguments.number("time")
    let quality = arguments.number("quality")
    if quality != nil, arguments.flag("lossless") {
      throw CommandError.usage(
        "--quality asks for lossy WebP; it cannot be combined with --lossless")
    }
    let isStill = givenPull != nil || time != nil || arguments.given("state") != nil
    if isStill, arguments.given("interaction") != nil || duration != nil {
      throw CommandError.usage(
        "--pull/--time/--state render a still; they cannot be combined with --interaction or --duration"
      )
    }
    let format = try resolveFormat(arguments, isStill: isStill)
    // Every option is read by the render it is given to, or refused: nothing is ignored.
    let outcome = StyleSelection.outcome(arguments.given("outcome"))
    if outcome != nil, !isStill, format != .lottieApp {
      throw CommandError.usage(
        "--outcome sets how the latest refresh ended in a still; it goes with --pull, --time or --state",
        hint: "An animation's outcomes come from its interaction (--interaction).")
    }
    if quality != nil || arguments.flag("lossless"), format != .webp, format != .lottieApp {
      throw CommandError.usage(
        "--quality and --lossless are WebP's; this render is \(format.rawValue)")
    }
    let out = arguments.given("out") ?? format.fileName(for: name)
    if format != .lottieApp, arguments.given("reference-frames") != nil {
      throw CommandError.usage("--reference-frames goes with --format lottie-app")
    }
    if format != .lottieApp, arguments.flag("background") {
      throw CommandError.usage(
        "--background goes with --format lottie-app",
        hint: "Other formats always paint the style's background.")
    }
    let keyframes = try lottieKeyframes(arguments, format: format)
    if format == .lottieApp {
      // Vector, like the film: its size is in points unless a scale is asked for.
      try renderAppDocument(
        selection: selection, arguments: arguments, isStill: isStill, out: out, fps: fps,
        scale: arguments.given("scale") == nil ? 1 : scale, keyframes: keyframes)
      return
    }
    let interaction = try StyleSelection.interaction(at: arguments.given("interaction"))
    let animation = try Animation(
      selection: selection, interaction: interaction, viewportHeight: height, fps: fps,
      duration: duration, headerOnly: arguments.flag("header-only"))

    // A still is one scene; an animation is the lazily rendered frames of the interaction.
    let still: SwellScene? =
      isStill
      ? try stillScene(
        selection: selection, animation: animation, pull: givenPull, time: time ?? 0,
        state: arguments.given("state"), outcome: outcome)
      : nil
    if format == .lottie, still == nil, animation.frameCount > Animation.maximumLottieFrames {
      throw CommandError.usage(
        "A Lottie document of \(animation.frameCount) frames is too long",
        hint: "Keep --fps × duration within \(Animation.maximumLottieFrames) frames.")
    }
    // A style's words left out, as a Lottie document leaves them (rule L0).
    let shapesOnly = arguments.flag("shapes-only")
    func drawn(_ scene: SwellScene) -> SwellScene { shapesOnly ? scene.shapesOnly : scene }
    try perform {
      // A Lottie document is vector: its size is in points unless a scale is asked for.
      var exporter = try Exporter(
        format: format,
        scale: format == .lottie && arguments.given("scale") == nil ? 1 : scale, fps: fps,
        webp: .init(compression: quality.map { .lossy(quality: $0) } ?? .lossless),
        name: name)
      exporter.lottieKeyframes = keyframes
      if let still {
        try exporter.export(drawn(still), to: out)
      } else if !format.isAnimated {
        // A still format without a moment asked for: the poster frame, mid-refresh, rather
        // than the empty first frame.
        try exporter.export(drawn(try animation.scene(time: animation.posterTime())), to: out)
      } else {
        try exporter.export(animation.animation.scenes.lazy.map(drawn), to: out)
      }
    }
    if format == .lottie { noteTextLeftOut(selection) }
    Output.wrote(out)
  }

  /// Says on standard error that a Lottie document leaves a style's words out, so nobody
  /// wonders where the classic header's text went (the Lottie article's rule).
  static func noteTextLeftOut(_ selection: StyleSelection) {
    var context = selection.stillContext(
      pull: selection.style.triggerDistance, time: 1, state: .armed)
    context.armLevel = 1
    guard !selection.style.scene(in: context).texts.isEmpty else { return }
    Output.err(
      "note: Lottie documents carry no text; the app draws \(selection.style.name)'s words beside"
        + " the document (RefreshTexts gives them in ten languages)\n")
  }

  /// The still at `pull` (default: where the header rests in `state`) and `time` seconds,
  /// in the preview unless the animation draws the header alone.
  private static func stillScene(
    selection: StyleSelection, animation: Animation, pull givenPull: Double?, time: Double,
    state stateName: String?, outcome: RefreshOutcome?
  ) throws -> SwellScene {
    let pull = givenPull ?? selection.defaultPull(for: stateName)
    let progress = min(max(pull / selection.style.triggerDistance, 0), 1)
    let state = StyleSelection.state(stateName, progress: progress)
    var context = selection.stillContext(pull: pull, time: time, state: state)
    context.outcome = outcome
    let control = selection.style.sceneShowingLoadState(in: context)
    if animation.headerOnly { return control }
    let opacity = selection.style.displayedContentOpacity(in: context)
    switch selection.edge {
    case .top:
      return animation.preview.scene(
        header: control, contentOffset: -pull, contentOpacity: opacity)
    case .bottom:
      // The list's end `pull` points above the viewport's bottom.
      let geometry = animation.simulation.options.contentHeight
      let end = max(geometry - animation.preview.viewportSize.height, 0)
      return animation.preview.scene(
        footer: control, contentOffset: end + pull, contentHeight: geometry,
        contentOpacity: opacity)
    }
  }

  /// Runs an export, turning invalid scenes into usage errors and the rest into failures.
  static func perform(_ work: () throws -> Void) throws {
    do {
      try work()
    } catch let error as CommandError {
      throw error
    } catch let error as SwellError {
      throw CommandError.usage("\(error)")
    } catch {
      throw CommandError.failure("\(error)")
    }
  }

  /// `--format lottie-app`: the document an app drives by the pull, made from the style
  /// alone (its own pull, loop and finishes), so a still or a scripted gesture has no place.
  private static func renderAppDocument(
    selection: StyleSelection, arguments: ParsedCommandLine, isStill: Bool, out: String,
    fps: Double, scale: Double, keyframes: LottieKeyframeForm
  ) throws {
    let unused = ["interaction", "duration", "height", "start", "outcome", "quality"]
      .filter { arguments.given($0) != nil }
    if isStill || !unused.isEmpty || arguments.flag("header-only") || arguments.flag("lossless") {
      throw CommandError.usage(
        "lottie-app is the whole control, driven by the pull; it takes no --pull, --time, --state, --interaction, --duration, --height, --start, --outcome, --quality, --lossless or --header-only"
      )
    }
    try perform {
      var exporter = try Exporter(
        format: .lottieApp, scale: scale, fps: fps, name: selection.style.name)
      exporter.lottieKeyframes = keyframes
      let document = try exporter.exportAppDocument(
        for: selection.style, edge: selection.edge, width: selection.width,
        reduceMotion: selection.reduceMotion, background: arguments.flag("background"),
        appearance: selection.appearance, to: out,
        referenceFrames: arguments.given("reference-frames"))
      noteTextLeftOut(selection)
      let ranges = document.markers.map { "\($0.name) \($0.start)+\($0.duration)" }
      // On standard error: the document itself may be standard output.
      Output.err(
        "markers: \(ranges.joined(separator: ", ")); maxPull \(ParameterText.format(document.maxPull)) pt; loop \(ParameterText.format(document.loopPeriod)) s\n"
      )
    }
    Output.wrote(out)
  }

  /// `--keyframes`: only for the Lottie formats.
  private static func lottieKeyframes(_ arguments: ParsedCommandLine, format: ExportFormat) throws
    -> LottieKeyframeForm
  {
    guard let text = arguments.given("keyframes") else { return .compact }
    guard format == .lottie || format == .lottieApp else {
      throw CommandError.usage("--keyframes goes with --format lottie or lottie-app")
    }
    return LottieKeyframeForm(rawValue: text) ?? .compact
  }

  private static func resolveFormat(_ arguments: ParsedCommandLine, isStill: Bool) throws
    -> ExportFormat
  {
    if let format = arguments.given("format").flatMap(ExportFormat.init(rawValue:)) {
      return format
    }
    if let out = arguments.given("out") {
      guard let format = ExportFormat(path: out) else {
        throw CommandError.usage(
          "Cannot tell the format from '\(SwellError.clip(out))'",
          hint: "Use an extension (.webp .gif .png .svg .pdf .json .lottie) or --format.")
      }
      return format
    }
    return isStill ? .png : .webp
  }
}
