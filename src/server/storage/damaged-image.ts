/**
 * An image whose structure is broken (a JPEG segment or a PNG chunk running past the end, no image data, no
 * end marker). It carries no `code`, so the upload answers it as unreadable, as it does a file that cannot be
 * decoded.
 */
export class DamagedImage extends Error {}
