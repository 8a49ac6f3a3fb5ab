import Swell
import Testing

/// A still's context (`RefreshContext.held`) shows the arm level a session shows at the same
/// time into the same state: a standard pull, simulated, is the oracle.
@Suite struct HeldContextTests {
  @Test func aStillIsAsArmedAsTheSessionAtTheSameTimeIntoItsState() throws {
    let style = ClassicStyle()
    let frames = try Simulation(style: style).frames(fps: 120)
    var compared: Set<String> = []
    for frame in frames {
      let context = frame.context
      switch context.state {
      case .armed, .refreshing: break
      default: continue
      }
      let held = RefreshContext.held(
        by: style, pull: context.pullDistance, width: context.size.width, state: context.state,
        time: context.timeInState)
      #expect(
        abs(held.armLevel - context.armLevel) < 1e-9,
        "\(context.state.name) at \(context.timeInState) s: held \(held.armLevel)")
      #expect(held.armLevelAtStateChange == context.armLevelAtStateChange)
      compared.insert(context.state.name)
    }
    // The standard interaction holds the pull long enough to arm fully, then lets go.
    #expect(compared == ["armed", "refreshing"])
  }

  @Test func aStillWordsEachStateAsTheSessionWouldAtItsTime() {
    func words(_ state: RefreshState, pull: Double, time: Double) -> [String] {
      let context = RefreshContext.held(
        by: ClassicStyle(), pull: pull, width: 375, state: state, time: time)
      return ClassicStyle().scene(in: context).texts.filter { $0.opacity > 0.5 }.map(\.string)
    }
    #expect(words(.armed, pull: 70, time: 1).first == "Release to refresh")
    #expect(words(.armed, pull: 70, time: 0).first == "Pull down to refresh", "arming begins")
    #expect(words(.refreshing, pull: 60, time: 0).first == "Release to refresh", "just let go")
    #expect(words(.refreshing, pull: 60, time: 1).first == "Refreshing…")
  }

  @Test func anArmLevelGivenIsKept() {
    let style = ClassicStyle()
    for state in [RefreshState.armed, .refreshing, .finishing] {
      let held = RefreshContext.held(
        by: style, pull: 60, width: 375, state: state, time: 1, armLevel: 0.25)
      #expect(held.armLevel == 0.25)
      #expect(held.armLevelAtStateChange == 0)
    }
  }
}
