/* CgtkRecycler and CgtkRecyclerRow: the two widgets under GtkUI's List.
 *
 * A recycler lays out `n_items` rows of one size along its orientation, but
 * holds widgets only for the rows its owner places: the ones in view and a few
 * beside them. It asks for the size of all its rows, so inside a GtkViewport
 * the scrolling, scrollbars, kinetic scrolling and scroll-to-focus are GTK's
 * own; the owner watches the viewport's adjustment and places, binds and
 * recycles rows (GtkUI's ListCoordinator does) when the recycler emits
 * `place-rows`: at the start of every size allocation, so rows placed there
 * are allocated in the same pass (changes during a widget's own allocation do
 * not queue another). A scroll only moves the viewport's child, so the owner
 * queues an allocation when the adjustment moves. The row size is the largest
 * natural size of the placed rows, so rows are expected to be alike.
 *
 * This exists because GTK 4.8's GtkListView builds a fixed pool of about 200
 * list items whatever the viewport, and sets up new ones for every changed
 * range of its model; here a change rebinds only the rows on screen.
 *
 * Keyboard focus follows GNOME's lists: the list is one Tab stop. Tab from
 * outside lands on the selected row, or else the first row placed (the first
 * in view); Tab from inside leaves the list; arrows move inside it (GTK's own
 * directional focus, or the owner's key handling).
 *
 * Each row carries two actions, `listitem.select` and `listitem.activate`,
 * which GTK offers to assistive technology (AT-SPI Action); they emit the
 * recycler's `select-row` and `activate-row` with the row's index.
 *
 * Not here: which rows to place, data, selection or keys (all in Swift). */
#include "CGtkWidgets.h"

struct _CgtkRecycler {
    GtkWidget parent_instance;
    GtkOrientation orientation;
    guint n_items;
    int spacing;
    /* The row size found at the last allocation: what the owner plans with
     * (measuring every placed row again would re-lay-out their text). */
    int extent;
};

