/* The dispose step the shim's C widgets share: a widget that parents its
 * children directly must unparent them before it goes. */
#ifndef LANDMARKS_CGTK_CHILDREN_H
#define LANDMARKS_CGTK_CHILDREN_H

#include <gtk/gtk.h>

static inline void cgtk_dispose_unparenting_children(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    GObjectClass *parent = g_type_class_peek_parent(G_OBJECT_GET_CLASS(object));
    parent->dispose(object);
}

#endif
