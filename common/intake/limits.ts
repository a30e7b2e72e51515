// Limits of the public intake (spec 002 §9, issue "Public intake").
export const MAX_UPLOAD_BYTES = 4_194_304;
export const MAX_JSON_BODY_BYTES = 256 * 1024;
export const MAX_FORM_FIELDS = 100;
export const MAX_FIELD_CHARS = 10_000;
export const UPLOAD_TOKEN_MINUTES = 30;
export const DEFAULT_SUBMIT_RATE_LIMIT = 20;
export const SUBMIT_RATE_WINDOW_MINUTES = 10;
/**
 * The trap field hidden in our reception forms. Its name means nothing to browsers' autofill or password
 * managers (no name, company, website, address, phone or e-mail word in any language they know), so they
 * never fill it for a patient; "firma_website", its old name, was filled as a company field (issue 13).
 */
export const RECEPTION_HONEYPOT_FIELD = 'zq7wkx';
/**
 * Field names that only robots fill: "_gotcha" for websites, ours, and "firma_website", our old name, still
 * honoured for pages and websites that copied it.
 */
export const HONEYPOT_FIELDS = ['_gotcha', RECEPTION_HONEYPOT_FIELD, 'firma_website'] as const;
export const ALLOWED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadType = (typeof ALLOWED_UPLOAD_TYPES)[number];
