#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Swell

  extension SwellRefreshView {
    /// The `UserDefaults` key under which the last update of the list called `key` lives.
    static func defaultsKey(_ key: String) -> String { "Swell.lastUpdated." + key }

    /// The session's words from the language (the app's, or the user's preferred languages),
    /// the overrides, the remembered last update and the text size (the app's, or Dynamic
    /// Type's).
    func applyTexts() {
      guard let host else { return }
      let resolved = language ?? SwellLanguage.preferred(from: Locale.preferredLanguages)
      var texts = RefreshTexts(
        language: resolved, overrides: textOverrides, scale: textScale ?? dynamicTypeScale)
      let remembered = lastUpdatedKey.flatMap {
        UserDefaults.standard.object(forKey: Self.defaultsKey($0)) as? Date
      }
      if let date = remembered ?? lastRefreshed {
        texts.lastUpdated = Self.format(date, language: resolved)
      }
      host.session.texts = texts
      installRefreshAction(named: texts.string(.refreshAction))
      render(time: now())
    }

    /// The trait collection's text size as a multiple of the standard one (1 at the
    /// default "Large" size): how much Dynamic Type scales body text.
    var dynamicTypeScale: Double {
      let standard: CGFloat = 17  // body text at the default size
      return Double(
        UIFontMetrics.default.scaledValue(for: standard, compatibleWith: traitCollection)
          / standard)
    }

    /// Gives the scroll view an accessible "Refresh" action (in the words' language) while it
    /// has a header, beside the app's own actions: VoiceOver users refresh without a pull.
    func installRefreshAction(named name: String) {
      guard let scrollView else { return }
      var actions = (scrollView.accessibilityCustomActions ?? []).filter { $0 !== refreshAction }
      refreshAction = nil
      if header != nil {
        let action = UIAccessibilityCustomAction(name: name) { [weak self] _ in
          guard let self, self.header != nil else { return false }
          self.run { session, time in
            session.beginRefreshing(.top, animated: !session.reduceMotion, time: time)
          }
          return true
        }
        refreshAction = action
        actions.append(action)
      }
      scrollView.accessibilityCustomActions = actions.isEmpty ? nil : actions
    }

    /// Notes when a header refresh ended well, and shows that time once the header is back at
    /// rest (styles say "Just now" while it finishes), so the line never changes where it
    /// shows.
    func noteRefreshEnded(_ effect: RefreshSession.Effect) {
      if case .refreshEnded(.top, _, .success) = effect { pendingUpdate = Date() }
      if effect.isHeaderBackAtRest, takePendingUpdate() { applyTexts() }
    }

    /// Remembers the pending update, if any, while the view lives and across launches under
    /// `lastUpdatedKey`; whether there was one.
    func takePendingUpdate() -> Bool {
      guard let date = pendingUpdate else { return false }
      pendingUpdate = nil
      lastRefreshed = date
      if let key = lastUpdatedKey { UserDefaults.standard.set(date, forKey: Self.defaultsKey(key)) }
      return true
    }

    /// `date` as the last-updated line shows it: the time alone today, else the short date and
    /// the time, in the language's conventions.
    static func format(_ date: Date, language: SwellLanguage, now: Date = Date()) -> String {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: language.tag)
      formatter.timeStyle = .short
      formatter.dateStyle = Calendar.current.isDate(date, inSameDayAs: now) ? .none : .short
      return formatter.string(from: date)
    }
  }
#endif
