/* CgtkEffectBin: a container that draws its child moved, turned,
 * scaled or recoloured without changing the space it takes: SwiftUI's
 * geometry and colour effects (`offset`, `rotationEffect`, `scaleEffect`,
 * `position`, `grayscale`, `hueRotation`), a picture drawn as a template
 * (its shape in the text colour, `renderingMode(.template)`), and a shadow
 * cast by what the child draws (`shadow`: its shape, not its box). Its
 * size is its child's; the effect is a transform given to the child's
 * allocation (so clicks land where the child is drawn) or a colour matrix
 * around its snapshot.
 *
 * With a position set it instead places the child with its centre at that
 * point of the bin (which its owner makes expand): at its natural size, or
 * the bin's on an axis where the child expands.
 * Several children (an effect on a `ForEach`, which SwiftUI applies to each
 * element) lie one over another, each given the bin's box and the effect.
 *
 * It knows nothing of SwiftUI: GtkUI's modifiers set its numbers. */
#include "CGtkWidgets.h"
#include <math.h>
#include <string.h>

struct _CgtkEffectBin {
    GtkWidget parent_instance;
    double offset_x, offset_y;
    double rotation_degrees;
    double scale_x, scale_y;
    double anchor_x, anchor_y;
    gboolean has_position;
    double position_x, position_y;
    double grayscale;
    double hue_rotation_degrees;
    gboolean template;
    gboolean has_shadow;
    GskShadow shadow;
};

G_DEFINE_FINAL_TYPE(CgtkEffectBin, cgtk_effect_bin, GTK_TYPE_WIDGET)

static GtkSizeRequestMode cgtk_effect_bin_request_mode(GtkWidget *widget) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    return child ? gtk_widget_get_request_mode(child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void cgtk_effect_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                    int *natural, int *minimum_baseline, int *natural_baseline) {
    CgtkEffectBin *self = CGTK_EFFECT_BIN(widget);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    gboolean single = gtk_widget_get_first_child(widget) == gtk_widget_get_last_child(widget);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_get_visible(child)) continue;
        if (self->has_position) {
            /* Placed at a point, the children's sizes are not the bin's. */
            gtk_widget_measure(child, orientation, -1, NULL, NULL, NULL, NULL);
            continue;
        }
        int child_minimum = 0, child_natural = 0, child_minimum_baseline = -1, child_natural_baseline = -1;
        gtk_widget_measure(child, orientation, for_size, &child_minimum, &child_natural, &child_minimum_baseline,
                           &child_natural_baseline);
        *minimum = MAX(*minimum, child_minimum);
        *natural = MAX(*natural, child_natural);
        if (single) {
            *minimum_baseline = child_minimum_baseline;
            *natural_baseline = child_natural_baseline;
        }
    }
}

/* Each child's size: the bin's; or, placed at a point, the bin's on an axis
 * where the child expands (it takes all the space offered, as a flexible
 * view does under SwiftUI's `position`) and its natural size on another. */
static void cgtk_effect_bin_allocate(GtkWidget *widget, int width, int height, int baseline) {
    CgtkEffectBin *self = CGTK_EFFECT_BIN(widget);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_get_visible(child)) continue;
        int child_width = width, child_height = height, child_baseline = baseline;
        GskTransform *transform = NULL;
        if (self->has_position) {
            if (!gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL))
                gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &child_width, NULL, NULL);
            if (!gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL))
                gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, child_width, NULL, &child_height, NULL, NULL);
            graphene_point_t corner = GRAPHENE_POINT_INIT(self->position_x - child_width / 2.0, self->position_y - child_height / 2.0);
            transform = gsk_transform_translate(transform, &corner);
            child_baseline = -1;
        }
        graphene_point_t offset = GRAPHENE_POINT_INIT(self->offset_x, self->offset_y);
        transform = gsk_transform_translate(transform, &offset);
        if (self->rotation_degrees != 0 || self->scale_x != 1 || self->scale_y != 1) {
            graphene_point_t anchor = GRAPHENE_POINT_INIT(self->anchor_x * child_width, self->anchor_y * child_height);
            graphene_point_t back = GRAPHENE_POINT_INIT(-anchor.x, -anchor.y);
            transform = gsk_transform_translate(transform, &anchor);
            transform = gsk_transform_rotate(transform, self->rotation_degrees);
            transform = gsk_transform_scale(transform, self->scale_x, self->scale_y);
            transform = gsk_transform_translate(transform, &back);
        }
        gtk_widget_allocate(child, child_width, child_height, child_baseline, transform);
    }
}

