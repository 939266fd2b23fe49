/* CgtkAspectBin: a one-child container that is as tall as its width allows at
 * a fixed width-to-height ratio (height-for-width), for content such as a 3:2
 * carousel that should fill the width — up to `max_height` when that is set
 * (the content then fills a wider box, and should crop to fill).
 * GtkAspectFrame only fits its child into the space it gets; it does not ask
 * for the height the ratio needs. */
#include "CGtkWidgets.h"

struct _CgtkAspectBin {
    GtkWidget parent_instance;
    double ratio;
    int max_height;
};

G_DEFINE_FINAL_TYPE(CgtkAspectBin, cgtk_aspect_bin, GTK_TYPE_WIDGET)

static GtkSizeRequestMode cgtk_aspect_bin_request_mode(GtkWidget *widget) {
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void cgtk_aspect_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                    int *natural, int *minimum_baseline, int *natural_baseline) {
    CgtkAspectBin *self = CGTK_ASPECT_BIN(widget);
    double ratio = self->ratio > 0 ? self->ratio : 1;
    GtkWidget *child = gtk_widget_get_first_child(widget);
    int child_natural_width = 0;
    if (child) gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &child_natural_width, NULL, NULL);
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        *minimum = 0;
        *natural = for_size >= 0 ? (int)(for_size * ratio) : child_natural_width;
    } else {
        int width = for_size >= 0 ? for_size : child_natural_width;
        int height = (int)(width / ratio + 0.5);
        *minimum = *natural = self->max_height > 0 ? MIN(height, self->max_height) : height;
    }
    *minimum_baseline = *natural_baseline = -1;
}

static void cgtk_aspect_bin_allocate(GtkWidget *widget, int width, int height, int baseline) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (child && gtk_widget_get_visible(child)) gtk_widget_allocate(child, width, height, baseline, NULL);
}

static void cgtk_aspect_bin_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(cgtk_aspect_bin_parent_class)->dispose(object);
}

static void cgtk_aspect_bin_class_init(CgtkAspectBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->get_request_mode = cgtk_aspect_bin_request_mode;
    widget_class->measure = cgtk_aspect_bin_measure;
    widget_class->size_allocate = cgtk_aspect_bin_allocate;
    G_OBJECT_CLASS(klass)->dispose = cgtk_aspect_bin_dispose;
}

static void cgtk_aspect_bin_init(CgtkAspectBin *self) {}

GtkWidget *cgtk_aspect_bin_new(double ratio) {
    CgtkAspectBin *bin = g_object_new(CGTK_TYPE_ASPECT_BIN, NULL);
    bin->ratio = ratio;
    return GTK_WIDGET(bin);
}

void cgtk_aspect_bin_set_ratio(GtkWidget *widget, double ratio) {
    CgtkAspectBin *self = CGTK_ASPECT_BIN(widget);
    if (self->ratio == ratio) return;
    self->ratio = ratio;
    gtk_widget_queue_resize(widget);
}

void cgtk_aspect_bin_set_max_height(GtkWidget *widget, int max_height) {
    CgtkAspectBin *self = CGTK_ASPECT_BIN(widget);
    if (self->max_height == max_height) return;
    self->max_height = max_height;
    gtk_widget_queue_resize(widget);
}

void cgtk_aspect_bin_set_child(GtkWidget *widget, GtkWidget *child) {
    GtkWidget *current = gtk_widget_get_first_child(widget);
    if (current == child) return;
    if (current) gtk_widget_unparent(current);
    if (child) gtk_widget_set_parent(child, widget);
}
