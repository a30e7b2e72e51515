import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../common/seededRandom.ts';
import { practiceWithStaff, randomIp } from '../../test/factories.ts';
import { submit, validContact } from '../../test/intake.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

// Whatever arrives at the public functions, malformed or hostile, is answered as the caller's mistake (4xx) and
// never as our failure (5xx): a generated fuzz of 10,000 requests, a value of every wrong type in every field
// of every function, plus the shapes that once broke through.
let ctx: TestContext;
let tenantId: string;
let staff: Awaited<ReturnType<typeof practiceWithStaff>>;
let request: { submissionId: string; uploadToken: string; anamneseToken: string };
beforeAll(async () => {
  ctx = await createTestContext({ SUBMIT_RATE_LIMIT: '1000000' });
  staff = await practiceWithStaff(ctx);
  tenantId = staff.tenant.tenantId;
  const sent = await submit(ctx, { tenantId, formData: { ...validContact, type: 'prescription' } });
  request = sent.json();
});
afterAll(() => ctx.close());

const FUNCTIONS = [
  'submitForm',
  'webflow-submit',
  'secureUpload',
  'submitAnamnese',
  'verifySubmissionToken',
  'renewSubmissionToken',
];
const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=XYZ',
  'text/plain',
  'application/octet-stream',
];

