/* CGLib: GLib alone (no GTK, no GObject) for the parts of the app that
 * need no display: the model, its decoders and the translations. It gives
 * them Unicode normalization and collation, the user's language list, and
 * the C library's gettext and locale data. */
#include <glib.h>
#include <langinfo.h>
#include <libintl.h>
#include <locale.h>
#include <malloc.h>
#include <stdio.h>

/* The measurement system of LC_MEASUREMENT: 1 metric, 2 US customary
 * (glibc's _NL_MEASUREMENT_MEASUREMENT, which Swift cannot import). */
static inline int cglib_locale_measurement(void) {
    const char *value = nl_langinfo(_NL_MEASUREMENT_MEASUREMENT);
    return value ? value[0] : 1;
}

/* A number with the locale's grouping (and, for a double, `digits`
 * decimals) into `buffer`: printf's own, called with its arguments typed,
 * where a Swift CVarArg list asks the runtime about each argument. */
static inline int cglib_format_grouped_long(char *buffer, size_t size, long value) {
    return snprintf(buffer, size, "%'ld", value);
}

static inline int cglib_format_grouped_double(char *buffer, size_t size, int digits, double value) {
    return snprintf(buffer, size, "%'.*f", digits, value);
}
