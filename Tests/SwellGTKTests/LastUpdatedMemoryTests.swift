import Foundation
import Swell
import SwellTestSupport
import Testing

@testable import SwellGTK

/// The GTK view's memory of when each list last refreshed, and how the line shows the time.
@Suite struct LastUpdatedMemoryTests {
  @Test func eachKeyKeepsItsTimeAcrossInstances() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = URL(fileURLWithPath: directory.file("state/swell/last-updated.json"))
    let first = LastUpdatedMemory(file: file)
    #expect(first.date(for: "news") == nil)
    try first.remember(Date(timeIntervalSince1970: 1_800_000_000), for: "news")
    try first.remember(Date(timeIntervalSince1970: 1_800_000_600), for: "mail")
    // A later launch reads what the first wrote.
    let later = LastUpdatedMemory(file: file)
    #expect(later.date(for: "news") == Date(timeIntervalSince1970: 1_800_000_000))
    #expect(later.date(for: "mail") == Date(timeIntervalSince1970: 1_800_000_600))
  }

  @Test func aMalformedFileRemembersNothingAndIsReplacedWhole() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("last-updated.json")
    try Data("{\"news\": \"yesterday\", ".utf8).write(to: URL(fileURLWithPath: path))
    let memory = LastUpdatedMemory(file: URL(fileURLWithPath: path))
    #expect(memory.date(for: "news") == nil)
    try memory.remember(Date(timeIntervalSince1970: 0), for: "news")
    let written = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: path)))
    #expect((written as? [String: Double]) == ["news": 0])
  }

  @Test func todayShowsTheTimeAloneAndEarlierDaysTheDateToo() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let earlier = now.addingTimeInterval(-3 * 86_400)
    let today = LastUpdatedMemory.format(now, language: .english, now: now)
    let before = LastUpdatedMemory.format(earlier, language: .english, now: now)
    #expect(today.contains(":"))
    #expect(!today.contains("/"))
    #expect(before.contains("/") && before.contains(":"))
    // Each language's own conventions: German writes the date with dots.
    #expect(LastUpdatedMemory.format(earlier, language: .german, now: now).contains("."))
  }
}
