/**
 * The largest image side accepted: no camera or scanner makes a longer one for a prescription; a header
 * claiming more is a broken or hostile file.
 */
export const MAX_IMAGE_SIDE = 20_000;

/**
 * The most pixels an uploaded image may have (issue 43): a phone photo (12–24 MP; 48 MP ones are over 4 MB and
 * made smaller by the reception) and an A4 page scanned at 600 dpi (4,961 × 7,016 = 34.8 MP) fit. A 4 MB file
 * can name far more (10,000 × 10,000 zero pixels deflate to 0.3 MB), and every decoder then fills them all.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * What one FlateDecode stream of an uploaded PDF may inflate to: a page image as large as the largest photo
 * allowed, in RGBA. A PDF of 4 MB can hold streams that inflate to 4 GB (a deflated run of zeros, 1:1000).
 */
export const MAX_PDF_STREAM_BYTES = MAX_IMAGE_PIXELS * 4;

/**
 * Object and cross-reference streams are parsed into objects by every PDF reader (pdf-lib on export): real ones
 * hold kilobytes, a few MB for a document of thousands of pages.
 */
export const MAX_PDF_OBJECT_STREAM_BYTES = 16 * 1_048_576;

/** All streams of one uploaded PDF together. */
export const MAX_PDF_DECODED_BYTES = 2 * MAX_PDF_STREAM_BYTES;

/**
 * The most streams one uploaded PDF may have: a 300-page scan has a few thousand; tens of thousands of tiny
 * ones in 4 MB are no document, only work for whoever reads them.
 */
export const MAX_PDF_STREAMS = 20_000;
