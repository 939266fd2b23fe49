/* The start-up baseline the app itself is held to: the Landmarks first screen
 * written directly in C against GTK 4 and libadwaita — the header with its view
 * switcher, profile button and main menu; the featured carousel (three pages,
 * the first one's picture, its name and park over a gradient, the page dots);
 * and the first category row with its pictures, names and a favorite's star —
 * at the app's size, with the app's picture files and stylesheet (its resource
 * bundle), so its first frame shows what the app's first screen shows. No view
 * graph, no Swift: what stands between this and `landmarks` is what the Swift
 * layer costs.
 *
 * The pictures the first screen shows are decoded before the window is shown,
 * so the first frame is also the frame with every picture (the app decodes off
 * the main thread and prints both times). With LANDMARKS_BENCH_FIRST_FRAME set
 * it prints the monotonic time (µs) of its first painted frame and quits, as
 * the app's start-up probe does. LANDMARKS_BENCH_RESOURCES names the app's
 * landmarks.gresource (tools/bench-startup.py passes it).
 *
 *   cc -O2 first-screen.c $(pkg-config --cflags --libs libadwaita-1) -o first-screen
 */
#include "first-frame.h"

#define BASE "/io/github/swiftgtk/Landmarks"

/* GtkUI's own style classes that the first screen uses, written out. */
static const char *layer_css =
    ".bold { font-weight: bold; }\n"
    ".fg-white { color: white; }\n"
    ".fg-yellow { color: @yellow_3; }\n"
    ".clip-r5 { border-radius: 5px; }\n";

typedef struct {
    const char *name;
    const char *image;
    gboolean favorite;
} Item;

/* The category rows, as the bundled catalogue lists them (Lakes shows; the
 * heading of Mountains peeks in at the bottom). */
static const Item lakes[] = {
    {"Silver Salmon Creek", "silversalmoncreek", FALSE},
    {"St. Mary Lake", "stmarylake", TRUE},
    {"Twin Lake", "twinlake", FALSE},
    {"Rainbow Lake", "rainbowlake", FALSE},
    {"Hidden Lake", "hiddenlake", FALSE},
    {"Lake Umbagog", "umbagog", FALSE},
};

static const Item mountains[] = {
    {"Chilkoot Trail", "chilkoottrail", TRUE},
    {"Lake McDonald", "lakemcdonald", FALSE},
    {"Icy Bay", "icybay", FALSE},
};

static const Item rivers[] = {
    {"Turtle Rock", "turtlerock", TRUE},
    {"Charley Rivers", "charleyrivers", FALSE},
    {"Chincoteague", "chincoteague", FALSE},
};

/* The carousel's pages; the first shows, and only its picture is decoded
 * before the first frame, as in the app. */
static const struct { const char *name, *park, *image; } features[] = {
    {"Turtle Rock", "Joshua Tree National Park", "turtlerock_feature.jpg"},
    {"St. Mary Lake", "Glacier National Park", NULL},
    {"Charley Rivers", "Charley Rivers National Preserve", NULL},
};

static GdkTexture *texture(const char *folder, const char *file) {
    char *path = g_strdup_printf(BASE "/images/%s/%s", folder, file);
    GdkTexture *result = gdk_texture_new_from_resource(path);
    g_free(path);
    return result;
}

/* Black at 60 % at the bottom to clear at the middle. */
static void draw_gradient(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    cairo_pattern_t *gradient = cairo_pattern_create_linear(0, height, 0, height / 2.0);
    cairo_pattern_add_color_stop_rgba(gradient, 0, 0, 0, 0, 0.6);
    cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, 0);
    cairo_set_source(cr, gradient);
    cairo_paint(cr);
    cairo_pattern_destroy(gradient);
}

static GtkWidget *label(const char *text, const char *css_class) {
    GtkWidget *widget = gtk_label_new(text);
    gtk_label_set_ellipsize(GTK_LABEL(widget), PANGO_ELLIPSIZE_END);
    gtk_label_set_xalign(GTK_LABEL(widget), 0);
    gtk_widget_set_halign(widget, GTK_ALIGN_START);
    if (css_class) gtk_widget_add_css_class(widget, css_class);
    return widget;
}

