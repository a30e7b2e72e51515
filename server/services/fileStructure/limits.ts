/**
 * The largest image side accepted: a prescription scanned at 1200 dpi (A4: 9,921 × 14,031 px) fits; a header
 * claiming more is no photo of a prescription but a broken or hostile file.
 */
export const MAX_IMAGE_SIDE = 20_000;