/* The bin expands where any child does: an effect does not change the space a view takes. */
static void cgtk_effect_bin_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    *hexpand = *vexpand = FALSE;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        *hexpand = *hexpand || gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL);
        *vexpand = *vexpand || gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL);
    }
}

/* The colour matrix of a grayscale of `amount` (0 none, 1 full) and a hue
 * rotation, as CSS's filter functions define them (Filter Effects, §12). */
static void cgtk_effect_bin_color_matrix(CgtkEffectBin *self, graphene_matrix_t *out) {
    double g = CLAMP(self->grayscale, 0, 1), k = 1 - g;
    float gray[16] = {
        0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0,
        0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0,
        0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0,
        0, 0, 0, 1,
    };
    double a = self->hue_rotation_degrees * G_PI / 180, c = cos(a), s = sin(a);
    float hue[16] = {
        0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0,
        0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0,
        0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0,
        0, 0, 0, 1,
    };
    /* The rows above act on a column of (r, g, b, a); graphene multiplies a
     * row vector by the matrix, so each is loaded transposed. */
    graphene_matrix_t gray_matrix, hue_matrix;
    graphene_matrix_init_from_float(&gray_matrix, gray);
    graphene_matrix_transpose(&gray_matrix, &gray_matrix);
    graphene_matrix_init_from_float(&hue_matrix, hue);
    graphene_matrix_transpose(&hue_matrix, &hue_matrix);
    /* Hue first, then grayscale: v · H · G. */
    graphene_matrix_multiply(&hue_matrix, &gray_matrix, out);
}

static void cgtk_effect_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    CgtkEffectBin *self = CGTK_EFFECT_BIN(widget);
    if (!gtk_widget_get_first_child(widget)) return;
    gboolean recolours = self->grayscale > 0 || fmod(self->hue_rotation_degrees, 360) != 0;
    /* Outermost: the shadow is cast by the child as the other effects draw it. */
    if (self->has_shadow) gtk_snapshot_push_shadow(snapshot, &self->shadow, 1);
    if (recolours) {
        graphene_matrix_t matrix;
        cgtk_effect_bin_color_matrix(self, &matrix);
        gtk_snapshot_push_color_matrix(snapshot, &matrix, graphene_vec4_zero());
    }
    if (self->template) {
        /* Every pixel the text colour, at the alpha it had. */
        GdkRGBA color;
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
G_GNUC_END_IGNORE_DEPRECATIONS
        graphene_matrix_t keep_alpha;
        graphene_matrix_init_from_float(&keep_alpha, (float[16]){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, color.alpha});
        graphene_vec4_t offset;
        graphene_vec4_init(&offset, color.red, color.green, color.blue, 0);
        gtk_snapshot_push_color_matrix(snapshot, &keep_alpha, &offset);
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        gtk_widget_snapshot_child(widget, child, snapshot);
    if (self->template) gtk_snapshot_pop(snapshot);
    if (recolours) gtk_snapshot_pop(snapshot);
    if (self->has_shadow) gtk_snapshot_pop(snapshot);
}

static void cgtk_effect_bin_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(cgtk_effect_bin_parent_class)->dispose(object);
}

static void cgtk_effect_bin_class_init(CgtkEffectBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    /* A plain container to assistive technologies, not an object named by its type. */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
    widget_class->get_request_mode = cgtk_effect_bin_request_mode;
    widget_class->measure = cgtk_effect_bin_measure;
    widget_class->size_allocate = cgtk_effect_bin_allocate;
    widget_class->snapshot = cgtk_effect_bin_snapshot;
    widget_class->compute_expand = cgtk_effect_bin_compute_expand;
    G_OBJECT_CLASS(klass)->dispose = cgtk_effect_bin_dispose;
}

