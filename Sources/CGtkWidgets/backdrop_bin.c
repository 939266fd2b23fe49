/* CgtkBackdropBin: a one-child container for a header bar that draws,
 * behind it, a mirrored and blurred copy of whichever of its source widgets
 * lies right below it — SwiftUI's `backgroundExtensionEffect`, where a
 * picture at the top of a page carries on under the toolbar.
 *
 * A source counts when it is mapped, overlaps the bin across, and its top
 * edge is at the bin's bottom edge or above it (scrolled under the header)
 * while its bottom is still below. The copy is the source mirrored about the
 * bin's bottom edge, drawn with the source itself under one blur so the two
 * meet without a seam. It is redrawn when the source draws anything new and
 * when a scrolled window holding it scrolls.
 *
 * While it has sources, the child carries the CSS class
 * `backdrop-extended` (GtkUI's stylesheet makes the header bar translucent
 * with it) and the bin fills itself with the header bar's colour first, so
 * with no source touching the header looks as it always does.
 *
 * It knows nothing of SwiftUI: GtkUI's modifier adds and removes sources. */
#include "CGtkWidgets.h"

/* How far the copy is blurred, in pixels: a picture's shapes are gone, its colours stay. */
#define BACKDROP_BLUR_RADIUS 24.0

typedef struct {
    CgtkBackdropBin *bin;
    GtkWidget *widget; /* weak: a source finalized leaves the list */
    GdkPaintable *paintable;
    gulong invalidate_handler;
    GPtrArray *adjustments; /* the ancestors' scroll adjustments… */
    GArray *scroll_handlers; /* …and the redraw connected to each */
} BackdropSource;

struct _CgtkBackdropBin {
    GtkWidget parent_instance;
    GPtrArray *sources; /* BackdropSource */
};

G_DEFINE_FINAL_TYPE(CgtkBackdropBin, cgtk_backdrop_bin, GTK_TYPE_WIDGET)

static void cgtk_backdrop_bin_update_class(CgtkBackdropBin *self);

static void backdrop_source_gone(gpointer data, GObject *where_it_was) {
    BackdropSource *source = data;
    CgtkBackdropBin *self = source->bin;
    source->widget = NULL;
    g_ptr_array_remove(self->sources, source);
    cgtk_backdrop_bin_update_class(self);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void backdrop_source_free(gpointer data) {
    BackdropSource *source = data;
    if (source->widget) g_object_weak_unref(G_OBJECT(source->widget), backdrop_source_gone, source);
    g_signal_handler_disconnect(source->paintable, source->invalidate_handler);
    g_object_unref(source->paintable);
    for (guint k = 0; k < source->adjustments->len; k++)
        g_signal_handler_disconnect(g_ptr_array_index(source->adjustments, k), g_array_index(source->scroll_handlers, gulong, k));
    g_ptr_array_unref(source->adjustments);
    g_array_unref(source->scroll_handlers);
    g_free(source);
}

static void cgtk_backdrop_bin_update_class(CgtkBackdropBin *self) {
    GtkWidget *child = gtk_widget_get_first_child(GTK_WIDGET(self));
    if (!child) return;
    if (self->sources->len > 0) gtk_widget_add_css_class(child, "backdrop-extended");
    else gtk_widget_remove_css_class(child, "backdrop-extended");
}

/* The source that lies right below the bin, and its bounds in the bin's coordinates. */
static BackdropSource *cgtk_backdrop_bin_touching_source(CgtkBackdropBin *self, graphene_rect_t *bounds) {
    GtkWidget *widget = GTK_WIDGET(self);
    double width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    for (guint i = 0; i < self->sources->len; i++) {
        BackdropSource *source = g_ptr_array_index(self->sources, i);
        if (!gtk_widget_get_mapped(source->widget)) continue;
        if (!gtk_widget_compute_bounds(source->widget, widget, bounds)) continue;
        gboolean across = bounds->origin.x < width && bounds->origin.x + bounds->size.width > 0;
        gboolean touches = bounds->origin.y <= height + 1 && bounds->origin.y + bounds->size.height > height;
        if (across && touches && bounds->size.width > 0) return source;
    }
    return NULL;
}

static void cgtk_backdrop_bin_fill(GtkWidget *widget, GtkSnapshot *snapshot, double width, double height) {
    GdkRGBA color;
    gboolean backdrop = (gtk_widget_get_state_flags(widget) & GTK_STATE_FLAG_BACKDROP) != 0;
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkStyleContext *style = gtk_widget_get_style_context(widget);
    if (!(backdrop && gtk_style_context_lookup_color(style, "headerbar_backdrop_color", &color))
        && !gtk_style_context_lookup_color(style, "headerbar_bg_color", &color))
        gtk_style_context_lookup_color(style, "window_bg_color", &color);
G_GNUC_END_IGNORE_DEPRECATIONS
    gtk_snapshot_append_color(snapshot, &color, &GRAPHENE_RECT_INIT(0, 0, width, height));
}

static void cgtk_backdrop_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    CgtkBackdropBin *self = CGTK_BACKDROP_BIN(widget);
    double width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    if (self->sources->len > 0) {
        cgtk_backdrop_bin_fill(widget, snapshot, width, height);
        graphene_rect_t bounds;
        BackdropSource *source = cgtk_backdrop_bin_touching_source(self, &bounds);
        if (source) {
            gtk_snapshot_push_clip(snapshot, &GRAPHENE_RECT_INIT(0, 0, width, height));
            gtk_snapshot_push_blur(snapshot, BACKDROP_BLUR_RADIUS);
            /* The source mirrored about the bin's bottom edge… */
            gtk_snapshot_save(snapshot);
            gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(bounds.origin.x, 2 * height - bounds.origin.y));
            gtk_snapshot_scale(snapshot, 1, -1);
            gdk_paintable_snapshot(source->paintable, snapshot, bounds.size.width, bounds.size.height);
            gtk_snapshot_restore(snapshot);
            /* …and as it is below the edge, where the blur reaches across it. */
            gtk_snapshot_save(snapshot);
            gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(bounds.origin.x, bounds.origin.y));
            gdk_paintable_snapshot(source->paintable, snapshot, bounds.size.width, bounds.size.height);
            gtk_snapshot_restore(snapshot);
            gtk_snapshot_pop(snapshot);
            gtk_snapshot_pop(snapshot);
        }
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        gtk_widget_snapshot_child(widget, child, snapshot);
}

