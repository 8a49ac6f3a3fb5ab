import Swell

/// The scenes an export benchmark encodes: a style's standard interaction sampled at a frame
/// rate, played in a loop for as long as asked (a 10 s export repeats a ~4 s interaction).
struct ExportFrames {
  /// The style and the contexts' source.
  var style: any RefreshStyle
  var simulation: Simulation
  /// The bench's header size.
  var size: SwellSize

  /// The frames of `style` at the bench's header size.
  init(style: any RefreshStyle, settings: BenchSettings) throws {
    self.style = style
    size = SwellSize(width: settings.headerSize.width, height: settings.headerSize.height)
    simulation = try Simulation(style: style, headerWidth: size.width)
  }

  /// `seconds` of animation at `fps`, computed one scene at a time as they are read (so an
  /// export of any length holds one scene at a time).
  func scenes(seconds: Double, fps: Double) -> LazyMapSequence<Range<Int>, SwellScene> {
    let count = max(1, Int((seconds * fps).rounded()))
    let duration = simulation.duration
    let simulation = self.simulation
    let style = self.style
    let size = self.size
    return (0..<count).lazy.map { index in
      let time = Double(index) / fps
      let looped = duration > 0 ? time - duration * (time / duration).rounded(.down) : 0
      var context = (try? simulation.frame(time: looped).context) ?? RefreshContext()
      context.size = size
      return style.scene(in: context)
    }
  }
}
