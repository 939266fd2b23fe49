/* CgtkFrameBin: a one-child container of a fixed width, a fixed height, or
 * both: SwiftUI's `frame(width:height:alignment:)`. On a fixed axis it asks
 * for exactly that size whatever its child asks for, and gives the child
 * that size (or the child's minimum, when larger: the child then overflows
 * the frame, drawn beyond it, as in SwiftUI); a child that does not fill
 * (its own halign/valign) keeps its natural size up to the frame and is
 * placed by the bin's alignment (0 leading/top, 0.5 centre, 1 trailing/bottom).
 * On an axis without a size the bin is its child, less its outsets: with
 * outsets (SwiftUI's negative padding) the child is given that much more
 * room than the bin takes, on each edge, and spills past the bin's edges.
 *
 * It knows nothing of SwiftUI: GtkUI's frame modifier sets its numbers (and,
 * while a size animates, sets them on every frame). */
#include "CGtkWidgets.h"

struct _CgtkFrameBin {
    GtkWidget parent_instance;
    int width, height;            /* -1: the child's */
    double align_x, align_y;
    int outset_top, outset_start, outset_bottom, outset_end;
};

G_DEFINE_FINAL_TYPE(CgtkFrameBin, cgtk_frame_bin, GTK_TYPE_WIDGET)

static GtkSizeRequestMode cgtk_frame_bin_request_mode(GtkWidget *widget) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    return child ? gtk_widget_get_request_mode(child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void cgtk_frame_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                   int *natural, int *minimum_baseline, int *natural_baseline) {
    CgtkFrameBin *self = CGTK_FRAME_BIN(widget);
    GtkWidget *child = gtk_widget_get_first_child(widget);
    int fixed = orientation == GTK_ORIENTATION_HORIZONTAL ? self->width : self->height;
    int other = orientation == GTK_ORIENTATION_HORIZONTAL ? self->height : self->width;
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (fixed >= 0) {
        /* Measured all the same: GTK wants every child measured before it is allocated. */
        if (child && gtk_widget_get_visible(child)) gtk_widget_measure(child, orientation, -1, NULL, NULL, NULL, NULL);
        *minimum = *natural = fixed;
        return;
    }
    if (!child || !gtk_widget_get_visible(child)) return;
    int outsets = orientation == GTK_ORIENTATION_HORIZONTAL ? self->outset_start + self->outset_end
                                                            : self->outset_top + self->outset_bottom;
    int other_outsets = orientation == GTK_ORIENTATION_HORIZONTAL ? self->outset_top + self->outset_bottom
                                                                  : self->outset_start + self->outset_end;
    if (for_size >= 0) for_size += other_outsets;
    /* The other axis fixed: the child is measured for the size it will get. */
    if (other >= 0) {
        int other_minimum = 0;
        gtk_widget_measure(child, orientation == GTK_ORIENTATION_HORIZONTAL ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL,
                           -1, &other_minimum, NULL, NULL, NULL);
        for_size = MAX(other, other_minimum);
    }
    gtk_widget_measure(child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
    if (outsets > 0) {
        *minimum = MAX(0, *minimum - outsets);
        *natural = MAX(0, *natural - outsets);
        *minimum_baseline = *natural_baseline = -1;
    }
}

static gboolean cgtk_frame_bin_fills(GtkWidget *child, GtkOrientation orientation) {
    GtkAlign align = orientation == GTK_ORIENTATION_HORIZONTAL ? gtk_widget_get_halign(child) : gtk_widget_get_valign(child);
    return align == GTK_ALIGN_FILL || align == GTK_ALIGN_BASELINE;
}

/* The child's size along one axis in a frame of `frame` pixels, and its
 * start: the frame's size for a child that fills, its natural size up to
 * the frame for one that does not, and never less than its minimum. */
static void cgtk_frame_bin_place(GtkWidget *child, GtkOrientation orientation, int frame, int for_size, double align,
                                 int *size, double *start) {
    int minimum = 0, natural = 0;
    gtk_widget_measure(child, orientation, for_size, &minimum, &natural, NULL, NULL);
    int wanted = cgtk_frame_bin_fills(child, orientation) ? frame : MIN(natural, frame);
    *size = MAX(wanted, minimum);
    *start = (frame - *size) * align;
}

static void cgtk_frame_bin_allocate(GtkWidget *widget, int width, int height, int baseline) {
    CgtkFrameBin *self = CGTK_FRAME_BIN(widget);
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (!child || !gtk_widget_get_visible(child)) return;
    /* Leading is the right-hand side in a right-to-left layout. */
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    int child_width = width + self->outset_start + self->outset_end;
    int child_height = height + self->outset_top + self->outset_bottom;
    double x = -(rtl ? self->outset_end : self->outset_start), y = -self->outset_top;
    if (x != 0 || y != 0) baseline = -1;
    double align_x = rtl ? 1 - self->align_x : self->align_x;
    if (self->width >= 0) cgtk_frame_bin_place(child, GTK_ORIENTATION_HORIZONTAL, width, -1, align_x, &child_width, &x);
    if (self->height >= 0) cgtk_frame_bin_place(child, GTK_ORIENTATION_VERTICAL, height, child_width, self->align_y, &child_height, &y);
    if (self->width >= 0 || self->height >= 0) baseline = -1;
    GskTransform *at = (x != 0 || y != 0) ? gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(x, y)) : NULL;
    gtk_widget_allocate(child, child_width, child_height, baseline, at);
}

