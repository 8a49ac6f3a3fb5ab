import Testing

@testable import Swell

/// Rows a load appends while a pulled footer's band closes, content resting at the end: they
/// come in below where the content is, which stays put, as a table view leaves its offset when
/// rows are inserted below. The content moves only if the band would otherwise close past it
/// (fewer rows than the band's height), and then only as the end reaches it. (It chased the
/// growing end: the list scrolled 170 pt on its own after a load that added 240 pt of rows.)
@Suite struct RowsUnderAClosingFooterTests {
  /// 2,000 pt of content in a 300 pt viewport, resting at its end with a 70 pt footer band,
  /// which starts closing over 0.3 s at 1 s; `adds` points of rows come in from 1.01 s over
  /// 0.15 s in 120 Hz steps (as `Simulation` inserts them). The offset every millisecond
  /// from 0.9 s to 2 s, with the end it rests against then.
  static func offsets(adding adds: Double) throws -> [(time: Double, offset: Double, end: Double)] {
    var physics = try ScrollPhysics(viewportHeight: 300, contentHeight: 2000)
    physics.setRefreshInset(70, at: .bottom, transition: .immediate, time: 0)
    physics.scroll(to: 2000 + 70 - 300, animated: false, time: 0)
    physics.setRefreshInset(
      0, at: .bottom, transition: .timingCurve(.easeInEaseOut, duration: 0.3), time: 1)
    var samples: [(time: Double, offset: Double, end: Double)] = []
    var time = 0.9
    for step in 1...18 {
      let at = 1.01 + 0.15 * Double(step) / 18
      while time < at {
        samples.append(sample(physics, time))
        time += 0.001
      }
      physics.setContentHeight(
        2000 + adds * TimingCurve.easeOut.value(at: Double(step) / 18), time: at)
    }
    while time <= 2 {
      samples.append(sample(physics, time))
      time += 0.001
    }
    return samples
  }

  static func sample(_ physics: ScrollPhysics, _ time: Double)
    -> (time: Double, offset: Double, end: Double)
  {
    let end =
      physics.contentHeight + physics.contentInsetBottom(time: time) - physics.viewportHeight
    return (time, physics.contentOffset(time: time), end)
  }

  @Test func rowsTallerThanTheBandLeaveTheContentWhereItIs() throws {
    let samples = try Self.offsets(adding: 240)
    let start = 2000 + 70 - 300.0
    let moved = samples.filter { $0.time >= 1.0 }.map { abs($0.offset - start) }.max() ?? 0
    // Following the band for the 10 ms before the rows came: at most a fraction of a point.
    #expect(moved < 1, "the content moved \(moved) pt")
  }

  @Test(arguments: [0.0, 20, 50])
  func rowsShorterThanTheBandLetTheContentGoOnlyAsTheEndReachesIt(adds: Double) throws {
    let samples = try Self.offsets(adding: adds)
    for (a, b) in zip(samples, samples.dropFirst()) {
      // Never past the end it rests against, never moving the wrong way, never jumping.
      #expect(b.offset <= b.end + 1e-6, "past the end at \(b.time) s")
      #expect(b.offset <= a.offset + 1e-6, "moved down at \(b.time) s")
      #expect(a.offset - b.offset < 0.5, "jumped \(a.offset - b.offset) pt at \(b.time) s")
    }
    let last = try #require(samples.last)
    #expect(abs(last.offset - (2000 + adds - 300)) < 1e-6, "at rest at the new end")
  }
}
