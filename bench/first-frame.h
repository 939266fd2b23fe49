/* What both start-up baselines share: with LANDMARKS_BENCH_FIRST_FRAME set,
 * print the monotonic time (µs) of the window's first painted frame and quit,
 * as the app's start-up probe does. Call watch_first_frame before presenting. */
#include <adwaita.h>

static gboolean first_frame_fired = FALSE;

static void first_frame_after_paint(GdkFrameClock *clock, gpointer app) {
    if (first_frame_fired) return;
    first_frame_fired = TRUE;
    g_print("first-frame-us %" G_GINT64_FORMAT "\n", g_get_monotonic_time());
    g_application_quit(G_APPLICATION(app));
}

static void first_frame_realized(GtkWidget *window, gpointer app) {
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(first_frame_after_paint), app);
}

static void watch_first_frame(GtkWidget *window, GApplication *app) {
    if (g_getenv("LANDMARKS_BENCH_FIRST_FRAME"))
        g_signal_connect(window, "realize", G_CALLBACK(first_frame_realized), app);
}