/* On an axis without a size the bin expands when its child does; a fixed
 * axis never expands (GtkUI also sets that explicitly). */
static void cgtk_frame_bin_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    CgtkFrameBin *self = CGTK_FRAME_BIN(widget);
    GtkWidget *child = gtk_widget_get_first_child(widget);
    *hexpand = child && self->width < 0 && gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL);
    *vexpand = child && self->height < 0 && gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL);
}

static void cgtk_frame_bin_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(cgtk_frame_bin_parent_class)->dispose(object);
}

static void cgtk_frame_bin_class_init(CgtkFrameBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    /* A plain container to assistive technologies, not an object named by its type. */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
    widget_class->get_request_mode = cgtk_frame_bin_request_mode;
    widget_class->measure = cgtk_frame_bin_measure;
    widget_class->size_allocate = cgtk_frame_bin_allocate;
    widget_class->compute_expand = cgtk_frame_bin_compute_expand;
    G_OBJECT_CLASS(klass)->dispose = cgtk_frame_bin_dispose;
}

static void cgtk_frame_bin_init(CgtkFrameBin *self) {
    self->width = self->height = -1;
    self->align_x = self->align_y = 0.5;
}

GtkWidget *cgtk_frame_bin_new(void) {
    return GTK_WIDGET(g_object_new(CGTK_TYPE_FRAME_BIN, NULL));
}

void cgtk_frame_bin_set_size(GtkWidget *widget, int width, int height) {
    CgtkFrameBin *self = CGTK_FRAME_BIN(widget);
    width = MAX(width, -1);
    height = MAX(height, -1);
    if (self->width == width && self->height == height) return;
    self->width = width;
    self->height = height;
    gtk_widget_queue_resize(widget);
}

void cgtk_frame_bin_set_alignment(GtkWidget *widget, double x, double y) {
    CgtkFrameBin *self = CGTK_FRAME_BIN(widget);
    if (self->align_x == x && self->align_y == y) return;
    self->align_x = x;
    self->align_y = y;
    gtk_widget_queue_allocate(widget);
}

void cgtk_frame_bin_set_outsets(GtkWidget *widget, int top, int start, int bottom, int end) {
    CgtkFrameBin *self = CGTK_FRAME_BIN(widget);
    top = MAX(top, 0), start = MAX(start, 0), bottom = MAX(bottom, 0), end = MAX(end, 0);
    if (self->outset_top == top && self->outset_start == start && self->outset_bottom == bottom && self->outset_end == end)
        return;
    self->outset_top = top;
    self->outset_start = start;
    self->outset_bottom = bottom;
    self->outset_end = end;
    gtk_widget_queue_resize(widget);
}

void cgtk_frame_bin_set_child(GtkWidget *widget, GtkWidget *child) {
    GtkWidget *current = gtk_widget_get_first_child(widget);
    if (current == child) return;
    if (current) gtk_widget_unparent(current);
    if (child) gtk_widget_set_parent(child, widget);
}
