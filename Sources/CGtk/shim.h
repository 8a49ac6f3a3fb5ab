#include <gtk/gtk.h>
#include <glib-unix.h>

// libdispatch's hooks for a foreign run loop. libdispatch.so exports them on Linux (CoreFoundation
// uses them to run the main queue inside CFRunLoop) but declares them only in private headers:
// the handle is an eventfd that becomes readable when the main queue has work; the callback
// drains the main queue on the main thread.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

// Variadic GTK and GObject calls are not imported into Swift; these fixed-argument wrappers are.

static inline void swell_gtk_accessible_set_busy(GtkWidget *widget, gboolean busy) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

static inline void swell_gtk_accessible_set_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                 -1);
}

/// Tells assistive technologies the keys that act on the widget (ARIA's `aria-keyshortcuts`
/// syntax, "Control+R F5"). GTK 4.8 keeps it for backends that read it; its AT-SPI backend
/// does not yet.
static inline void swell_gtk_accessible_set_key_shortcuts(GtkWidget *widget, const char *keys) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS,
                                 keys, -1);
}

/// A GtkOverlay that assistive technologies see as a group, whose name (the list's, with the
/// refresh state) they speak: a plain overlay has the generic role, and GTK from 4.14 drops the
/// name of a generic element. The role can only be given at construction.
static inline GtkWidget *swell_gtk_overlay_new_group(void) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_OVERLAY, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                 NULL));
}

/// Whether this GTK's settings have `name` (a setting newer GTK versions added).
static inline gboolean swell_gtk_settings_has(GtkSettings *settings, const char *name) {
  return g_object_class_find_property(G_OBJECT_GET_CLASS(settings), name) != NULL;
}

static inline gboolean swell_gtk_settings_enable_animations(GtkSettings *settings) {
  gboolean enabled = TRUE;
  g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

/// Whether the theme GTK draws with is dark: the app asked for the dark variant, or the theme
/// itself is one (`Adwaita-dark`; `GTK_THEME=Adwaita:dark` names the variant in the variable),
/// or, from GTK 4.20, the desktop's colour scheme is dark (`gtk-interface-color-scheme`, whose
/// value 2 is GTK_INTERFACE_COLOR_SCHEME_DARK; GTK 4.20 deprecates the dark-theme setting).
static inline gboolean swell_gtk_settings_prefers_dark(GtkSettings *settings) {
  gboolean dark = FALSE;
  char *theme = NULL;
  g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, "gtk-theme-name", &theme,
               NULL);
  if (swell_gtk_settings_has(settings, "gtk-interface-color-scheme")) {
    int scheme = 0;
    g_object_get(settings, "gtk-interface-color-scheme", &scheme, NULL);
    if (scheme == 2) dark = TRUE;
  }
  if (theme != NULL) {
    if (g_str_has_suffix(theme, "-dark") || g_str_has_suffix(theme, ":dark")) dark = TRUE;
    g_free(theme);
  }
  const char *forced = g_getenv("GTK_THEME");
  if (forced != NULL && g_str_has_suffix(forced, ":dark")) dark = TRUE;
  return dark;
}

/// How large the desktop wants text, as a multiple of the standard 96 dpi: `gtk-xft-dpi` is the
/// resolution in 1024ths of a dot per inch, which GNOME's Large Text raises by its text scaling
/// factor (1.25); -1 (unset) is the standard size.
static inline double swell_gtk_settings_text_scale(GtkSettings *settings) {
  int dpi = -1;
  g_object_get(settings, "gtk-xft-dpi", &dpi, NULL);
  return dpi > 0 ? dpi / (1024.0 * 96.0) : 1.0;
}

static inline void swell_gtk_settings_set_text_scale(GtkSettings *settings, double scale) {
  g_object_set(settings, "gtk-xft-dpi", (int)(scale * 96.0 * 1024.0 + 0.5), NULL);
}

static inline void swell_gtk_settings_set_prefer_dark(GtkSettings *settings, gboolean dark) {
  g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
}

static inline void swell_gtk_settings_set_enable_animations(GtkSettings *settings,
                                                            gboolean enabled) {
  g_object_set(settings, "gtk-enable-animations", enabled, NULL);
}
