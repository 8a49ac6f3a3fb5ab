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

  /// Notes when a header refresh ended well, and remembers and shows that time once the
  /// header is back at rest (styles say "Just now" while it finishes), so the line never
  /// changes where it shows: while the view lives, and across launches under
  /// `lastUpdatedKey`.
  func noteRefreshEnded(_ effect: RefreshSession.Effect) {
    if case .refreshEnded(.top, _, .success) = effect { pendingUpdate = Date() }
    guard effect.isHeaderBackAtRest, let date = pendingUpdate else { return }
    pendingUpdate = nil
    lastRefreshed = date
    do {
      if let key = lastUpdatedKey { try LastUpdatedMemory.standard.remember(date, for: key) }
    } catch {
      g_log_default_handler(
        "SwellGTK", G_LOG_LEVEL_WARNING, "cannot remember the last update: \(error)", nil)
    }
    applyTexts()
  }
}
