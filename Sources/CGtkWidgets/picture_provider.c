/* CgtkPictureProvider: a GdkContentProvider of one picture — a file, or a
 * path in the resource bundle — offered as PNG and read only when a receiver
 * asks for it (a paste, a drop), on a worker thread.
 *
 * A file goes through the checks the app's views apply: opened without
 * blocking and refused unless it is a regular file of at most
 * CGTK_PICTURE_MAX_FILE_BYTES (a FIFO, /dev/zero or a folder never stall or
 * flood the app), and refused, without being decoded, when its header
 * claims more than CGTK_PICTURE_MAX_PIXELS. Deciding which file may be
 * offered (inside the catalogue's folder) is the caller's; nothing is read
 * on the main thread, and the stream is written there, as GDK wants. */
#include "CGtkWidgets.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

struct _CgtkPictureProvider {
    GdkContentProvider parent_instance;
    char *file;       /* a path on disk, or NULL */
    char *resource;   /* a path in the resource bundle, or NULL */
};

G_DEFINE_FINAL_TYPE(CgtkPictureProvider, cgtk_picture_provider, GDK_TYPE_CONTENT_PROVIDER)

static const char *const png_mime_type = "image/png";

/* The file's bytes, or NULL with the reason: never blocks, never reads more
 * than the limit. */
static GBytes *read_regular_file(const char *path, GError **error) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (descriptor < 0) {
        int code = errno;
        g_set_error(error, G_IO_ERROR, g_io_error_from_errno(code), "%s: %s", path, g_strerror(code));
        return NULL;
    }
    struct stat info;
    if (fstat(descriptor, &info) != 0 || !S_ISREG(info.st_mode) || info.st_size > CGTK_PICTURE_MAX_FILE_BYTES) {
        close(descriptor);
        g_set_error(error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s is not a regular file of at most %d bytes", path,
                    CGTK_PICTURE_MAX_FILE_BYTES);
        return NULL;
    }
    GByteArray *bytes = g_byte_array_sized_new((guint)info.st_size);
    guint8 chunk[64 * 1024];
    for (;;) {
        ssize_t count = read(descriptor, chunk, sizeof chunk);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0 || bytes->len + (gsize)count > CGTK_PICTURE_MAX_FILE_BYTES) {
            close(descriptor);
            g_byte_array_unref(bytes);
            g_set_error(error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s could not be read whole", path);
            return NULL;
        }
        if (count == 0) break;
        g_byte_array_append(bytes, chunk, (guint)count);
    }
    close(descriptor);
    return g_byte_array_free_to_bytes(bytes);
}

static void on_size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
    gboolean *too_large = data;
    if (width <= 0 || height <= 0 || (gint64)width * height > CGTK_PICTURE_MAX_PIXELS) {
        *too_large = TRUE;
        gdk_pixbuf_loader_set_size(loader, 1, 1);
    }
}

/* The picture in `bytes`, refused before decoding when its header claims
 * more pixels than the limit. */
