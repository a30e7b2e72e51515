// Limits of the public intake (spec 002 §9, issue "Public intake").
export const MAX_UPLOAD_BYTES = 4_194_304;
export const MAX_JSON_BODY_BYTES = 256 * 1024;
export const MAX_FORM_FIELDS = 100;
export const MAX_FIELD_CHARS = 10_000;
export const UPLOAD_TOKEN_MINUTES = 30;
export const DEFAULT_SUBMIT_RATE_LIMIT = 20;
export const SUBMIT_RATE_WINDOW_MINUTES = 10;
/** Field names that only robots fill: "_gotcha" for websites, "firma_website" hidden in our own forms. */
export const HONEYPOT_FIELDS = ['_gotcha', 'firma_website'] as const;
export const ALLOWED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadType = (typeof ALLOWED_UPLOAD_TYPES)[number];
