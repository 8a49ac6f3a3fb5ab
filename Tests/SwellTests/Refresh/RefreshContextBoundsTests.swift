import Foundation
import SwellTestSupport
import Testing

@testable import Swell

/// A context is safe to draw with however it was made: by the initializer, by setting a
/// property, or by decoding. Checked on hostile numbers from a seeded generator.
@Suite struct RefreshContextBoundsTests {
  /// Numbers a buggy host or a crafted file could hand over.
  static func hostile(_ random: inout SeededRandom) -> Double {
    let pool: [Double] = [
      .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      1e300, -1e300, .leastNonzeroMagnitude, -0.0,
    ]
    return Int(random.next() % 3) == 0
      ? random.double(in: -1e7...1e7) : pool[Int(random.next() % UInt64(pool.count))]
  }

  /// Every stored number is finite and inside the documented bounds.
  static func expectSafe(_ c: RefreshContext, _ comment: Comment? = nil) {
    let d = RefreshContext.maxDistance
    let t = RefreshContext.maxTime
    let numbers: [(Double, ClosedRange<Double>)] = [
      (c.pullDistance, -d...d), (c.pullDistanceAtStateChange, -d...d), (c.progress, 0...1),
      (c.timeInState, 0...t), (c.previousStateDuration, 0...t), (c.time, -t...t),
      (c.releaseVelocity, -RefreshContext.maxSpeed...RefreshContext.maxSpeed),
      (c.size.width, 0...d), (c.size.height, 0...d), (c.armLevel, 0...1),
      (c.armLevelAtStateChange, 0...1), (c.timeSinceRelease ?? 0, 0...t),
      (c.timeSinceTouchDown ?? 0, 0...t), (c.fingerLocation?.x ?? 0, -d...d),
      (c.fingerLocation?.y ?? 0, -d...d),
    ]
    for (value, range) in numbers {
      #expect(value.isFinite && range.contains(value), comment)
    }
    // A context with no NaN is equal to itself, as Hashable requires.
    #expect(c == c)
  }

  @Test func theInitializerBoundsEveryNumber() {
    var random = SeededRandom(seed: 0x5EED_C0DE)
    for _ in 0..<fuzzCaseCount(standard: 300) {
      let h = { Self.hostile(&random) }
      let context = RefreshContext(
        pullDistance: h(), progress: h(), timeInState: h(), timeSinceRelease: h(),
        releaseVelocity: h(), timeSinceTouchDown: h(), fingerLocation: SwellPoint(x: h(), y: h()),
        size: SwellSize(width: h(), height: h()), armLevel: h(), time: h(),
        pullDistanceAtStateChange: h(), previousStateDuration: h(), armLevelAtStateChange: h())
      Self.expectSafe(context)
    }
  }

  @Test func settingAPropertyBoundsIt() {
    var random = SeededRandom(seed: 7)
    var context = RefreshContext()
    for _ in 0..<fuzzCaseCount(standard: 300) {
      context.pullDistance = Self.hostile(&random)
      context.progress = Self.hostile(&random)
      context.timeInState = Self.hostile(&random)
      context.timeSinceRelease = Self.hostile(&random)
      context.timeSinceTouchDown = Self.hostile(&random)
      context.releaseVelocity = Self.hostile(&random)
      context.fingerLocation = SwellPoint(x: Self.hostile(&random), y: Self.hostile(&random))
      context.size = SwellSize(width: Self.hostile(&random), height: Self.hostile(&random))
      context.armLevel = Self.hostile(&random)
      context.time = Self.hostile(&random)
      context.pullDistanceAtStateChange = Self.hostile(&random)
      context.previousStateDuration = Self.hostile(&random)
      context.armLevelAtStateChange = Self.hostile(&random)
      Self.expectSafe(context)
    }
  }

  @Test func aFingerThatIsNotFiniteIsNoFinger() {
    var context = RefreshContext(fingerLocation: SwellPoint(x: .nan, y: 3))
    #expect(context.fingerLocation == nil)
    context.fingerLocation = SwellPoint(x: 1, y: .infinity)
    #expect(context.fingerLocation == nil)
    context.fingerLocation = SwellPoint(x: 1e9, y: -2)
    #expect(context.fingerLocation == SwellPoint(x: RefreshContext.maxDistance, y: -2))
  }

  @Test func decodingBoundsWhatAFileSays() throws {
    // JSON has no NaN; a file can still carry magnitudes no session makes.
    let json = """
      {"edge":"top","state":{"refreshing":{}},"pullDistance":1e300,"progress":-4,
       "timeInState":-1,"releaseVelocity":1e99,"size":{"width":-5,"height":1e200},
       "armLevel":9,"reduceMotion":false,"time":-1e12,"pullDistanceAtStateChange":-1e300,
       "previousStateDuration":1e40,"timeSinceRelease":-3}
      """
    let context = try JSONDecoder().decode(RefreshContext.self, from: Data(json.utf8))
    Self.expectSafe(context)
    #expect(context.pullDistance == RefreshContext.maxDistance)
    #expect(context.progress == 0 && context.armLevel == 1 && context.timeSinceRelease == 0)
    #expect(context.size == SwellSize(width: 0, height: RefreshContext.maxDistance))
  }

  @Test func progressHasOneDefinition() {
    #expect(RefreshContext.progress(pull: 30, triggerDistance: 60) == 0.5)
    #expect(RefreshContext.progress(pull: 90, triggerDistance: 60) == 1)
    #expect(RefreshContext.progress(pull: -5, triggerDistance: 60) == 0)
    #expect(RefreshContext.progress(pull: .nan, triggerDistance: 60) == 0)
    // The held frame and the machine's pulling state agree with it.
    let held = RefreshContext.held(by: WaveStyle(), pull: 30, width: 375)
    #expect(
      held.progress
        == RefreshContext.progress(pull: 30, triggerDistance: WaveStyle().triggerDistance))
    if case .pulling(let progress) = held.state { #expect(progress == held.progress) }
  }
}
