// The body of a plain HTML form post (webflow-submit), read by the route itself rather than by Fastify's
// parsers: a body Fastify refuses (too large, unknown type, malformed) never reaches the handler, so the
// visitor would get raw JSON instead of the practice's error page. Here every such problem becomes an
// AppError the handler redirects with, and the fields read so far still name error_url and the practice.
import type { FastifyInstance } from 'fastify';
import { MAX_JSON_BODY_BYTES } from '../../../common/intake/limits.ts';
import { AppError, errors } from '../../errors.ts';
import { unsafeTextError, unsafeTextPath } from '../../http/inputSanity.ts';

export type RawPost = { bytes: Buffer; truncated: boolean; contentType: string };
export type FormPost = { fields: Record<string, unknown>; problem?: AppError };

export const formPostErrors = {
  tooLarge: () =>
    errors.payloadTooLarge(
      `Das Formular ist zu groß. Erlaubt sind höchstens ${MAX_JSON_BODY_BYTES / 1024} KB; bitte kürzen Sie Ihre Nachricht.`,
    ),
  unsupported: () =>
    new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      'Dieses Datenformat wird nicht unterstützt. Bitte senden Sie das Formular als application/x-www-form-urlencoded oder multipart/form-data.',
    ),
  filesNotAccepted: () =>
    new AppError(
      'FILES_NOT_ACCEPTED',
      400,
      'Dieses Formular nimmt keine Dateien an. Bitte senden Sie es ohne Datei; ein Rezept können Sie über die Online-Rezeption der Praxis hochladen.',
    ),
  unreadable: () => errors.badRequest('Die Formulardaten konnten nicht gelesen werden.'),
  badJson: () => errors.badRequest('Die Anfrage enthält kein gültiges JSON.'),
};

/** Replaces the inherited parsers in this plugin's scope: any body, at most the limit, kept as bytes. */
export function readPostsRaw(app: FastifyInstance, limit = MAX_JSON_BODY_BYTES) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (truncated: boolean) => {
      if (finished) return;
      finished = true;
      const bytes = Buffer.concat(chunks).subarray(0, limit);
      done(null, { bytes, truncated, contentType: request.headers['content-type'] ?? '' } satisfies RawPost);
    };
    // Past the limit the rest is still read and dropped: a browser still uploading would otherwise see a
    // reset connection instead of our redirect (Node discards what follows our answer, within its
    // requestTimeout, as for every route).
    payload.on('data', (chunk: Buffer) => {
      if (finished) return;
      size += chunk.length;
      chunks.push(chunk);
      if (size > limit) finish(true);
    });
    payload.on('end', () => finish(false));
    payload.on('error', (error) => {
      if (finished) return;
      finished = true;
      done(error, undefined);
    });
  });
}

function addField(fields: Record<string, unknown>, key: string, value: string) {
  if (key === '__proto__') return;
  const previous = fields[key];
  if (previous === undefined) fields[key] = value;
  else fields[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
}

function urlEncoded(text: string, truncated: boolean) {
  // A cut body ends in a partial pair; the pairs before it are whole.
  const whole = truncated ? text.slice(0, Math.max(0, text.lastIndexOf('&'))) : text;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(whole)) addField(fields, key, value);
  return fields;
}

async function multipart(raw: RawPost): Promise<FormPost> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(raw.contentType);
  const delimiter = boundary ? `--${boundary[1] ?? boundary[2]}` : '';
  let bytes = raw.bytes;
  let files = 0;
  if (raw.truncated && delimiter) {
    // Close the body after the last whole part; a cut-off file still counts as a file.
    const end = Math.max(0, bytes.lastIndexOf(`\r\n${delimiter}`));
    if (/filename=/i.test(bytes.subarray(end, end + 1024).toString('latin1'))) files++;
    bytes = Buffer.concat([bytes.subarray(0, end), Buffer.from(`\r\n${delimiter}--\r\n`)]);
  }
  const fields: Record<string, unknown> = {};
  let unreadable = false;
  try {
    const form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': raw.contentType },
    }).formData();
    for (const [key, value] of form) {
      if (typeof value === 'string') addField(fields, key, value);
      // An empty file input is sent as a nameless empty part: that is no file.
      else if (value.name || value.size > 0) files++;
    }
  } catch {
    unreadable = true;
  }
  // A file is the more useful reason than the size it caused.
  if (files) return { fields, problem: formPostErrors.filesNotAccepted() };
  if (raw.truncated) return { fields, problem: formPostErrors.tooLarge() };
  return { fields, problem: unreadable ? formPostErrors.unreadable() : undefined };
}

function json(text: string): FormPost {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { fields: {}, problem: formPostErrors.badJson() };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { fields: {}, problem: errors.badRequest('Die Anfrage enthält keine Formulardaten.') };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) if (key !== '__proto__') fields[key] = value;
  return { fields };
}

/**
 * Fields of url-encoded, multipart (text fields only) or JSON posts, and the first problem found. Fields with
 * text that is no text (NUL, a lone surrogate) are not handed on at all: not even to look up the practice.
 */
export async function readFormPost(raw: RawPost | undefined): Promise<FormPost> {
  const post = await parseFormPost(raw);
  const unsafe = unsafeTextPath(post.fields);
  return unsafe === null ? post : { fields: {}, problem: unsafeTextError(unsafe) };
}

async function parseFormPost(raw: RawPost | undefined): Promise<FormPost> {
  if (!raw || raw.bytes.length === 0) return { fields: {} };
  const type = raw.contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') return multipart(raw);
  const tooLarge = raw.truncated ? formPostErrors.tooLarge() : undefined;
  if (type === 'application/x-www-form-urlencoded') {
    return { fields: urlEncoded(raw.bytes.toString('utf8'), raw.truncated), problem: tooLarge };
  }
  if (type === 'application/json')
    return tooLarge ? { fields: {}, problem: tooLarge } : json(raw.bytes.toString('utf8'));
  return { fields: {}, problem: formPostErrors.unsupported() };
}
