const mb = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Bytes as MB with two decimals, German style: 1290000 → "1,23 MB" (spec 001 §9). */
export const formatMegabytes = (bytes: number) => `${mb.format(bytes / (1024 * 1024))} MB`;
