// The signing page's API (issue 30): the shapes are common/consent/api.ts's, shared with the web page.
import { SIGNATURE_IMAGE_MAX_BYTES } from '../../../common/consent/evidence.ts';

export {
  consentOpenBodySchema,
  consentOpenResponseSchema,
  consentSignBodySchema,
  consentSignResponseSchema,
} from '../../../common/consent/api.ts';

/** A drawn signature as a data URL (base64: 4/3 of its bytes) and the rest fit (the app's limit: 256 KiB). */
export const SIGN_BODY_LIMIT = Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 16 * 1024;
