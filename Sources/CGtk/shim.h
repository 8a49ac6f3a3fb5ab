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

static inline gboolean swell_gtk_settings_enable_animations(GtkSettings *settings) {
  gboolean enabled = TRUE;
  g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static inline void swell_gtk_settings_set_enable_animations(GtkSettings *settings,
                                                            gboolean enabled) {
  g_object_set(settings, "gtk-enable-animations", enabled, NULL);
}
