// AES-256-GCM envelope encryption (DESIGN §1): each tenant has a random data key, stored wrapped by the
// master key. Health data is encrypted with the tenant's data key and bound to the tenant as associated data.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'pd1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const WRAP_AAD = Buffer.from('praxisdesk:data-key');

export type Decrypted<T> = { ok: true; value: T } | { ok: false };

/** Shown to staff wherever a value cannot be decrypted (spec 002 §8). */
export const DECRYPTION_FAILED = 'Entschlüsselung fehlgeschlagen';

function seal(key: Buffer, plaintext: Buffer, aad: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, sealed: Buffer, aad: Buffer): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** Marks a keyed token hash (a learned spam token of a practice), so clear tokens of older versions stand out. */
export const HASHED_TOKEN_PREFIX = '#';
const TOKEN_HASH_CACHE = 50_000;

/** Whether a stored text is one of our ciphertexts (older rows may hold the same field in clear). */
export const isCiphertext = (text: string) => text.startsWith(`${VERSION}.`);

const toText = (sealed: Buffer) => `${VERSION}.${sealed.toString('base64url')}`;
function fromText(text: string): Buffer {
  const [version, body] = text.split('.');
  if (version !== VERSION || !body) throw new Error('unknown ciphertext format');
  return Buffer.from(body, 'base64url');
}

/** A server secret stored wrapped by the master key (a database dump alone does not reveal it). */
export const wrapSecret = (masterKey: Buffer, name: string, secret: string) =>
  toText(seal(masterKey, Buffer.from(secret, 'utf8'), Buffer.from(`app-secret:${name}`)));

export const unwrapSecret = (masterKey: Buffer, name: string, wrapped: string) =>
  open(masterKey, fromText(wrapped), Buffer.from(`app-secret:${name}`)).toString('utf8');

/** What the master key wraps: a practice's data key, or a named secret (`totp:<userId>`, the keyed-hash key). */
export type MasterWrapped = { kind: 'dataKey' } | { kind: 'secret'; name: string };

const masterAad = (what: MasterWrapped) =>
  what.kind === 'dataKey' ? WRAP_AAD : Buffer.from(`app-secret:${what.name}`);

/**
 * For a master key rotation (commands/rotateMasterKey.ts): the value inside a wrapping, or null when this
 * master key does not open it (another key, or damaged), and the same value wrapped under another key.
 */
export function unwrapWithMasterKey(masterKey: Buffer, what: MasterWrapped, wrapped: string): Buffer | null {
  try {
    return open(masterKey, fromText(wrapped), masterAad(what));
  } catch {
    return null;
  }
}

export const wrapWithMasterKey = (masterKey: Buffer, what: MasterWrapped, value: Buffer) =>
  toText(seal(masterKey, value, masterAad(what)));

export function parseMasterKey(value: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes');
  return key;
}

export type CryptoService = ReturnType<typeof createCryptoService>;

/**
 * loadWrappedKey returns the tenant's wrapped data key (tenant_settings.wrapped_data_key) by tenant uuid.
 * Unwrapped keys are cached for the life of the process; they never change for a tenant.
 */
