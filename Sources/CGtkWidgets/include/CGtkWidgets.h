/* CGtkWidgets: the C widgets under GtkUI, declared for Swift and C alike.
 *
 * - CgtkRecycler and CgtkRecyclerRow: the list that holds widgets only for
 *   the rows its owner places (GtkUI's List; see recycler.c).
 * - CgtkAspectBin: a one-child container as tall as its width allows at a
 *   width-to-height ratio, up to a maximum height, that fits, fills or
 *   stretches its child into a box of another shape (see aspect_bin.c).
 * - CgtkEffectBin: a one-child container that draws its child moved,
 *   turned, scaled or recoloured in the space the child takes, or placed
 *   with its centre at a point (see effect_bin.c).
 * - CgtkFrameBin: a one-child container of a fixed width and/or height,
 *   whatever its child asks for, or smaller than its child by outsets
 *   (see frame_bin.c).
 * - CgtkToastBox: a box drawn as libadwaita draws a toast (see toast_box.c).
 * - CgtkBackdropBin: a one-child container for a header bar that draws a
 *   mirrored, blurred copy of a view right below it behind it (see
 *   backdrop_bin.c).
 * - CgtkPictureProvider: not a widget: a picture for the clipboard or a
 *   drag, read, checked and encoded only when a receiver asks, off the main
 *   thread (see picture_provider.c).
 *
 * The types are registered once, here, as final types; nothing about their
 * data, selection or keys is decided in C. */
#ifndef LANDMARKS_CGTK_WIDGETS_H
#define LANDMARKS_CGTK_WIDGETS_H

/* Imported into Swift, GTK's declarations must belong to the CGtk module:
 * included here textually, they would belong to whichever of the two
 * modules a compile loaded first, and a Swift file importing only CGtk
 * would then miss them ("cannot find 'GTK_ORIENTATION_VERTICAL'"). */
#if __has_feature(modules)
#pragma clang module import CGtk
#else
#include <gtk/gtk.h>
#endif

G_BEGIN_DECLS

#define CGTK_TYPE_RECYCLER (cgtk_recycler_get_type())
G_DECLARE_FINAL_TYPE(CgtkRecycler, cgtk_recycler, CGTK, RECYCLER, GtkWidget)

/* A list of rows of one size along `orientation`, `spacing` pixels apart. It
 * emits `place-rows` at the start of every allocation, and `select-row` and
 * `activate-row` (with the row's index) when a row's action runs. */
GtkWidget *cgtk_recycler_new(GtkOrientation orientation, int spacing);
void cgtk_recycler_set_n_items(GtkWidget *widget, guint n_items);
guint cgtk_recycler_get_n_items(GtkWidget *widget);
/* Distance from one row's start to the next's; 0 until a row is placed. */
int cgtk_recycler_get_stride(GtkWidget *widget);
/* Shows `row` at `index`, or keeps it as a hidden spare for index -1. */
void cgtk_recycler_place(GtkWidget *widget, GtkWidget *row, int index);
/* The row under a point in the recycler's coordinates, or NULL. */
GtkWidget *cgtk_recycler_row_at(GtkWidget *widget, double x, double y);
/* The index a row is placed at, or -1 for a spare row. */
int cgtk_recycler_index_of(GtkWidget *row);

#define CGTK_TYPE_RECYCLER_ROW (cgtk_recycler_row_get_type())
G_DECLARE_FINAL_TYPE(CgtkRecyclerRow, cgtk_recycler_row, CGTK, RECYCLER_ROW, GtkWidget)

/* A one-child row, styled and announced as a list item. */
GtkWidget *cgtk_recycler_row_new(GtkWidget *child);

#define CGTK_TYPE_ASPECT_BIN (cgtk_aspect_bin_get_type())
G_DECLARE_FINAL_TYPE(CgtkAspectBin, cgtk_aspect_bin, CGTK, ASPECT_BIN, GtkWidget)

/* How the child meets a box of another shape than the ratio's. */
typedef enum {
    CGTK_ASPECT_STRETCH,
    CGTK_ASPECT_FIT,
    CGTK_ASPECT_FILL,
} CgtkAspectMode;

GtkWidget *cgtk_aspect_bin_new(double ratio);
/* Width over height; 0 for the child's natural ratio. */
void cgtk_aspect_bin_set_ratio(GtkWidget *widget, double ratio);
void cgtk_aspect_bin_set_mode(GtkWidget *widget, CgtkAspectMode mode);
/* The tallest the bin grows; 0 for no limit. */
void cgtk_aspect_bin_set_max_height(GtkWidget *widget, int max_height);
void cgtk_aspect_bin_set_child(GtkWidget *widget, GtkWidget *child);

#define CGTK_TYPE_EFFECT_BIN (cgtk_effect_bin_get_type())
G_DECLARE_FINAL_TYPE(CgtkEffectBin, cgtk_effect_bin, CGTK, EFFECT_BIN, GtkWidget)