static GdkPixbuf *decode_checked(GBytes *bytes, const char *name, GError **error) {
    GdkPixbufLoader *loader = gdk_pixbuf_loader_new();
    gboolean too_large = FALSE;
    g_signal_connect(loader, "size-prepared", G_CALLBACK(on_size_prepared), &too_large);
    gsize size = 0;
    const guint8 *data = g_bytes_get_data(bytes, &size);
    gboolean written = TRUE;
    for (gsize offset = 0; offset < size && written && !too_large; offset += 4096) {
        written = gdk_pixbuf_loader_write(loader, data + offset, MIN(4096, size - offset), error);
    }
    gboolean closed = gdk_pixbuf_loader_close(loader, written && !too_large ? error : NULL);
    GdkPixbuf *pixbuf = NULL;
    if (too_large) {
        g_clear_error(error);
        g_set_error(error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s claims more than %d pixels", name,
                    CGTK_PICTURE_MAX_PIXELS);
    } else if (written && closed && gdk_pixbuf_loader_get_pixbuf(loader)) {
        pixbuf = g_object_ref(gdk_pixbuf_loader_get_pixbuf(loader));
    } else if (error && !*error) {
        g_set_error(error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s is not a picture", name);
    }
    g_object_unref(loader);
    return pixbuf;
}

/* Worker thread: the picture read, checked and encoded as PNG. */
static void encode_in_thread(GTask *task, gpointer source, gpointer data, GCancellable *cancellable) {
    (void)data;
    (void)cancellable;
    CgtkPictureProvider *self = source;
    GError *error = NULL;
    GBytes *bytes = self->file ? read_regular_file(self->file, &error)
                               : g_resources_lookup_data(self->resource, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
    GdkPixbuf *pixbuf = bytes ? decode_checked(bytes, self->file ? self->file : self->resource, &error) : NULL;
    g_clear_pointer(&bytes, g_bytes_unref);
    char *buffer = NULL;
    gsize size = 0;
    if (pixbuf && !gdk_pixbuf_save_to_buffer(pixbuf, &buffer, &size, "png", &error, NULL)) buffer = NULL;
    g_clear_object(&pixbuf);
    if (!buffer) {
        g_task_return_error(task, error);
        return;
    }
    g_task_return_pointer(task, g_bytes_new_take(buffer, size), (GDestroyNotify)g_bytes_unref);
}

static void on_written(GObject *stream, GAsyncResult *result, gpointer data) {
    GTask *task = data;
    GError *error = NULL;
    if (g_output_stream_write_all_finish(G_OUTPUT_STREAM(stream), result, NULL, &error))
        g_task_return_boolean(task, TRUE);
    else
        g_task_return_error(task, error);
    g_object_unref(task);
}

/* Main thread: the encoded picture written to the receiver's stream. */
static void on_encoded(GObject *source, GAsyncResult *result, gpointer data) {
    GTask *task = data;
    GError *error = NULL;
    GBytes *png = g_task_propagate_pointer(G_TASK(result), &error);
    if (!png) {
        g_task_return_error(task, error);
        g_object_unref(task);
        return;
    }
    (void)source;
    GOutputStream *stream = g_task_get_task_data(task);
    g_object_set_data_full(G_OBJECT(task), "png", png, (GDestroyNotify)g_bytes_unref);
    gsize size = 0;
    const void *bytes = g_bytes_get_data(png, &size);
    g_output_stream_write_all_async(stream, bytes, size, g_task_get_priority(task), g_task_get_cancellable(task),
                                    on_written, task);
}

static GdkContentFormats *cgtk_picture_provider_ref_formats(GdkContentProvider *provider) {
    (void)provider;
    return gdk_content_formats_new(&png_mime_type, 1);
}

static void cgtk_picture_provider_write_mime_type_async(GdkContentProvider *provider, const char *mime_type,
                                                        GOutputStream *stream, int io_priority,
                                                        GCancellable *cancellable, GAsyncReadyCallback callback,
                                                        gpointer data) {
    GTask *task = g_task_new(provider, cancellable, callback, data);
    g_task_set_priority(task, io_priority);
    g_task_set_source_tag(task, cgtk_picture_provider_write_mime_type_async);
    if (!g_str_equal(mime_type, png_mime_type)) {
        g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "no picture as %s", mime_type);
        g_object_unref(task);
        return;
    }
    g_task_set_task_data(task, g_object_ref(stream), g_object_unref);
    GTask *encoding = g_task_new(provider, cancellable, on_encoded, task);
    g_task_run_in_thread(encoding, encode_in_thread);
    g_object_unref(encoding);
}

static gboolean cgtk_picture_provider_write_mime_type_finish(GdkContentProvider *provider, GAsyncResult *result,
                                                             GError **error) {
    (void)provider;
    return g_task_propagate_boolean(G_TASK(result), error);
}

static void cgtk_picture_provider_finalize(GObject *object) {
    CgtkPictureProvider *self = CGTK_PICTURE_PROVIDER(object);
    g_free(self->file);
    g_free(self->resource);
    G_OBJECT_CLASS(cgtk_picture_provider_parent_class)->finalize(object);
}

static void cgtk_picture_provider_class_init(CgtkPictureProviderClass *klass) {
    GdkContentProviderClass *provider_class = GDK_CONTENT_PROVIDER_CLASS(klass);
    provider_class->ref_formats = cgtk_picture_provider_ref_formats;
    provider_class->write_mime_type_async = cgtk_picture_provider_write_mime_type_async;
    provider_class->write_mime_type_finish = cgtk_picture_provider_write_mime_type_finish;
    G_OBJECT_CLASS(klass)->finalize = cgtk_picture_provider_finalize;
}

static void cgtk_picture_provider_init(CgtkPictureProvider *self) { (void)self; }

GdkContentProvider *cgtk_picture_provider_new_for_file(const char *path) {
    CgtkPictureProvider *self = g_object_new(CGTK_TYPE_PICTURE_PROVIDER, NULL);
    self->file = g_strdup(path);
    return GDK_CONTENT_PROVIDER(self);
}

GdkContentProvider *cgtk_picture_provider_new_for_resource(const char *path) {
    CgtkPictureProvider *self = g_object_new(CGTK_TYPE_PICTURE_PROVIDER, NULL);
    self->resource = g_strdup(path);
    return GDK_CONTENT_PROVIDER(self);
}
