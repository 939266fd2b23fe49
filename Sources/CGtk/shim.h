/* CGtk: the C surface of GTK 4 and libadwaita as Swift sees it.
 *
 * Swift imports functions but not C macros; the few macros the bridge needs
 * (type checks, variadic property setters, version checks) are re-expressed
 * here as static inline functions. Nothing here holds state.
 */
#ifndef LANDMARKS_CGTK_SHIM_H
#define LANDMARKS_CGTK_SHIM_H

#include <adwaita.h>
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <langinfo.h>
#include <libintl.h>
#include <locale.h>
#include <malloc.h>
#include <sys/syscall.h>
#include <unistd.h>


/* libdispatch's main-queue hooks, exported by libdispatch.so but not declared
 * in the headers Swift imports. The handle is an eventfd that becomes readable
 * when work is queued on the main queue; the callback drains that work. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* True on the process's main thread (whose thread id is the process id). */
static inline gboolean cgtk_is_main_thread(void) {
    return (pid_t)syscall(SYS_gettid) == getpid();
}

static inline GType cgtk_object_type(gpointer object) {
    return G_OBJECT_TYPE(object);
}

static inline const char *cgtk_object_type_name(gpointer object) {
    return G_OBJECT_TYPE_NAME(object);
}

static inline gboolean cgtk_is_widget(gpointer object) {
    return GTK_IS_WIDGET(object);
}

static inline gboolean cgtk_is_label(gpointer object) {
    return GTK_IS_LABEL(object);
}

static inline gboolean cgtk_object_is_floating(gpointer object) {
    return g_object_is_floating(object);
}

static inline guint cgtk_object_ref_count(gpointer object) {
    return G_OBJECT(object)->ref_count;
}

static inline void cgtk_object_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

static inline void cgtk_object_set_int(gpointer object, const char *name, gint value) {
    g_object_set(object, name, value, NULL);
}

static inline void cgtk_object_set_uint(gpointer object, const char *name, guint value) {
    g_object_set(object, name, value, NULL);
}

static inline void cgtk_object_set_double(gpointer object, const char *name, gdouble value) {
    g_object_set(object, name, value, NULL);
}

static inline void cgtk_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

static inline void cgtk_object_set_object(gpointer object, const char *name, gpointer value) {
    g_object_set(object, name, value, NULL);
}

static inline gboolean cgtk_object_get_boolean(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

static inline gdouble cgtk_object_get_double(gpointer object, const char *name) {
    gdouble value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

static inline gint cgtk_object_get_int(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

static inline guint cgtk_object_get_uint(gpointer object, const char *name) {
    guint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* Bytes of heap in use, after returning free memory to the system: for the
 * memory tests and benchmarks, where resident memory alone can hide growth
 * inside memory an earlier step freed. */
static inline size_t cgtk_heap_in_use(void) {
    malloc_trim(0);
    return mallinfo2().uordblks;
}

/* g_message is a variadic macro: log one preformatted line at MESSAGE level. */
static inline void cgtk_log_message(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_MESSAGE, "%s", message);
}

/* g_signal_emit_by_name is variadic: one entry per argument shape. */
static inline void cgtk_signal_emit(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

static inline void cgtk_signal_emit_uint(gpointer instance, const char *name, guint value) {
    g_signal_emit_by_name(instance, name, value);
}

static inline void cgtk_signal_emit_pointer(gpointer instance, const char *name, gpointer value) {
    g_signal_emit_by_name(instance, name, value);
}

static inline void cgtk_signal_emit_double(gpointer instance, const char *name, gdouble value) {
    g_signal_emit_by_name(instance, name, value);
}

/* Emits GtkEventControllerKey::key-pressed as a key press would; returns whether it was handled. */
static inline gboolean cgtk_emit_key_pressed(gpointer controller, guint keyval) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "key-pressed", keyval, (guint)0, (GdkModifierType)0, &handled);
    return handled;
}

/* NULL when the accessible label is `expected`, else GTK's description of the
 * mismatch (free with g_free). GTK 4.8 has no getter for accessible properties. */
static inline char *cgtk_accessible_check_label(GtkAccessible *accessible, const char *expected) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}

static inline char *cgtk_accessible_check_description(GtkAccessible *accessible, const char *expected) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
}

/* gtk_accessible_update_property and friends are variadic. */
/* A new widget of `type` that assistive technologies see as a plain
 * container: GTK's generic role is construct-only. */
static inline GtkWidget *cgtk_widget_new_generic_role(GType type) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC, NULL));
}

static inline void cgtk_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void cgtk_accessible_reset_label(GtkAccessible *accessible) {
    gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static inline void cgtk_accessible_set_labelled_by(GtkAccessible *accessible, GtkAccessible *label) {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

static inline void cgtk_accessible_reset_labelled_by(GtkAccessible *accessible) {
    gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static inline void cgtk_accessible_set_description(GtkAccessible *accessible, const char *text) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static inline void cgtk_accessible_set_pressed(GtkAccessible *accessible, gboolean pressed) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_PRESSED,
                                pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

/* Leaves a widget (and what it holds) out of the accessible tree. */
static inline void cgtk_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/* A list item's place: `position` of `size` (both from 1). */
static inline void cgtk_accessible_set_position(GtkAccessible *accessible, int position, int size) {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_POS_IN_SET, position,
                                   GTK_ACCESSIBLE_RELATION_SET_SIZE, size, -1);
}

static inline void cgtk_accessible_set_selected(GtkAccessible *accessible, gboolean selected) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/* True when the libadwaita loaded at run time is at least major.minor.micro. */
static inline gboolean cgtk_adw_runtime_at_least(guint major, guint minor, guint micro) {
    guint a = adw_get_major_version(), b = adw_get_minor_version(), c = adw_get_micro_version();
    return a > major || (a == major && (b > minor || (b == minor && c >= micro)));
}

#endif