static void cgtk_effect_bin_init(CgtkEffectBin *self) {
    self->scale_x = self->scale_y = 1;
    self->anchor_x = self->anchor_y = 0.5;
}

GtkWidget *cgtk_effect_bin_new(void) {
    return GTK_WIDGET(g_object_new(CGTK_TYPE_EFFECT_BIN, NULL));
}

void cgtk_effect_bin_set_template(GtkWidget *widget, gboolean template) {
    CgtkEffectBin *self = CGTK_EFFECT_BIN(widget);
    if (self->template == template) return;
    self->template = template;
    gtk_widget_queue_draw(widget);
}

void cgtk_effect_bin_set_child(GtkWidget *widget, GtkWidget *child) {
    cgtk_effect_bin_set_children(widget, child ? &child : NULL, child ? 1 : 0);
}

void cgtk_effect_bin_set_children(GtkWidget *widget, GtkWidget **children, int n_children) {
    /* Children no longer wanted leave; the wanted ones stand in order. */
    GtkWidget *current = gtk_widget_get_first_child(widget);
    while (current) {
        GtkWidget *next = gtk_widget_get_next_sibling(current);
        gboolean wanted = FALSE;
        for (int i = 0; i < n_children && !wanted; i++) wanted = children[i] == current;
        if (!wanted) gtk_widget_unparent(current);
        current = next;
    }
    GtkWidget *previous = NULL;
    for (int i = 0; i < n_children; i++) {
        if (gtk_widget_get_parent(children[i]) != widget) gtk_widget_insert_after(children[i], widget, previous);
        else if (gtk_widget_get_prev_sibling(children[i]) != previous) gtk_widget_insert_after(children[i], widget, previous);
        previous = children[i];
    }
    gtk_widget_queue_resize(widget);
}

void cgtk_effect_bin_set_geometry(GtkWidget *widget, double offset_x, double offset_y, double rotation_degrees,
                                  double scale_x, double scale_y, double anchor_x, double anchor_y) {
    CgtkEffectBin *self = CGTK_EFFECT_BIN(widget);
    if (self->offset_x == offset_x && self->offset_y == offset_y && self->rotation_degrees == rotation_degrees
        && self->scale_x == scale_x && self->scale_y == scale_y && self->anchor_x == anchor_x && self->anchor_y == anchor_y)
        return;
    self->offset_x = offset_x;
    self->offset_y = offset_y;
    self->rotation_degrees = rotation_degrees;
    self->scale_x = scale_x;
    self->scale_y = scale_y;
    self->anchor_x = anchor_x;
    self->anchor_y = anchor_y;
    gtk_widget_queue_allocate(widget);
}

void cgtk_effect_bin_set_position(GtkWidget *widget, gboolean has_position, double x, double y) {
    CgtkEffectBin *self = CGTK_EFFECT_BIN(widget);
    if (self->has_position == has_position && self->position_x == x && self->position_y == y) return;
    gboolean resizes = self->has_position != has_position;
    self->has_position = has_position;
    self->position_x = x;
    self->position_y = y;
    if (resizes) gtk_widget_queue_resize(widget); else gtk_widget_queue_allocate(widget);
}

void cgtk_effect_bin_set_colors(GtkWidget *widget, double grayscale, double hue_rotation_degrees) {
    CgtkEffectBin *self = CGTK_EFFECT_BIN(widget);
    if (self->grayscale == grayscale && self->hue_rotation_degrees == hue_rotation_degrees) return;
    self->grayscale = grayscale;
    self->hue_rotation_degrees = hue_rotation_degrees;
    gtk_widget_queue_draw(widget);
}

void cgtk_effect_bin_set_shadow(GtkWidget *widget, gboolean has_shadow, const GdkRGBA *color, double radius, double dx,
                                double dy) {
    CgtkEffectBin *self = CGTK_EFFECT_BIN(widget);
    GskShadow shadow = {.color = *color, .dx = dx, .dy = dy, .radius = radius};
    if (self->has_shadow == has_shadow && (!has_shadow || memcmp(&self->shadow, &shadow, sizeof shadow) == 0)) return;
    self->has_shadow = has_shadow;
    self->shadow = shadow;
    gtk_widget_queue_draw(widget);
}
