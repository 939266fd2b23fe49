"""tools/generate-bindings.py's modules: GIR in, the Swift modules Gtk and Adw out."""
