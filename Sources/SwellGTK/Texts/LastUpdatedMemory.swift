internal import CGtk
import Foundation
import Swell

/// When each list last refreshed, remembered across launches: one small JSON file of
/// key → seconds since 1970 in the user's state directory (`$XDG_STATE_HOME/swell`, by default
/// `~/.local/state/swell/last-updated.json`), written whole by rename so a crash never leaves
/// half of it.
struct LastUpdatedMemory {
  /// The file the times live in.
  let file: URL

  /// The memory every `RefreshScrollView` shares.
  static var standard: LastUpdatedMemory {
    let state = g_get_user_state_dir().map { String(cString: $0) } ?? NSTemporaryDirectory()
    return LastUpdatedMemory(
      file: URL(fileURLWithPath: state).appendingPathComponent("swell/last-updated.json"))
  }

  /// Every remembered time; an unreadable or malformed file remembers nothing.
  private func all() -> [String: Double] {
    guard let data = try? Data(contentsOf: file),
      let times = try? JSONDecoder().decode([String: Double].self, from: data)
    else { return [:] }
    return times.filter { $0.value.isFinite }
  }

  /// When the list called `key` last refreshed, or nil.
  func date(for key: String) -> Date? {
    all()[key].map { Date(timeIntervalSince1970: $0) }
  }

  /// Remembers that the list called `key` refreshed at `date`.
  func remember(_ date: Date, for key: String) throws {
    var times = all()
    times[key] = date.timeIntervalSince1970
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(times).write(to: file, options: .atomic)
  }

  /// `date` as the last-updated line shows it in `language`: the time alone when it is
  /// today, else the short date and the time, in that language's conventions.
  static func format(_ date: Date, language: SwellLanguage, now: Date = Date()) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: language.tag)
    formatter.timeStyle = .short
    formatter.dateStyle = Calendar.current.isDate(date, inSameDayAs: now) ? .none : .short
    return formatter.string(from: date)
  }
}