static void cgtk_backdrop_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                      int *natural, int *minimum_baseline, int *natural_baseline) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (child && gtk_widget_get_visible(child))
        gtk_widget_measure(child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void cgtk_backdrop_bin_allocate(GtkWidget *widget, int width, int height, int baseline) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (child && gtk_widget_get_visible(child)) gtk_widget_allocate(child, width, height, baseline, NULL);
}

static void cgtk_backdrop_bin_dispose(GObject *object) {
    CgtkBackdropBin *self = CGTK_BACKDROP_BIN(object);
    g_ptr_array_set_size(self->sources, 0);
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(cgtk_backdrop_bin_parent_class)->dispose(object);
}

static void cgtk_backdrop_bin_finalize(GObject *object) {
    g_ptr_array_unref(CGTK_BACKDROP_BIN(object)->sources);
    G_OBJECT_CLASS(cgtk_backdrop_bin_parent_class)->finalize(object);
}

static void cgtk_backdrop_bin_class_init(CgtkBackdropBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
    widget_class->measure = cgtk_backdrop_bin_measure;
    widget_class->size_allocate = cgtk_backdrop_bin_allocate;
    widget_class->snapshot = cgtk_backdrop_bin_snapshot;
    G_OBJECT_CLASS(klass)->dispose = cgtk_backdrop_bin_dispose;
    G_OBJECT_CLASS(klass)->finalize = cgtk_backdrop_bin_finalize;
}

static void cgtk_backdrop_bin_init(CgtkBackdropBin *self) {
    self->sources = g_ptr_array_new_with_free_func(backdrop_source_free);
}

GtkWidget *cgtk_backdrop_bin_new(GtkWidget *child) {
    GtkWidget *widget = GTK_WIDGET(g_object_new(CGTK_TYPE_BACKDROP_BIN, NULL));
    if (child) gtk_widget_set_parent(child, widget);
    return widget;
}

void cgtk_backdrop_bin_add_source(GtkWidget *widget, GtkWidget *source_widget) {
    CgtkBackdropBin *self = CGTK_BACKDROP_BIN(widget);
    for (guint i = 0; i < self->sources->len; i++)
        if (((BackdropSource *)g_ptr_array_index(self->sources, i))->widget == source_widget) return;
    BackdropSource *source = g_new0(BackdropSource, 1);
    source->bin = self;
    source->widget = source_widget;
    g_object_weak_ref(G_OBJECT(source_widget), backdrop_source_gone, source);
    source->paintable = gtk_widget_paintable_new(source_widget);
    source->invalidate_handler = g_signal_connect_object(source->paintable, "invalidate-contents",
                                                         G_CALLBACK(gtk_widget_queue_draw), widget, G_CONNECT_SWAPPED);
    source->adjustments = g_ptr_array_new_with_free_func(g_object_unref);
    source->scroll_handlers = g_array_new(FALSE, FALSE, sizeof(gulong));
    for (GtkWidget *ancestor = gtk_widget_get_parent(source_widget); ancestor; ancestor = gtk_widget_get_parent(ancestor)) {
        if (!GTK_IS_SCROLLED_WINDOW(ancestor)) continue;
        GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW(ancestor);
        GtkAdjustment *both[2] = {gtk_scrolled_window_get_vadjustment(scrolled), gtk_scrolled_window_get_hadjustment(scrolled)};
        for (int k = 0; k < 2; k++) {
            if (!both[k]) continue;
            gulong handler = g_signal_connect_object(both[k], "value-changed", G_CALLBACK(gtk_widget_queue_draw), widget,
                                                     G_CONNECT_SWAPPED);
            g_ptr_array_add(source->adjustments, g_object_ref(both[k]));
            g_array_append_val(source->scroll_handlers, handler);
        }
    }
    g_ptr_array_add(self->sources, source);
    cgtk_backdrop_bin_update_class(self);
    gtk_widget_queue_draw(widget);
}

void cgtk_backdrop_bin_remove_source(GtkWidget *widget, GtkWidget *source_widget) {
    CgtkBackdropBin *self = CGTK_BACKDROP_BIN(widget);
    for (guint i = 0; i < self->sources->len; i++) {
        BackdropSource *source = g_ptr_array_index(self->sources, i);
        if (source->widget != source_widget) continue;
        g_ptr_array_remove_index(self->sources, i);
        cgtk_backdrop_bin_update_class(self);
        gtk_widget_queue_draw(widget);
        return;
    }
}

gboolean cgtk_backdrop_bin_is_extending(GtkWidget *widget) {
    graphene_rect_t bounds;
    return cgtk_backdrop_bin_touching_source(CGTK_BACKDROP_BIN(widget), &bounds) != NULL;
}