export function createCryptoService(
  masterKey: Buffer,
  loadWrappedKey: (tenantId: string) => Promise<string | null>,
) {
  const dataKeys = new Map<string, Buffer>();
  const tokenHashers = new Map<string, (token: string) => string>();
  const patientKeyHashers = new Map<string, (kind: 'email' | 'phone', normalised: string) => string>();

  async function dataKey(tenantId: string): Promise<Buffer> {
    const cached = dataKeys.get(tenantId);
    if (cached) return cached;
    const wrapped = await loadWrappedKey(tenantId);
    if (!wrapped) throw new Error(`no data key for tenant ${tenantId}`);
    const key = open(masterKey, fromText(wrapped), WRAP_AAD);
    dataKeys.set(tenantId, key);
    return key;
  }

  const aad = (tenantId: string) => Buffer.from(`praxisdesk:tenant:${tenantId}`);

  return {
    /** A per-record secret (a user's TOTP secret, name `totp:<userId>`) wrapped by the master key, bound to its name. */
    wrapSecret: (name: string, secret: string) => wrapSecret(masterKey, name, secret),
    unwrapSecret: (name: string, wrapped: string) => unwrapSecret(masterKey, name, wrapped),

    /** A new random data key, wrapped by the master key, for a new tenant row. */
    newWrappedDataKey(): string {
      return toText(seal(masterKey, randomBytes(32), WRAP_AAD));
    },

    async encryptText(tenantId: string, plaintext: string): Promise<string> {
      return toText(seal(await dataKey(tenantId), Buffer.from(plaintext, 'utf8'), aad(tenantId)));
    },

    async decryptText(tenantId: string, ciphertext: string): Promise<Decrypted<string>> {
      try {
        return {
          ok: true,
          value: open(await dataKey(tenantId), fromText(ciphertext), aad(tenantId)).toString('utf8'),
        };
      } catch {
        return { ok: false };
      }
    },

    async encryptJson(tenantId: string, value: unknown): Promise<string> {
      return this.encryptText(tenantId, JSON.stringify(value));
    },

    async decryptJson<T = unknown>(tenantId: string, ciphertext: string): Promise<Decrypted<T>> {
      const text = await this.decryptText(tenantId, ciphertext);
      if (!text.ok) return text;
      try {
        return { ok: true, value: JSON.parse(text.value) as T };
      } catch {
        return { ok: false };
      }
    },

    /**
     * The practice's keyed hash for words its spam filter learns (HMAC-SHA-256 under a key derived from its
     * data key, 128 bits kept): equal words still meet in the model, a dump shows no words.
     */
    async tokenHasher(tenantId: string): Promise<(token: string) => string> {
      const cached = tokenHashers.get(tenantId);
      if (cached) return cached;
      const key = Buffer.from(hkdfSync('sha256', await dataKey(tenantId), '', 'praxisdesk spam tokens', 32));
      // Scoring hashes every token of every text: most repeat, so remember the recent ones (in memory only).
      const recent = new Map<string, string>();
      const hasher = (token: string) => {
        const known = recent.get(token);
        if (known) return known;
        const hashed =
          HASHED_TOKEN_PREFIX +
          createHmac('sha256', key).update(token).digest().subarray(0, 16).toString('base64url');
        if (recent.size >= TOKEN_HASH_CACHE) recent.clear();
        recent.set(token, hashed);
        return hashed;
      };
      tokenHashers.set(tenantId, hasher);
      return hasher;
    },

    /**
     * The practice's keyed hash of a patient's normalised e-mail address or phone number
     * (services/patientKeys.ts), so one patient's requests are found without the address in clear. A key of
     * its own (HKDF label) and the kind inside the MAC: an e-mail key never equals a phone key or a spam token.
     */
    async patientKeyHasher(
      tenantId: string,
    ): Promise<(kind: 'email' | 'phone', normalised: string) => string> {
      const cached = patientKeyHashers.get(tenantId);
      if (cached) return cached;
      const key = Buffer.from(hkdfSync('sha256', await dataKey(tenantId), '', 'praxisdesk patient keys', 32));
      const hasher = (kind: 'email' | 'phone', normalised: string) =>
        createHmac('sha256', key)
          .update(`${kind}\0${normalised}`)
          .digest()
          .subarray(0, 16)
          .toString('base64url');
      patientKeyHashers.set(tenantId, hasher);
      return hasher;
    },

    async encryptBytes(tenantId: string, bytes: Buffer): Promise<Buffer> {
      return seal(await dataKey(tenantId), bytes, aad(tenantId));
    },

    async decryptBytes(tenantId: string, sealed: Buffer): Promise<Decrypted<Buffer>> {
      try {
        return { ok: true, value: open(await dataKey(tenantId), sealed, aad(tenantId)) };
      } catch {
        return { ok: false };
      }
    },
  };
}
