// GtkUIWidgets: the project's own C widgets (CGtkWidgets) as typed Swift
// classes, in the shape of the generated Gtk and Adw modules — `gType`, the
// wrappers' `make`, labelled `init`s, typed properties and `on…` signals —
// so GtkUI reaches them as it reaches GTK's own.
//
// What it does: `Recycler` and `RecyclerRow` (GtkUI's list: rows placed by
// index, the rest kept as spares) and `AspectBin` (a child at a width-to-
// height ratio). What it does not do: decide anything — the data, the
// selection and the keys are the list's, in GtkUI.
//
// Written by hand: the widgets have no introspection data, and three classes
// do not earn a GIR file and a generator pass of their own.