struct _CgtkRecyclerRow {
    GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE(CgtkRecycler, cgtk_recycler, GTK_TYPE_WIDGET)
G_DEFINE_FINAL_TYPE(CgtkRecyclerRow, cgtk_recycler_row, GTK_TYPE_WIDGET)

/* Both widgets parent their children directly: they unparent them before they go. */
static void unparent_children(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
}

static void cgtk_recycler_dispose(GObject *object) {
    unparent_children(object);
    G_OBJECT_CLASS(cgtk_recycler_parent_class)->dispose(object);
}

static void cgtk_recycler_row_dispose(GObject *object) {
    unparent_children(object);
    G_OBJECT_CLASS(cgtk_recycler_row_parent_class)->dispose(object);
}

static GQuark index_quark(void) {
    return g_quark_from_static_string("cgtk-recycler-index");
}

/* The index a row is placed at, or -1 for a spare row (not shown). */
int cgtk_recycler_index_of(GtkWidget *row) {
    return GPOINTER_TO_INT(g_object_get_qdata(G_OBJECT(row), index_quark())) - 1;
}

/* The largest natural size along the axis of the placed rows, at `cross`
 * (width of a vertical list; -1 for unconstrained). */
static int row_extent(CgtkRecycler *self, int cross, int *cross_min, int *cross_nat) {
    int extent = 0;
    GtkOrientation other = self->orientation == GTK_ORIENTATION_VERTICAL ? GTK_ORIENTATION_HORIZONTAL
                                                                       : GTK_ORIENTATION_VERTICAL;
    for (GtkWidget *child = gtk_widget_get_first_child(GTK_WIDGET(self)); child;
         child = gtk_widget_get_next_sibling(child)) {
        if (cgtk_recycler_index_of(child) < 0 || !gtk_widget_get_visible(child)) continue;
        int minimum = 0, natural = 0;
        gtk_widget_measure(child, self->orientation, cross, &minimum, &natural, NULL, NULL);
        extent = MAX(extent, MAX(minimum, natural));
        if (cross_min && cross_nat) {
            gtk_widget_measure(child, other, -1, &minimum, &natural, NULL, NULL);
            *cross_min = MAX(*cross_min, minimum);
            *cross_nat = MAX(*cross_nat, natural);
        }
    }
    return extent;
}

/* A vertical list is height-for-width (rows may wrap text). A horizontal one
 * is constant-size: width-for-height would spread to the boxes around it (a
 * box takes the request mode most of its children have) and make GTK measure
 * a page of height-for-width content for its width at a given height. */
static GtkSizeRequestMode cgtk_recycler_request_mode(GtkWidget *widget) {
    return ((CgtkRecycler *)widget)->orientation == GTK_ORIENTATION_VERTICAL ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
                                                                             : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void cgtk_recycler_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                         int *natural, int *minimum_baseline, int *natural_baseline) {
    CgtkRecycler *self = (CgtkRecycler *)widget;
    int cross_min = 0, cross_nat = 0;
    if (orientation == self->orientation) {
        int extent = row_extent(self, for_size, NULL, NULL);
        int n = (int)self->n_items;
        *minimum = *natural = n > 0 ? n * extent + (n - 1) * self->spacing : 0;
    } else {
        row_extent(self, -1, &cross_min, &cross_nat);
        *minimum = cross_min;
        *natural = cross_nat;
    }
    *minimum_baseline = *natural_baseline = -1;
}

static void cgtk_recycler_allocate(GtkWidget *widget, int width, int height, int baseline) {
    CgtkRecycler *self = (CgtkRecycler *)widget;
    gboolean vertical = self->orientation == GTK_ORIENTATION_VERTICAL;
    int cross = vertical ? width : height;
    self->extent = row_extent(self, cross, NULL, NULL);
    g_signal_emit_by_name(widget, "place-rows");
    if (self->extent == 0) self->extent = row_extent(self, cross, NULL, NULL);
    int extent = self->extent;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        /* A row's context menu, a popover the list owns, follows the list. */
        if (GTK_IS_POPOVER(child)) {
            gtk_popover_present(GTK_POPOVER(child));
            continue;
        }
        int index = cgtk_recycler_index_of(child);
        if (index < 0 || (guint)index >= self->n_items || !gtk_widget_get_visible(child)) continue;
        float position = (float)index * (float)(extent + self->spacing);
        GskTransform *transform = vertical ? gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(0, position))
                                           : gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(position, 0));
        gtk_widget_allocate(child, vertical ? width : extent, vertical ? extent : height, -1, transform);
    }
}

/* Whether any of `row` shows in the recycler's parent (the viewport). */
static gboolean row_in_view(GtkWidget *widget, GtkWidget *row) {
    GtkWidget *viewport = gtk_widget_get_parent(widget);
    graphene_rect_t bounds;
    if (!viewport || !gtk_widget_compute_bounds(row, viewport, &bounds)) return TRUE;
    return bounds.origin.x < gtk_widget_get_width(viewport) && bounds.origin.y < gtk_widget_get_height(viewport)
        && bounds.origin.x + bounds.size.width > 0 && bounds.origin.y + bounds.size.height > 0;
}

/* Where Tab from outside lands: the selected row, else the first row in view. */
static GtkWidget *entry_row(GtkWidget *widget) {
    GtkWidget *first = NULL;
    int first_index = G_MAXINT;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        int index = cgtk_recycler_index_of(child);
        if (index < 0 || !gtk_widget_get_child_visible(child)) continue;
        if (gtk_widget_get_state_flags(child) & GTK_STATE_FLAG_SELECTED) return child;
        if (index < first_index && row_in_view(widget, child)) {
            first = child;
            first_index = index;
        }
    }
    return first;
}

static gboolean cgtk_recycler_focus(GtkWidget *widget, GtkDirectionType direction) {
    if (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD) {
        if (gtk_widget_get_focus_child(widget)) return FALSE;
        GtkWidget *row = entry_row(widget);
        return row ? gtk_widget_child_focus(row, direction) : FALSE;
    }
    return GTK_WIDGET_CLASS(cgtk_recycler_parent_class)->focus(widget, direction);
}

