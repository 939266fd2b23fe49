// Localization: the app's texts and numbers in the user's language.
//
// What it does:
//   - gettext for Swift (`tr`, `ntr`, `ctr`) over the C library's gettext,
//     with positional placeholders a translation may reorder
//     (`TranslatedFormat`);
//   - numbers, distances and collation as the user's locale writes and sorts
//     them (`LocaleFormat`), from the C library's locale data;
//   - the user's languages, most wanted first (`Translation.languages`).
//
// What it does not do: no GTK, no GObject, no display — it links GLib alone,
// so the model, its decoders and their tests build and run without GTK. It
// keeps no tables of its own; dates are formatted by the app (`DateText`).