GtkWidget *cgtk_effect_bin_new(void);
void cgtk_effect_bin_set_child(GtkWidget *widget, GtkWidget *child);
/* Several children, one over another, each given the bin's box and the effect. */
void cgtk_effect_bin_set_children(GtkWidget *widget, GtkWidget **children, int n_children);
/* Moves the child by the offset, then turns it by `rotation_degrees`
 * (clockwise) and scales it about the anchor, a point of its bounds in
 * units of its size (0.5, 0.5 is its centre). */
void cgtk_effect_bin_set_geometry(GtkWidget *widget, double offset_x, double offset_y, double rotation_degrees,
                                  double scale_x, double scale_y, double anchor_x, double anchor_y);
/* With `has_position`, the child's centre at (x, y): the child at its natural
 * size, or the bin's on an axis where it expands. */
void cgtk_effect_bin_set_position(GtkWidget *widget, gboolean has_position, double x, double y);
/* Draws the child in grey (`grayscale` 0 to 1) and with its hues turned. */
void cgtk_effect_bin_set_colors(GtkWidget *widget, double grayscale, double hue_rotation_degrees);
/* Draws the child's shape in the text colour (each pixel keeps its alpha). */
void cgtk_effect_bin_set_template(GtkWidget *widget, gboolean template);
/* With `has_shadow`, casts a shadow of what the child draws (its alpha) in
 * `color`, blurred by `radius` and moved by (dx, dy). */
void cgtk_effect_bin_set_shadow(GtkWidget *widget, gboolean has_shadow, const GdkRGBA *color, double radius, double dx,
                                double dy);

#define CGTK_TYPE_FRAME_BIN (cgtk_frame_bin_get_type())
G_DECLARE_FINAL_TYPE(CgtkFrameBin, cgtk_frame_bin, CGTK, FRAME_BIN, GtkWidget)

GtkWidget *cgtk_frame_bin_new(void);
/* The frame's width and height in pixels; -1 for the child's own. */
void cgtk_frame_bin_set_size(GtkWidget *widget, int width, int height);
/* Where a child that does not fill the frame sits in it, in units of the
 * room left: 0 leading/top, 0.5 centre, 1 trailing/bottom. */
void cgtk_frame_bin_set_alignment(GtkWidget *widget, double x, double y);
/* How far past each edge the child reaches (SwiftUI's negative padding): the
 * bin is that much smaller than its child. For a bin without a fixed size. */
void cgtk_frame_bin_set_outsets(GtkWidget *widget, int top, int start, int bottom, int end);
void cgtk_frame_bin_set_child(GtkWidget *widget, GtkWidget *child);

#define CGTK_TYPE_TOAST_BOX (cgtk_toast_box_get_type())
G_DECLARE_FINAL_TYPE(CgtkToastBox, cgtk_toast_box, CGTK, TOAST_BOX, GtkBox)

/* A horizontal box with the CSS name `toast`. */
GtkWidget *cgtk_toast_box_new(void);

#define CGTK_TYPE_BACKDROP_BIN (cgtk_backdrop_bin_get_type())
G_DECLARE_FINAL_TYPE(CgtkBackdropBin, cgtk_backdrop_bin, CGTK, BACKDROP_BIN, GtkWidget)

/* A bin holding `child` (a header bar) for good. */
GtkWidget *cgtk_backdrop_bin_new(GtkWidget *child);
/* A view whose copy the bin draws while it lies right below the bin (held
 * weakly; adding one twice adds it once). */
void cgtk_backdrop_bin_add_source(GtkWidget *widget, GtkWidget *source);
void cgtk_backdrop_bin_remove_source(GtkWidget *widget, GtkWidget *source);
/* Whether a source lies right below the bin now, so its copy is drawn. */
gboolean cgtk_backdrop_bin_is_extending(GtkWidget *widget);

#define CGTK_TYPE_PICTURE_PROVIDER (cgtk_picture_provider_get_type())
G_DECLARE_FINAL_TYPE(CgtkPictureProvider, cgtk_picture_provider, CGTK, PICTURE_PROVIDER, GdkContentProvider)

/* The largest picture file read, in bytes, and decoded, in pixels (as the
 * views' own limits: 8192 x 8192 takes 256 MB once decoded). */
#define CGTK_PICTURE_MAX_FILE_BYTES (32 << 20)
#define CGTK_PICTURE_MAX_PIXELS (8192 * 8192)

/* A provider of the picture at `path` (transfer full), as image/png. */
GdkContentProvider *cgtk_picture_provider_new_for_file(const char *path);
/* A provider of the picture at `path` in the resource bundle (transfer full). */
GdkContentProvider *cgtk_picture_provider_new_for_resource(const char *path);

G_END_DECLS

#endif
