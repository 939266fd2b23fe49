/* CgtkToastBox: the box a toast is drawn in — a GtkBox whose CSS name is
 * libadwaita's `toast`, so the theme draws it as every GNOME toast (the
 * dark rounded on-screen-display pill, light or dark, high contrast too).
 * What it shows, when and for how long is GtkUI's ToastOverlay's. */
#include "CGtkWidgets.h"

struct _CgtkToastBox {
    GtkBox parent_instance;
};

G_DEFINE_FINAL_TYPE(CgtkToastBox, cgtk_toast_box, GTK_TYPE_BOX)

static void cgtk_toast_box_class_init(CgtkToastBoxClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    gtk_widget_class_set_css_name(widget_class, "toast");
    /* A plain container to assistive technologies: its label and buttons speak. */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void cgtk_toast_box_init(CgtkToastBox *self) { (void)self; }

GtkWidget *cgtk_toast_box_new(void) {
    return GTK_WIDGET(g_object_new(CGTK_TYPE_TOAST_BOX, "orientation", GTK_ORIENTATION_HORIZONTAL, NULL));
}
