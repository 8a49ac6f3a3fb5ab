import Testing

@testable import Swell

@Suite struct PreviousStateDurationTests {
  /// While finishing, the context says how long refreshing lasted, so a style can continue
  /// motion that began when the refresh started (bend's floating balls) without a jump.
  @Test func finishingKnowsHowLongRefreshingLasted() throws {
    let simulation = try Simulation(style: TestRefreshStyle())
    let frames = Array(try simulation.frames(fps: 120))
    let refreshing = frames.filter { $0.state == .refreshing }
    let firstFinishing = try #require(frames.first { $0.state == .finishing })
    let refreshStart = try #require(refreshing.first).time
    let expected = firstFinishing.time - firstFinishing.context.timeInState - refreshStart
    // The refresh began between the previous frame and its first refreshing frame.
    #expect(abs(firstFinishing.context.previousStateDuration - expected) <= 1.0 / 120 + 1e-9)
    #expect(firstFinishing.context.previousStateDuration >= 1.5 - 1e-9)
  }
}
