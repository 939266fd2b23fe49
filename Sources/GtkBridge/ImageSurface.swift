import CGtk

/// A Cairo image surface for `width` × `height` logical pixels at the device
/// scale of `target` (2 on a HiDPI display). An image, never a surface
/// "similar" to the target: a drawing area draws into a recording surface,
/// and a similar one would record too, replaying every stroke when painted.
func makeImageSurface(width: Double, height: Double, like target: OpaquePointer) -> OpaquePointer {
    var scaleX = 1.0, scaleY = 1.0
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    return makeImageSurface(width: width, height: height, scale: scaleX)
}

/// A Cairo image surface for `width` × `height` logical pixels at a device `scale`.
func makeImageSurface(width: Double, height: Double, scale: Double) -> OpaquePointer {
    let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32,
                                           Int32((width * scale).rounded(.up)), Int32((height * scale).rounded(.up)))!
    cairo_surface_set_device_scale(image, scale, scale)
    return image
}
