extension RefreshText {
  /// The text in `language`. A `%@` in `lastUpdated` and `failedWithMessage` stands for the
  /// value a host fills in (`RefreshTexts.string(_:)` does).
  public func string(in language: SwellLanguage) -> String {
    let table = Self.translations[language] ?? Self.english
    let index = Self.allCases.firstIndex(of: self) ?? 0
    return index < table.count ? table[index] : Self.english[index]
  }

  /// One row per language, in the order of `allCases`. Written for this project from each
  /// platform's own vocabulary (iOS and Android say "refresh", Chinese 刷新 / 重新整理). What
  /// fills the last-updated line after its colon is a fragment: lower case where the language
  /// writes one so ("Zuletzt aktualisiert: nie").
  static let translations: [SwellLanguage: [String]] = [
    .english: english,
    .simplifiedChinese: [
      "下拉可以刷新", "松开立即刷新", "正在刷新…", "刷新完成", "刷新失败", "上拉加载更多", "松开立即加载",
      "正在加载…", "加载完成", "加载失败", "已经全部加载完毕", "最后更新：%@", "无记录", "刚刚", "失败：%@", "刷新",
    ],
    .traditionalChinese: [
      "下拉可以重新整理", "放開立即重新整理", "正在重新整理…", "重新整理完成", "重新整理失敗", "上拉載入更多",
      "放開立即載入", "正在載入…", "載入完成", "載入失敗", "已經全部載入完畢", "最後更新：%@", "無記錄", "剛剛", "失敗：%@",
      "重新整理",
    ],
    .japanese: [
      "引っ張って更新", "離すと更新", "更新中…", "更新しました", "更新できませんでした", "引き上げてさらに読み込む",
      "離すと読み込み", "読み込み中…", "読み込みました", "読み込めませんでした", "これ以上データはありません",
      "最終更新：%@", "なし", "たった今", "失敗しました：%@", "更新",
    ],
    .korean: [
      "당겨서 새로고침", "놓으면 새로고침", "새로고침 중…", "새로고침 완료", "새로고침 실패", "당겨서 더 불러오기",
      "놓으면 더 불러오기", "불러오는 중…", "불러오기 완료", "불러오기 실패", "더 이상 데이터가 없습니다",
      "마지막 업데이트: %@", "없음", "방금", "실패: %@", "새로고침",
    ],
    .spanish: [
      "Desliza hacia abajo para actualizar", "Suelta para actualizar", "Actualizando…",
      "Actualizado",
      "Error al actualizar", "Desliza hacia arriba para cargar más", "Suelta para cargar más",
      "Cargando…", "Cargado", "Error al cargar", "No hay más datos", "Última actualización: %@",
      "nunca", "hace un momento", "Error: %@", "Actualizar",
    ],
    .french: [
      "Tirez pour actualiser", "Relâchez pour actualiser", "Actualisation…", "Actualisé",
      "Échec de l’actualisation", "Tirez vers le haut pour en charger plus",
      "Relâchez pour en charger plus", "Chargement…", "Chargé", "Échec du chargement",
      "Aucune autre donnée", "Dernière mise à jour : %@", "jamais", "à l’instant", "Échec : %@",
      "Actualiser",
    ],
    .german: [
      "Zum Aktualisieren ziehen", "Zum Aktualisieren loslassen", "Wird aktualisiert…",
      "Aktualisiert", "Aktualisierung fehlgeschlagen", "Nach oben ziehen, um mehr zu laden",
      "Loslassen, um mehr zu laden", "Wird geladen…", "Geladen", "Laden fehlgeschlagen",
      "Keine weiteren Daten", "Zuletzt aktualisiert: %@", "nie", "gerade eben", "Fehler: %@",
      "Aktualisieren",
    ],
    .russian: [
      "Потяните, чтобы обновить", "Отпустите, чтобы обновить", "Обновление…", "Обновлено",
      "Не удалось обновить", "Потяните вверх, чтобы загрузить ещё",
      "Отпустите, чтобы загрузить ещё",
      "Загрузка…", "Загружено", "Не удалось загрузить", "Больше нет данных",
      "Последнее обновление: %@", "никогда", "только что", "Ошибка: %@", "Обновить",
    ],
    .arabic: [
      "اسحب للأسفل للتحديث", "أفلت للتحديث", "جارٍ التحديث…", "تم التحديث", "تعذّر التحديث",
      "اسحب للأعلى لتحميل المزيد", "أفلت لتحميل المزيد", "جارٍ التحميل…", "تم التحميل",
      "تعذّر التحميل",
      "لا توجد بيانات أخرى", "آخر تحديث: %@", "أبدًا", "الآن", "فشل: %@", "تحديث",
    ],
  ]

  static let english = [
    "Pull down to refresh", "Release to refresh", "Refreshing…", "Refreshed", "Refresh failed",
    "Pull up to load more", "Release to load more", "Loading…", "Loaded", "Couldn’t load more",
    "No more data", "Last updated: %@", "Never", "Just now", "Failed: %@", "Refresh",
  ]
}
