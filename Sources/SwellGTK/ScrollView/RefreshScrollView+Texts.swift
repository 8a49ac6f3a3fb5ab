internal import CGtk
import Foundation
import Swell

extension RefreshScrollView {
  /// The languages the user prefers, most preferred first, as GLib reads them from
  /// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`.
  static var platformLanguageTags: [String] {
    var tags: [String] = []
    guard var names = g_get_language_names() else { return tags }
    while let name = names.pointee {
      tags.append(String(cString: name))
      names += 1
    }
    return tags
  }

  /// Sets the session's words from the view's language, overrides, remembered time and text
  /// size (the app's, or the desktop's).
  func applyTexts() {
    let resolved = language ?? SwellLanguage.preferred(from: Self.platformLanguageTags)
    var texts = RefreshTexts(
      language: resolved, overrides: textOverrides, scale: textScale ?? platformTextScale)
    let remembered = lastUpdatedKey.flatMap { LastUpdatedMemory.standard.date(for: $0) }
    if let date = remembered ?? lastRefreshed {
      texts.lastUpdated = LastUpdatedMemory.format(date, language: resolved)
    }
    session.texts = texts
    updateAccessibleState()
    queueDrawAreas()
  }

  /// Remembers a header refresh that ended well: while the view lives, and across launches
  /// under `lastUpdatedKey`. The line shows the time once the header has gone (styles say
  /// "Just now" while it finishes), so no words change in one frame while it shows.
  func noteRefreshEnded(_ effect: RefreshSession.Effect) {
    if case .stateChanged(.top, .finishing, .idle) = effect { applyTexts() }
    guard case .refreshEnded(.top, _, .success) = effect else { return }
    let now = Date()
    lastRefreshed = now
    do {
      if let key = lastUpdatedKey { try LastUpdatedMemory.standard.remember(now, for: key) }
    } catch {
      g_log_default_handler(
        "SwellGTK", G_LOG_LEVEL_WARNING, "cannot remember the last update: \(error)", nil)
    }
  }
}