static GtkWidget *feature_page(int index) {
    GtkWidget *picture = gtk_picture_new();
    gtk_picture_set_content_fit(GTK_PICTURE(picture), GTK_CONTENT_FIT_COVER);
    if (features[index].image) {
        GdkTexture *image = texture("features", features[index].image);
        gtk_picture_set_paintable(GTK_PICTURE(picture), GDK_PAINTABLE(image));
        g_object_unref(image);
    }
    GtkWidget *gradient = gtk_drawing_area_new();
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(gradient), draw_gradient, NULL, NULL);
    GtkWidget *text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(text, "feature-text");
    gtk_widget_add_css_class(text, "fg-white");
    gtk_widget_set_halign(text, GTK_ALIGN_START);
    gtk_widget_set_valign(text, GTK_ALIGN_END);
    GtkWidget *name = label(features[index].name, "title-2");
    gtk_widget_add_css_class(name, "bold");
    gtk_box_append(GTK_BOX(text), name);
    gtk_box_append(GTK_BOX(text), label(features[index].park, NULL));
    GtkWidget *over = gtk_overlay_new();
    gtk_overlay_set_child(GTK_OVERLAY(over), gradient);
    gtk_overlay_add_overlay(GTK_OVERLAY(over), text);
    GtkWidget *card = gtk_overlay_new();
    gtk_overlay_set_child(GTK_OVERLAY(card), picture);
    gtk_overlay_add_overlay(GTK_OVERLAY(card), over);
    GtkWidget *button = gtk_button_new();
    gtk_widget_add_css_class(button, "flat");
    gtk_widget_add_css_class(button, "feature-card");
    gtk_widget_set_focusable(button, FALSE);
    gtk_button_set_child(GTK_BUTTON(button), card);
    gtk_widget_set_hexpand(button, TRUE);
    gtk_widget_set_vexpand(button, TRUE);
    return button;
}

static GtkWidget *carousel(void) {
    GtkWidget *pages = adw_carousel_new();
    for (int index = 0; index < 3; index++) adw_carousel_append(ADW_CAROUSEL(pages), feature_page(index));
    GtkWidget *dots = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(dots, "page-control");
    gtk_widget_set_halign(dots, GTK_ALIGN_END);
    gtk_widget_set_valign(dots, GTK_ALIGN_END);
    gtk_widget_set_margin_end(dots, 24);
    gtk_widget_set_margin_bottom(dots, 12);
    for (int index = 0; index < 3; index++) {
        GtkWidget *dot = gtk_button_new();
        gtk_widget_add_css_class(dot, "page-dot");
        if (index == 0) gtk_widget_add_css_class(dot, "current");
        GtkWidget *mark = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
        gtk_widget_add_css_class(mark, "mark");
        gtk_widget_set_halign(mark, GTK_ALIGN_CENTER);
        gtk_widget_set_valign(mark, GTK_ALIGN_CENTER);
        gtk_button_set_child(GTK_BUTTON(dot), mark);
        gtk_box_append(GTK_BOX(dots), dot);
    }
    GtkWidget *ring = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(ring, "focus-ring");
    gtk_widget_set_can_target(ring, FALSE);
    GtkWidget *inner = gtk_overlay_new();
    gtk_overlay_set_child(GTK_OVERLAY(inner), pages);
    gtk_overlay_add_overlay(GTK_OVERLAY(inner), ring);
    GtkWidget *outer = gtk_overlay_new();
    gtk_overlay_set_child(GTK_OVERLAY(outer), inner);
    gtk_overlay_add_overlay(GTK_OVERLAY(outer), dots);
    gtk_widget_set_size_request(outer, -1, 400);   /* 3:2, at most 400 high: a 1000-wide window's */
    return outer;
}

static GtkWidget *category_row(const char *title, const Item *items, int count) {
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *heading = label(title, "heading");
    gtk_widget_add_css_class(heading, "category-heading");
    gtk_widget_set_margin_top(heading, 10);
    gtk_box_append(GTK_BOX(column), heading);
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    for (int index = 0; index < count; index++) {
        char *file = g_strdup_printf("%s.png", items[index].image);
        GdkTexture *image = texture("thumbnails-small", file);
        g_free(file);
        GtkWidget *picture = gtk_image_new_from_paintable(GDK_PAINTABLE(image));
        g_object_unref(image);
        gtk_image_set_pixel_size(GTK_IMAGE(picture), 155);
        GtkWidget *clip = adw_bin_new();
        gtk_widget_add_css_class(clip, "clip-r5");
        gtk_widget_set_overflow(clip, GTK_OVERFLOW_HIDDEN);
        gtk_widget_set_halign(clip, GTK_ALIGN_CENTER);
        gtk_widget_set_valign(clip, GTK_ALIGN_CENTER);
        adw_bin_set_child(ADW_BIN(clip), picture);
        GtkWidget *over = gtk_overlay_new();
        gtk_widget_set_halign(over, GTK_ALIGN_START);
        gtk_overlay_set_child(GTK_OVERLAY(over), clip);
        if (items[index].favorite) {
            GtkWidget *star = gtk_image_new_from_icon_name("starred-symbolic");
            gtk_widget_add_css_class(star, "favorite-badge");
            gtk_widget_add_css_class(star, "fg-yellow");
            gtk_widget_set_halign(star, GTK_ALIGN_END);
            gtk_widget_set_valign(star, GTK_ALIGN_START);
            gtk_overlay_add_overlay(GTK_OVERLAY(over), star);
        }
        GtkWidget *name = label(items[index].name, "caption");
        gtk_widget_set_size_request(name, 155, -1);
        gtk_widget_set_overflow(name, GTK_OVERFLOW_HIDDEN);
        GtkWidget *item = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
        gtk_box_append(GTK_BOX(item), over);
        gtk_box_append(GTK_BOX(item), name);
        /* The app's row: 27 px after the one before, a 3 px band round the item. */
        gtk_widget_set_margin_start(item, 27 + 3);
        gtk_widget_set_margin_top(item, 3);
        gtk_widget_set_margin_bottom(item, 3);
        gtk_widget_set_margin_end(item, index == count - 1 ? 3 + 27 : 3);
        gtk_box_append(GTK_BOX(row), item);
    }
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), row);
    gtk_widget_set_size_request(scroller, -1, 185);
    gtk_box_append(GTK_BOX(column), scroller);
    return column;
}