static void cgtk_recycler_class_init(CgtkRecyclerClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->focus = cgtk_recycler_focus;
    widget_class->get_request_mode = cgtk_recycler_request_mode;
    widget_class->measure = cgtk_recycler_measure;
    widget_class->size_allocate = cgtk_recycler_allocate;
    G_OBJECT_CLASS(klass)->dispose = cgtk_recycler_dispose;
    gtk_widget_class_set_css_name(widget_class, "listview");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_LIST);
    g_signal_new("place-rows", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    g_signal_new("select-row", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                 G_TYPE_UINT);
    g_signal_new("activate-row", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                 G_TYPE_UINT);
}

GtkWidget *cgtk_recycler_new(GtkOrientation orientation, int spacing) {
    CgtkRecycler *self = g_object_new(CGTK_TYPE_RECYCLER, NULL);
    self->orientation = orientation;
    self->spacing = spacing;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) gtk_widget_add_css_class(GTK_WIDGET(self), "horizontal");
    return GTK_WIDGET(self);
}

void cgtk_recycler_set_n_items(GtkWidget *widget, guint n_items) {
    CgtkRecycler *self = (CgtkRecycler *)widget;
    if (self->n_items == n_items) return;
    self->n_items = n_items;
    gtk_widget_queue_resize(widget);
}

guint cgtk_recycler_get_n_items(GtkWidget *widget) {
    return ((CgtkRecycler *)widget)->n_items;
}

/* Distance from one row's start to the next's: as at the last allocation,
 * or measured from the placed rows before the first; 0 until a row is placed. */
int cgtk_recycler_get_stride(GtkWidget *widget) {
    CgtkRecycler *self = (CgtkRecycler *)widget;
    if (self->extent > 0) return self->extent + self->spacing;
    gboolean vertical = self->orientation == GTK_ORIENTATION_VERTICAL;
    int cross = vertical ? gtk_widget_get_width(widget) : gtk_widget_get_height(widget);
    int extent = row_extent(self, cross > 0 ? cross : -1, NULL, NULL);
    return extent > 0 ? extent + self->spacing : 0;
}

/* Shows `row` at `index`, or keeps it as a hidden spare for index -1. The row
 * becomes the recycler's child if it is not already. */
void cgtk_recycler_place(GtkWidget *widget, GtkWidget *row, int index) {
    if (gtk_widget_get_parent(row) != widget) gtk_widget_set_parent(row, widget);
    g_object_set_qdata(G_OBJECT(row), index_quark(), GINT_TO_POINTER(index + 1));
    gtk_widget_set_child_visible(row, index >= 0);
    gtk_widget_queue_allocate(widget);
}

/* The recycler's row under a point in its own coordinates, or NULL. */
GtkWidget *cgtk_recycler_row_at(GtkWidget *widget, double x, double y) {
    GtkWidget *hit = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT);
    while (hit && gtk_widget_get_parent(hit) != widget) hit = gtk_widget_get_parent(hit);
    return hit;
}

/* CgtkRecyclerRow: a one-child row, styled and announced as a list item, with
 * the select and activate actions (disable them for a list that has neither). */

static void cgtk_recycler_row_action(GtkWidget *row, const char *action, GVariant *parameter) {
    GtkWidget *list = gtk_widget_get_parent(row);
    int index = cgtk_recycler_index_of(row);
    if (!list || index < 0) return;
    g_signal_emit_by_name(list, g_str_equal(action, "listitem.select") ? "select-row" : "activate-row", (guint)index);
}

static void cgtk_recycler_init(CgtkRecycler *self) {}

static void cgtk_recycler_row_init(CgtkRecyclerRow *self) {}

static void cgtk_recycler_row_class_init(CgtkRecyclerRowClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    gtk_widget_class_install_action(widget_class, "listitem.select", NULL, cgtk_recycler_row_action);
    gtk_widget_class_install_action(widget_class, "listitem.activate", NULL, cgtk_recycler_row_action);
    G_OBJECT_CLASS(klass)->dispose = cgtk_recycler_row_dispose;
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
    gtk_widget_class_set_css_name(widget_class, "row");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
}

GtkWidget *cgtk_recycler_row_new(GtkWidget *child) {
    GtkWidget *row = g_object_new(CGTK_TYPE_RECYCLER_ROW, NULL);
    gtk_widget_set_parent(child, row);
    return row;
}
