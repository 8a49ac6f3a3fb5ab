import Swell
import SwellExport
import SwellLottie
import _SwellFiles

/// What the studio writes.
enum StudioExportFormat: String, CaseIterable, Sendable {
  case webp
  case gif
  case png
  case svg
  case lottieApp
  case style
  case gesture

  /// The name in the format menu.
  var title: String {
    switch self {
    case .webp: "Animated WebP"
    case .gif: "Animated GIF"
    case .png: "PNG still"
    case .svg: "SVG still"
    case .lottieApp: "Lottie for apps"
    case .style: "Style JSON"
    case .gesture: "Recorded gesture JSON"
    }
  }

  /// The file name the studio suggests for the style called `styleName`.
  func suggestedFileName(styleName: String) -> String {
    switch self {
    case .webp: "\(styleName).webp"
    case .gif: "\(styleName).gif"
    case .png: "\(styleName).png"
    case .svg: "\(styleName).svg"
    case .lottieApp: "\(styleName)-app.json"
    case .style: "\(styleName)-style.json"
    case .gesture: "\(styleName)-gesture.json"
    }
  }
}

/// One export of the design, run off the main thread: the same frames `swell render` draws
/// (`PreviewAnimation`), replaying the recorded gesture when there is one, else the standard
/// interaction. Every file is written in one piece: a failed export leaves nothing.
struct StudioExportJob: Sendable {
  var format: StudioExportFormat
  var style: any ConfigurableStyle
  var edge: RefreshEdge
  var reduceMotion: Bool
  /// The palette animations and images are drawn with.
  var appearance = SwellAppearance.light
  /// The reader's text size animations and images show (`RefreshTexts.scale`); Lottie
  /// documents carry no text.
  var textScale = 1.0
  /// The recorded gesture, replayed by animations; the file written by `.gesture`.
  var interaction: Interaction?
  /// The preview's width (pt), a phone's.
  var width = 375.0
  /// Frames per second of animations.
  var fps = 30.0
  /// Pixels per point of images.
  var scale = 2.0

  /// Why an export could not start.
  struct Refusal: Error, CustomStringConvertible {
    var description: String
  }

  /// Writes the export to `path`, calling `progress` with the fraction done (0…1) as frames
  /// are drawn. Returns a one-line summary of what was written.
  ///
  /// - Throws: the exporter's or the file's error (a path that cannot be written, say).
  func run(to path: String, progress: @Sendable (Double) -> Void) throws -> String {
    switch format {
    case .webp, .gif:
      let animation = try makeAnimation()
      let exporter = try Exporter(format: format == .webp ? .webp : .gif, scale: scale, fps: fps)
      let total = Double(animation.frameCount)
      let frames = try exporter.export(animation.scenes, to: path) { done in
        progress(Double(done) / total)
      }
      return "\(frames) frames"
    case .png, .svg:
      let animation = try makeAnimation()
      let exporter = try Exporter(format: format == .png ? .png : .svg, scale: scale, fps: fps)
      try exporter.export(try animation.scene(time: animation.posterTime()), to: path)
      progress(1)
      return "1 frame"
    case .lottieApp:
      let exporter = try Exporter(format: .lottieApp, scale: 1, fps: fps)
      let document = try exporter.exportAppDocument(
        for: style, edge: edge, width: width, reduceMotion: reduceMotion,
        appearance: appearance, to: path)
      progress(1)
      return "markers " + document.markers.map(\.name).joined(separator: ",")
    case .style:
      try JSONFile.write(style, to: path)
      progress(1)
      return "\(type(of: style).parameters.count) parameters"
    case .gesture:
      guard let interaction else {
        throw Refusal(description: "No gesture recorded yet: press Record, then pull the list")
      }
      try JSONFile.write(interaction, to: path)
      progress(1)
      return "\(interaction.steps.count) steps"
    }
  }

  /// The frames animations and stills are drawn from.
  func makeAnimation() throws -> PreviewAnimation {
    try PreviewAnimation(
      style: style, edge: edge, interaction: interaction, width: width,
      reduceMotion: reduceMotion, fps: fps, texts: RefreshTexts(scale: textScale),
      appearance: appearance)
  }
}
