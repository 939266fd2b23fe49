/* CgtkAspectBin: a one-child container that is as tall as its width allows at
 * a fixed width-to-height ratio (height-for-width), for content such as a 3:2
 * carousel that should fill the width — up to `max_height` when that is set
 * (the content then fills a wider box, and should crop to fill).
 * GtkAspectFrame only fits its child into the space it gets; it does not ask
 * for the height the ratio needs.
 *
 * Given a box of another shape, the child fills it (CGTK_ASPECT_STRETCH, the
 * carousel's), or is the largest box at the ratio inside it, centred
 * (CGTK_ASPECT_FIT), or the smallest box at the ratio round it, centred and
 * cut at the bin's edges (CGTK_ASPECT_FILL). A ratio of 0 is the child's own:
 * its natural width over its natural height. */
#include "CGtkWidgets.h"

struct _CgtkAspectBin {
    GtkWidget parent_instance;
    double ratio;
    int max_height;
    CgtkAspectMode mode;
};

G_DEFINE_FINAL_TYPE(CgtkAspectBin, cgtk_aspect_bin, GTK_TYPE_WIDGET)

static GtkSizeRequestMode cgtk_aspect_bin_request_mode(GtkWidget *widget) {
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The ratio kept: the bin's, or the child's natural one (1 without a child). */
static double cgtk_aspect_bin_effective_ratio(CgtkAspectBin *self, int *child_natural_width) {
    GtkWidget *child = gtk_widget_get_first_child(GTK_WIDGET(self));
    int width = 0, height = 0;
    if (child) gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
    if (child_natural_width) *child_natural_width = width;
    if (self->ratio > 0) return self->ratio;
    if (child) gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
    return width > 0 && height > 0 ? (double)width / height : 1;
}

static void cgtk_aspect_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                    int *natural, int *minimum_baseline, int *natural_baseline) {
    CgtkAspectBin *self = CGTK_ASPECT_BIN(widget);
    int child_natural_width = 0;
    double ratio = cgtk_aspect_bin_effective_ratio(self, &child_natural_width);
    if (self->mode != CGTK_ASPECT_STRETCH) {
        /* Fitting or filling: the box is what it is given, the ratio's size
         * by default, a frame's (the size request) when there is one; the
         * child is arranged inside it at allocation. */
        int request_width = -1, request_height = -1;
        gtk_widget_get_size_request(widget, &request_width, &request_height);
        *minimum = 0;
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            *natural = request_width > 0 ? request_width
                     : for_size >= 0 ? (int)(for_size * ratio + 0.5) : child_natural_width;
        } else {
            int width = for_size >= 0 ? for_size : request_width > 0 ? request_width : child_natural_width;
            *natural = request_height > 0 ? request_height : (int)(width / ratio + 0.5);
        }
    } else if (orientation == GTK_ORIENTATION_HORIZONTAL) {
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
    CgtkAspectBin *self = CGTK_ASPECT_BIN(widget);
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (!child || !gtk_widget_get_visible(child)) return;
    if (self->mode == CGTK_ASPECT_STRETCH || width <= 0 || height <= 0) {
        gtk_widget_allocate(child, width, height, baseline, NULL);
        return;
    }
    double ratio = cgtk_aspect_bin_effective_ratio(self, NULL);
    /* Wider than the ratio: fit by the height, fill by the width. */
    gboolean wider = (double)width / height > ratio;
    int child_width, child_height;
    if (wider == (self->mode == CGTK_ASPECT_FIT)) {
        child_height = height;
        child_width = (int)(height * ratio + 0.5);
    } else {
        child_width = width;
        child_height = (int)(width / ratio + 0.5);
    }
    int child_min_width = 0, child_min_height = 0;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min_width, NULL, NULL, NULL);
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, MAX(child_width, child_min_width), &child_min_height, NULL, NULL, NULL);
    child_width = MAX(child_width, child_min_width);
    child_height = MAX(child_height, child_min_height);
    GskTransform *at = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((width - child_width) / 2.0f, (height - child_height) / 2.0f));
    gtk_widget_allocate(child, child_width, child_height, -1, at);
}

static void cgtk_aspect_bin_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(cgtk_aspect_bin_parent_class)->dispose(object);
}

static void cgtk_aspect_bin_class_init(CgtkAspectBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    /* A plain container to assistive technologies, not an object named by its type. */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
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

void cgtk_aspect_bin_set_mode(GtkWidget *widget, CgtkAspectMode mode) {
    CgtkAspectBin *self = CGTK_ASPECT_BIN(widget);
    if (self->mode == mode) return;
    self->mode = mode;
    gtk_widget_set_overflow(widget, mode == CGTK_ASPECT_FILL ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE);
    gtk_widget_queue_resize(widget);
}

void cgtk_aspect_bin_set_child(GtkWidget *widget, GtkWidget *child) {
    GtkWidget *current = gtk_widget_get_first_child(widget);
    if (current == child) return;
    if (current) gtk_widget_unparent(current);
    if (child) gtk_widget_set_parent(child, widget);
}