/** One request to a public function, from an address of its own (no rate limit or blacklist in the way). */
const post = (url: string, type: string, payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/functions/v1/${url}`,
    headers: { 'content-type': type, apikey: ctx.anonKey },
    payload,
    remoteAddress: randomIp(),
  });

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('malformed input to the public functions', () => {
  it('answers the known hostile shapes with 4xx', async () => {
    const cases: { url: string; type: string; payload: string }[] = [
      {
        url: 'submitForm',
        type: 'application/json',
        payload: `{"tenantId":"${tenantId}","formData":${nested(50_000)}}`,
      },
      {
        url: 'submitForm',
        type: 'application/json',
        payload: `{"tenantId":"${tenantId}","formData":{"message":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`,
      },
      { url: 'secureUpload', type: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data' },
      {
        url: 'secureUpload',
        type: 'multipart/form-data; boundary=abc',
        payload: '--abc\r\nContent-Disposition: form-data; name="submissionId"\r\n\r\n123',
      },
      { url: 'secureUpload', type: 'multipart/form-data; boundary=abc', payload: '' },
      // Issue 27: String() of an object whose toString is no function threw (500).
      {
        url: 'submitForm',
        type: 'application/json',
        payload: `{"tenantId":{"toString":"x"},"formData":{"name":"A"}}`,
      },
      { url: 'submitForm', type: 'application/json', payload: `{"tenant_id":{"toString":"x"},"name":"A"}` },
      // A field named like what every object has would shadow it (String(formData) would throw).
      {
        url: 'submitForm',
        type: 'application/json',
        payload: `{"tenantId":"${tenantId}","formData":{"name":"A","toString":"x"}}`,
      },
      // … at any depth of a group of fields.
      {
        url: 'submitForm',
        type: 'application/json',
        payload: `{"tenantId":"${tenantId}","formData":{"name":"A","zeiten":[{"tage":{"valueOf":"x"}}]}}`,
      },
    ];
    for (const { url, type, payload } of cases) {
      const response = await post(url, type, payload);
      expect(response.statusCode, `${url} ${type} ${payload.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('gives no 5xx to 10,000 generated malformed requests', async () => {
    const next = seededRandom(20261123);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const fragments = [
      '{',
      '}',
      '[',
      ']',
      '"',
      ':',
      ',',
      'null',
      'true',
      '1e999',
      '"tenantId"',
      `"${tenantId}"`,
      '"formData"',
      '"type"',
      '"prescription"',
      '"__proto__"',
      '"constructor"',
      '\\u0000',
      '--XYZ\r\n',
      'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n',
      '%PDF-',
      '=',
      '&',
      'tenantId=',
      '\r\n',
      '😀',
    ];
    const failures: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const payload = Array.from({ length: 1 + Math.floor(next() * 30) }, () => pick(fragments)).join('');
      const url = pick(FUNCTIONS);
      const type = pick(CONTENT_TYPES);
      const response = await post(url, type, payload);
      if (response.statusCode >= 500)
        failures.push(`${response.statusCode} ${url} ${type} ${JSON.stringify(payload)}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  }, 180_000);

  it('answers a value of every wrong type in every field of every function with 4xx and an error id', async () => {
    const failures: string[] = [];
    for (const target of typeTargets()) {
      for (const path of fieldPaths(target.valid)) {
        // A query string carries texts: any value but a repeated one arrives as a text the field may take.
        const accepted = target.query
          ? TEXT_KINDS
          : (target.accepts?.[path] ??
            target.accepts?.[wildcardOf(path)] ?? [kindOf(at(target.valid, path))]);
        for (const [kind, value] of Object.entries(WRONG_VALUES) as [Kind, unknown][]) {
          const response = await ctx.app.inject(target.send(withValue(target.valid, path, value)));
          const label = `${target.name} ${path}=${kind}: ${response.statusCode} ${response.body.slice(0, 160)}`;
          const wrong = !accepted.includes(kind) && !(kind === 'toString' && accepted.includes('object'));
          if (wrong ? !answeredAsMistake(response) : response.statusCode >= 500) failures.push(label);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a repeated field of a url-encoded post, or a field sent as a file, with 4xx and an error id', async () => {
    const failures: string[] = [];
    // A control field twice, with a value it takes: only the repetition is wrong.
    const control = {
      tenantId,
      tenant_id: tenantId,
      formType: 'question',
      form_type: 'question',
      type: 'question',
      success_url: 'https://a.test/',
      error_url: 'https://a.test/',
    };
    for (const url of ['submitForm', 'webflow-submit']) {
      for (const [field, value] of Object.entries(control)) {
        const fields = new URLSearchParams({ tenantId, ...flat(validContact) });
        fields.set(field, value);
        fields.append(field, value);
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/functions/v1/${url}`,
          headers: { ...PUBLIC_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
          payload: fields.toString(),
          remoteAddress: randomIp(),
        });
        if (!answeredAsMistake(response))
          failures.push(`${url} ${field}[]: ${response.statusCode} ${response.body}`);
      }
    }
    for (const field of ['submissionId', 'uploadToken', 'fileName']) {
      const { submissionId, uploadToken } = request;
      const fields: Record<string, string> = { submissionId, uploadToken, fileName: 'rezept.png' };
      delete fields[field];
      const body = multipart(fields, { name: 'rezept.png', type: 'image/png', bytes: pngBytes(900) });
      // The field arrives as a file part of its own, before the real file.
      const asFile = Buffer.from(
        body.payload
          .toString('latin1')
          .replace(
            /name="file"/,
            `name="${field}"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n--${boundaryOf(body.headers['content-type'])}\r\nContent-Disposition: form-data; name="file"`,
          ),
        'latin1',
      );
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/functions/v1/secureUpload',
        headers: body.headers,
        payload: asFile,
        remoteAddress: randomIp(),
      });
      if (!answeredAsMistake(response))
        failures.push(`secureUpload ${field} as file: ${response.statusCode} ${response.body}`);
    }
    for (const query of ['tenant=a&tenant=b', `tenantId=${tenantId}&tenantId=${tenantId}`]) {
      const response = await ctx.app.inject({ url: `/api/public/tenant?${query}` });
      if (!answeredAsMistake(response)) failures.push(`public tenant ${query}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

/** A value of each JSON type, and an object whose toString is no function (String() of it throws). */
const WRONG_VALUES = {
  object: { a: 'b' },
  array: ['x'],
  number: 7,
  boolean: true,
  null: null,
  toString: { toString: 'x' },
};
type Kind = keyof typeof WRONG_VALUES | 'string';

const PUBLIC_HEADERS = { accept: 'application/json' };

type TypeTarget = {
  name: string;
  valid: Record<string, unknown>;
  /** The kinds a field takes when the valid value's own kind is not all; `formData.*` names every field in it. */
  accepts?: Record<string, Kind[]>;
  send: (body: Record<string, unknown>) => InjectOptions;
  query?: true;
};

const COERCED: Kind[] = ['number', 'string', 'boolean'];
const TEXT_KINDS: Kind[] = ['string', 'number', 'boolean', 'null', 'object'];

/**
 * What a form field may be: a text, number, yes/no, nothing, a list (checkbox groups, repeated fields) or a
 * group of fields (a website's nested JSON; a name like toString inside it is refused, never a 5xx).
 */
const FORM_VALUE: Kind[] = ['string', 'number', 'boolean', 'null', 'array', 'object'];

function typeTargets(): TypeTarget[] {
  const json =
    (url: string, headers: Record<string, string> = {}) =>
    (body: Record<string, unknown>) => ({
      method: 'POST' as const,
      url: `/functions/v1/${url}`,
      headers: { ...PUBLIC_HEADERS, ...headers },
      payload: body,
      remoteAddress: randomIp(),
    });
  const withKey = { apikey: ctx.anonKey };
  const asStaff = { cookie: staff.cookie };
  const query = (url: string, headers: Record<string, string>) => (body: Record<string, unknown>) => ({
    method: 'GET' as const,
    url,
    headers,
    // A query string carries texts and repeated texts only: every other kind arrives as its JSON text.
    query: Object.fromEntries(
      Object.entries(body).map(([k, v]) => [
        k,
        Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    ),
    remoteAddress: randomIp(),
  });
  // The form's type and the control fields are a text or nothing.
  const control: Kind[] = ['string', 'null'];
  const controls = { formType: control, form_type: control, success_url: control, error_url: control };
  const formFields = { 'formData.*': FORM_VALUE, 'formData.type': control };
  const flatFields = {
    ...Object.fromEntries(Object.keys(flat(validContact)).map((k) => [k, FORM_VALUE])),
    type: control,
    ...controls,
  };
  const { submissionId, uploadToken, anamneseToken } = request;
  return [
    {
      name: 'submitForm',
      valid: { tenantId, formData: { ...validContact, formFillMs: 9000 } },
      accepts: formFields,
      send: json('submitForm', withKey),
    },
    {
      name: 'submitForm (flat fields)',
      valid: {
        tenant_id: tenantId,
        ...flat(validContact),
        form_type: 'question',
        success_url: 'https://a.test/',
      },
      accepts: flatFields,
      send: json('submitForm', withKey),
    },
    {
      name: 'webflow-submit',
      valid: { tenantId, ...flat(validContact), formType: 'question', error_url: 'https://a.test/' },
      accepts: flatFields,
      send: json('webflow-submit'),
    },
    {
      name: 'secureUpload',
      valid: { submissionId, uploadToken, fileName: 'x.png' },
      send: json('secureUpload'),
    },
    {
      name: 'submitAnamnese',
      valid: {
        tenantId,
        originalSubmissionId: submissionId,
        anamneseToken,
        answers: {
          comorbidities: { radio: 'no', text: '' },
          medications: { radio: 'no', text: '' },
          expectations: { text: 'Schmerzfrei arbeiten', checkbox: true },
        },
        completedAt: new Date().toISOString(),
        _manualAIGeneration: false,
      },
      send: json('submitAnamnese', withKey),
    },
    {
      name: 'verifySubmissionToken',
      valid: { submissionId, token: '123456' },
      send: json('verifySubmissionToken', withKey),
    },
    {
      name: 'getSubmissions (list)',
      valid: { filters: { page: 1, limit: 10, includeSpam: false, formType: 'all', tenant_id: tenantId } },
      // Page and size are coerced to numbers (routes/submissions/schema.ts): true counts as 1.
      accepts: { 'filters.page': COERCED, 'filters.limit': COERCED },
      send: json('getSubmissions', asStaff),
    },
    { name: 'getSubmissions (one)', valid: { submissionId }, send: json('getSubmissions', asStaff) },
    {
      name: 'scanSpam',
      valid: {
        limit: 5,
        all: false,
        formType: 'all',
        dateRange: { from: '2026-01-01', to: '2026-12-31' },
        enableStreaming: false,
      },
      // Spec 000 §5: a limit that is no number is taken as 1.
      accepts: { limit: ['string', 'number', 'boolean', 'null', 'array', 'object'] },
      send: json('scanSpam', asStaff),
    },
    {
      name: 'processAnamnese',
      valid: { submissionId, regenerate: false },
      send: json('processAnamnese', asStaff),
    },
    {
      name: 'sendMail',
      valid: { submissionId, tenantId, includeMagicLink: false },
      send: json('sendMail', asStaff),
    },
    {
      name: 'decryptFile',
      valid: { submissionId, download: '1' },
      send: query('/functions/v1/decryptFile', asStaff),
      query: true,
    },
    {
      name: 'public tenant',
      valid: { tenant: 'praxis-gibt-es-nicht', tenantId },
      send: query('/api/public/tenant', {}),
      query: true,
    },
  ];
}

/** 4xx with a stable error id: the caller's mistake, named. */
function answeredAsMistake(response: { statusCode: number; body: string }) {
  if (response.statusCode < 400 || response.statusCode >= 500) return false;
  try {
    const { errorCode } = JSON.parse(response.body) as { errorCode?: unknown };
    return typeof errorCode === 'string' && /^[A-Z][A-Z_]+$/.test(errorCode);
  } catch {
    return false;
  }
}

const flat = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

const boundaryOf = (contentType: string) => contentType.split('boundary=')[1]!;

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as Kind;
}

/** Every field of a body, nested ones as `a.b`. */
function fieldPaths(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix + key;
    return inner && typeof inner === 'object' && !Array.isArray(inner)
      ? [path, ...fieldPaths(inner as Record<string, unknown>, `${path}.`)]
      : [path];
  });
}

const wildcardOf = (path: string) => path.replace(/\.[^.]+$/, '.*');

const at = (body: Record<string, unknown>, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body);

function withValue(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const parent = keys
    .slice(0, -1)
    .reduce<Record<string, unknown>>((v, k) => v[k] as Record<string, unknown>, copy);
  parent[keys.at(-1)!] = structuredClone(value);
  return copy;
}
