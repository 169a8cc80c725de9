import Glibc

/// Draws an SVG document into a PNG with librsvg and cairo (Debian's `librsvg2-2`), loaded when
/// the server starts with `dlopen`, so that the binary runs where they are absent: there the
/// PNG form is not offered and `Accept: image/png` alone is answered 406.
///
/// Each call makes its own handle, surface and context and frees them: librsvg documents a
/// handle as usable from one thread at a time, and nothing here is shared but the functions.
final class SVGRasterizer: Sendable {
    private typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> OpaquePointer?
    private typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
    private typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    private typealias Status = @convention(c) (OpaquePointer?) -> Int32
    private typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias SetRGB = @convention(c) (OpaquePointer?, Double, Double, Double) -> Void
    private typealias Release = @convention(c) (OpaquePointer?) -> Void
    private typealias WriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    private typealias WriteStream = @convention(c) (OpaquePointer?, WriteFunction, UnsafeMutableRawPointer?) -> Int32
    private typealias FreeError = @convention(c) (UnsafeMutableRawPointer?) -> Void

    private let newFromData: NewFromData, renderDocument: RenderDocument
    private let surfaceCreate: SurfaceCreate, surfaceStatus: Status, surfaceDestroy: Release, writeStream: WriteStream
    private let create: Create, setRGB: SetRGB, paint: Release, destroy: Release
    private let unref: Release, freeError: FreeError

    /// The rasterizer, or nil where librsvg or cairo cannot be loaded.
    static let shared = SVGRasterizer()

    private init?() {
        func library(_ name: String) -> UnsafeMutableRawPointer? { dlopen(name, RTLD_NOW | RTLD_LOCAL) }
        guard let rsvg = library("librsvg-2.so.2"), let cairo = library("libcairo.so.2"),
              let gobject = library("libgobject-2.0.so.0"), let glib = library("libglib-2.0.so.0") else { return nil }
        func symbol<T>(_ handle: UnsafeMutableRawPointer, _ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let newFromData = symbol(rsvg, "rsvg_handle_new_from_data", as: NewFromData.self),
              // rsvg_handle_render_document: librsvg 2.46 and later.
              let renderDocument = symbol(rsvg, "rsvg_handle_render_document", as: RenderDocument.self),
              let surfaceCreate = symbol(cairo, "cairo_image_surface_create", as: SurfaceCreate.self),
              let surfaceStatus = symbol(cairo, "cairo_surface_status", as: Status.self),
              let surfaceDestroy = symbol(cairo, "cairo_surface_destroy", as: Release.self),
              let writeStream = symbol(cairo, "cairo_surface_write_to_png_stream", as: WriteStream.self),
              let create = symbol(cairo, "cairo_create", as: Create.self),
              let setRGB = symbol(cairo, "cairo_set_source_rgb", as: SetRGB.self),
              let paint = symbol(cairo, "cairo_paint", as: Release.self),
              let destroy = symbol(cairo, "cairo_destroy", as: Release.self),
              let unref = symbol(gobject, "g_object_unref", as: Release.self),
              let freeError = symbol(glib, "g_error_free", as: FreeError.self) else { return nil }
        (self.newFromData, self.renderDocument) = (newFromData, renderDocument)
        (self.surfaceCreate, self.surfaceStatus, self.surfaceDestroy, self.writeStream) = (surfaceCreate, surfaceStatus, surfaceDestroy, writeStream)
        (self.create, self.setRGB, self.paint, self.destroy) = (create, setRGB, paint, destroy)
        (self.unref, self.freeError) = (unref, freeError)
    }

    /// `svg` drawn on white into `width` × `height` pixels (its viewBox scaled to fill them) as a
    /// PNG file, or nil where librsvg cannot read it or cairo cannot make the image.
    func png(_ svg: [UInt8], width: Int, height: Int) -> [UInt8]? {
        var error: UnsafeMutableRawPointer?
        guard let handle = svg.withUnsafeBufferPointer({ newFromData($0.baseAddress, $0.count, &error) }) else {
            if let error { freeError(error) }
            return nil
        }
        defer { unref(handle) }
        // CAIRO_FORMAT_RGB24 (1): opaque, as a screen is; CAIRO_STATUS_SUCCESS is 0.
        guard let surface = surfaceCreate(1, Int32(width), Int32(height)) else { return nil }
        defer { surfaceDestroy(surface) }
        guard surfaceStatus(surface) == 0, let context = create(surface) else { return nil }
        defer { destroy(context) }
        setRGB(context, 1, 1, 1)
        paint(context)
        // RsvgRectangle: x, y, width, height as doubles.
        var viewport = (0.0, 0.0, Double(width), Double(height))
        let drawn = withUnsafeBytes(of: &viewport) { renderDocument(handle, context, $0.baseAddress, &error) }
        if let error { freeError(error) }
        guard drawn != 0 else { return nil }
        let sink = PNGSink()
        let written = writeStream(surface, { closure, data, length in
            guard let closure, let data else { return 11 } // CAIRO_STATUS_WRITE_ERROR
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return 0
        }, Unmanaged.passUnretained(sink).toOpaque())
        return written == 0 ? sink.bytes : nil
    }

    /// Where cairo's PNG writer puts the file's bytes.
    private final class PNGSink {
        var bytes: [UInt8] = []
    }
}