static GtkWidget *header(AdwViewStack *stack) {
    GtkWidget *bar = adw_header_bar_new();
    GtkWidget *title = adw_view_switcher_title_new();
    adw_view_switcher_title_set_stack(ADW_VIEW_SWITCHER_TITLE(title), stack);
    adw_view_switcher_title_set_title(ADW_VIEW_SWITCHER_TITLE(title), "Featured");
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(bar), title);
    GMenu *menu = g_menu_new();
    GMenu *landmark = g_menu_new();
    g_menu_append(landmark, "Add to Favorites", "app.command-1");
    g_menu_append_section(menu, "Landmark", G_MENU_MODEL(landmark));
    GMenu *app = g_menu_new();
    g_menu_append(app, "Preferences", "app.preferences");
    g_menu_append(app, "Keyboard Shortcuts", "win.show-help-overlay");
    g_menu_append(app, "About Landmarks", "app.about");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(app));
    GtkWidget *primary = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(primary), "open-menu-symbolic");
    gtk_menu_button_set_primary(GTK_MENU_BUTTON(primary), TRUE);
    gtk_widget_set_tooltip_text(primary, "Main Menu");
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(primary), G_MENU_MODEL(menu));
    g_object_unref(landmark);
    g_object_unref(app);
    g_object_unref(menu);
    adw_header_bar_pack_end(ADW_HEADER_BAR(bar), primary);
    GtkWidget *profile = gtk_button_new_from_icon_name("avatar-default-symbolic");
    gtk_widget_set_tooltip_text(profile, "User Profile");
    adw_header_bar_pack_end(ADW_HEADER_BAR(bar), profile);
    return bar;
}

static void on_activate(GtkApplication *app, gpointer data) {
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, layer_css, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);

    GtkWidget *featured = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_bottom(featured, 24);
    gtk_box_append(GTK_BOX(featured), carousel());
    gtk_box_append(GTK_BOX(featured), category_row("Lakes", lakes, G_N_ELEMENTS(lakes)));
    gtk_box_append(GTK_BOX(featured), category_row("Mountains", mountains, G_N_ELEMENTS(mountains)));
    gtk_box_append(GTK_BOX(featured), category_row("Rivers", rivers, G_N_ELEMENTS(rivers)));
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), featured);
    gtk_widget_set_vexpand(scroller, TRUE);

    AdwViewStack *stack = ADW_VIEW_STACK(adw_view_stack_new());
    adw_view_stack_add_titled_with_icon(stack, scroller, "featured", "Featured", "starred-symbolic");
    adw_view_stack_add_titled_with_icon(stack, gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), "list", "List",
                                        "view-list-bullet-symbolic");
    adw_view_stack_add_titled_with_icon(stack, gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), "collections",
                                        "Collections", "user-bookmarks-symbolic");
    /* The app's toasts sit in a GtkOverlay (GtkUI's ToastOverlay), empty at start. */
    GtkWidget *toasts = gtk_overlay_new();
    gtk_overlay_set_child(GTK_OVERLAY(toasts), GTK_WIDGET(stack));
    gtk_widget_set_vexpand(toasts, TRUE);

    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(box), header(stack));
    gtk_box_append(GTK_BOX(box), toasts);

    GtkWidget *window = adw_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Landmarks");
    gtk_window_set_default_size(GTK_WINDOW(window), 1000, 720);
    gtk_widget_set_size_request(window, 360, 480);
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), box);
    watch_first_frame(window, G_APPLICATION(app));
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    const char *bundle = g_getenv("LANDMARKS_BENCH_RESOURCES");
    GError *error = NULL;
    GResource *resource = g_resource_load(bundle ? bundle : ".build/resources/landmarks.gresource", &error);
    if (!resource) {
        g_printerr("first-screen: %s\n", error->message);
        return 1;
    }
    g_resources_register(resource);
    AdwApplication *app = adw_application_new("io.github.swiftgtk.LandmarksFirstScreen", G_APPLICATION_DEFAULT_FLAGS);
    /* As the app's: AdwApplication loads style.css and the icons from the bundle. */
    g_application_set_resource_base_path(G_APPLICATION(app), BASE);
    g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
