/* The start-up baseline: the smallest libadwaita app that looks like ours at
 * first sight — an AdwApplicationWindow of the same size with a header bar
 * titled "Landmarks". With LANDMARKS_BENCH_FIRST_FRAME set it prints the
 * monotonic time (µs) of its first painted frame and quits, as `landmarks` does.
 *
 *   cc minimal-window.c $(pkg-config --cflags --libs libadwaita-1) -o minimal-window
 */
#include "first-frame.h"

static void on_activate(GtkApplication *app, gpointer data) {
    GtkWidget *window = adw_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Landmarks");
    gtk_window_set_default_size(GTK_WINDOW(window), 1000, 720);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *header = adw_header_bar_new();
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(header), adw_window_title_new("Landmarks", NULL));
    gtk_box_append(GTK_BOX(box), header);
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), box);
    watch_first_frame(window, G_APPLICATION(app));
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    AdwApplication *app = adw_application_new("io.github.swiftgtk.LandmarksBaseline", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
