#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Swell
  import SwellUIKit

  /// What `.swellRefreshable` passes to its controls beside their styles: the words' language,
  /// wording and size, where the last update is remembered, and the palette. Each is what
  /// `scrollView.swell` of the same name does in UIKit; the defaults follow the platform.
  ///
  ///     List(items) { Text($0.title) }
  ///       .swellRefreshable(ClassicStyle(), options: .init(lastUpdatedKey: "inbox")) {
  ///         await model.reload()
  ///       }
  public struct SwellRefreshOptions: Hashable, Sendable {
    /// The language of the words and VoiceOver announcements, or nil to follow the user's
    /// preferred languages.
    public var language: SwellLanguage?
    /// The app's own wording for any text, in every language (`[.releaseToRefresh: "Let go"]`).
    public var textOverrides: [RefreshText: String]
    /// The name under which the last successful refresh is remembered across launches (in
    /// `UserDefaults.standard`), or nil to remember it only while the list lives ("Never"
    /// until the first).
    public var lastUpdatedKey: String?
    /// The palette the styles draw with, or nil to follow the environment's color scheme
    /// (through the trait collection), switching live.
    public var appearance: SwellAppearance?
    /// How large the words are, as a multiple of the standard size, or nil to follow the
    /// environment's Dynamic Type size (through the trait collection), switching live.
    public var textScale: Double?

    /// Options that leave everything to the platform unless given.
    public init(
      language: SwellLanguage? = nil, textOverrides: [RefreshText: String] = [:],
      lastUpdatedKey: String? = nil, appearance: SwellAppearance? = nil,
      textScale: Double? = nil
    ) {
      self.language = language
      self.textOverrides = textOverrides
      self.lastUpdatedKey = lastUpdatedKey
      self.appearance = appearance
      self.textScale = textScale
    }

    /// Gives `controls` these options (once it has a control to give them to).
    @MainActor func apply(to controls: SwellRefreshControls) {
      if controls.language != language { controls.language = language }
      if controls.textOverrides != textOverrides { controls.textOverrides = textOverrides }
      if controls.lastUpdatedKey != lastUpdatedKey { controls.lastUpdatedKey = lastUpdatedKey }
      if controls.appearance != appearance { controls.appearance = appearance }
      if controls.textScale != textScale { controls.textScale = textScale }
    }
  }
#endif
