import Foundation
import Swell
import SwiftUI
import Testing

/// Every public type of `Swell`, named unqualified in a file that imports Foundation and
/// SwiftUI (the mirror declares every public type name SwiftUI, UIKit's overlay and MacTypes
/// have): if one of Swell's names were also Apple's, this file would not compile. The test
/// also checks the list is complete against Swell's sources.
@Suite struct AppleNamesTests {
  /// Swell's public types, unqualified.
  static let types: [Any.Type] = [
    AnyTouchHandoff.self,
    BendStyle.self,
    BounceStyle.self,
    CaptionedStyle<WaveStyle>.self,
    ClassicStyle.self,
    (any ConfigurableStyle).self,
    (any ContentFadingStyle).self,
    ControlFrame.self,
    ControlPlacement.self,
    DecodedStyle.self,
    DampedOscillation<Double>.self,
    Decay.self,
    ElasticStyle.self,
    HostClock.self,
    HostFrame.self,
    InsetTransition.self,
    Interaction.self,
    InteractionRecorder.self,
    (any Interpolatable).self,
    (any AdjustableHeaderDistances).self,
    KeyframeAnimation<Double>.self,
    ObservedInsets.self,
    ParameterDescription.self,
    ParameterField<WaveStyle>.self,
    ParameterValue.self,
    PreviewAnimation.self,
    QuietStyle.self,
    RefreshAnnouncement.self,
    RefreshConfiguration.self,
    RefreshContext.self,
    RefreshEdge.self,
    RefreshHost.self,
    RefreshOutcome.self,
    RefreshPreview.self,
    RefreshSession.self,
    RefreshState.self,
    (any RefreshStyle).self,
    RefreshText.self,
    RefreshTexts.self,
    RefreshTrigger.self,
    RefreshTriggerMode.self,
    RippleStyle.self,
    RubberBand.self,
    ScrollMetrics.self,
    ScrollPhysics.self,
    ShapeFigure.self,
    ShapeLayer.self,
    Simulation.self,
    SimulationFrame.self,
    SimulationFrames.self,
    SineFill.self,
    SineWave.self,
    SpringAnimation<Double>.self,
    StyleCatalog.self,
    StyleParameter<WaveStyle>.self,
    SwellColor.self,
    SwellError.self,
    SwellLanguage.self,
    SwellAppearance.self,
    SwellPath.self,
    SwellPoint.self,
    SwellRect.self,
    SwellScene.self,
    SwellSize.self,
    SwellSpring.self,
    SwellTransform.self,
    (any TabulatedStyle).self,
    TextLayer.self,
    TimingCurve.self,
    VelocityTracker.self,
    WaveStyle.self,
  ]

  @Test func everyPublicSwellTypeIsNamedHere() throws {
    let named = Set(
      Self.types.map {
        String(
          String(describing: $0).replacingOccurrences(of: "any ", with: "").prefix { $0 != "<" })
      })
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Swell").standardized
    var declared: Set<String> = []
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    let pattern = try Regex(
      #"(?m)^public (?:final )?(?:struct|class|enum|protocol|typealias|actor) ([A-Za-z_]+)"#)
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: pattern) {
        if let name = match.output[1].substring { declared.insert(String(name)) }
      }
    }
    #expect(
      declared.subtracting(named).isEmpty, "not named here: \(declared.subtracting(named).sorted())"
    )
    #expect(declared.count > 50)
  }
}
