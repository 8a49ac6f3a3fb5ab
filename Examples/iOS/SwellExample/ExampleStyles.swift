import Swell

/// The styles the example shows, by name.
enum ExampleStyles {
  /// Every effect, with the quiet ring last.
  static let all: [ExampleStyle] = [
    ExampleStyle(name: "Wave", style: WaveStyle()),
    ExampleStyle(name: "Bend", style: BendStyle()),
    ExampleStyle(name: "Ripple", style: RippleStyle()),
    ExampleStyle(name: "Bounce", style: BounceStyle()),
    ExampleStyle(name: "Elastic", style: ElasticStyle()),
    ExampleStyle(name: "Quiet", style: QuietStyle()),
  ]
}

/// One style in the example's list.
struct ExampleStyle: Identifiable, Sendable {
  let name: String
  let style: any RefreshStyle
  var id: String { name }
}
