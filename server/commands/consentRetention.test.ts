// Retention of signatures (issue 30): consents belong to their request. A request past its category's period
// is deleted by the daily run with its consents and signing links; a held request keeps its signed documents,
// revocation included; the published versions stay (other requests may name them).
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consentDocumentVersions, consentLinks, formSubmissions, submissionConsents } from '../db/schema.ts';
import {
  answeredConsent,
  pendingConsent,
  publishedConsentDocument,
  sampleConsentContent,
} from '../test/consentFixtures.ts';
import { createRequest } from '../test/detail.ts';
import { loginCookie, makeTenant, makeUser } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { applyRetention } from './applyRetention.ts';
import { berlinDay } from './revokeConsent.ts';

// The run deletes across every practice of the database: this file's context has a database of its own.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

it('deletes a request past its period with its signed consents, and keeps a held request’s', async () => {
  const tenant = await makeTenant(ctx);
  const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId], practiceRole: 'inhaber' });
  const cookie = await loginCookie(ctx, staff.email);
  const admin = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
  // Prescriptions after 30 days, so a clock moved by 40 days reaches them.
  const periods = await ctx.app.inject({
    method: 'PUT',
    url: `/api/retention/tenants/${tenant.id}`,
    headers: { cookie: admin },
    payload: { periods: { prescription: 30 } },
  });
  expect(periods.statusCode).toBe(200);

  // Requests first, then the documents (for cancellations only, so no request asks for them by itself).
  const due = (await createRequest(ctx, tenant.tenantId)).submissionId;
  const held = (await createRequest(ctx, tenant.tenantId)).submissionId;
  const content = sampleConsentContent({ requestKinds: ['absage'] });
  const privacy = await publishedConsentDocument(ctx, tenant.id, content);
  const contract = await publishedConsentDocument(ctx, tenant.id, {
    ...content,
    title: 'Behandlungsvertrag',
  });
  const dueSigned = await answeredConsent(ctx, { id: due, tenantId: tenant.id }, privacy);
  await pendingConsent(ctx, { id: due, tenantId: tenant.id }, contract.version.id);
  await ctx.db.insert(consentLinks).values({
    tenantId: tenant.id,
    submissionId: due,
    tokenHash: randomUUID(),
    expiresAt: inDays(7),
  });
  const heldSigned = await answeredConsent(ctx, { id: held, tenantId: tenant.id }, privacy);

  // The held request: a retention hold, and a revocation recorded on its signature.
  const hold = await ctx.app.inject({
    method: 'PUT',
    url: `/api/submissions/${held}/retention-hold`,
    headers: { cookie },
    payload: { reason: 'Streit um Ausfallhonorar' },
  });
  expect(hold.statusCode).toBe(200);
  const revoked = await ctx.app.inject({
    method: 'POST',
    url: `/api/submissions/${held}/consents/${heldSigned.consent.id}/revocation`,
    headers: { cookie },
    payload: { revoked_on: berlinDay(new Date()), note: 'Per Brief' },
  });
  expect(revoked.statusCode).toBe(200);

  const consentsOf = (id: string) =>
    ctx.db.select().from(submissionConsents).where(eq(submissionConsents.submissionId, id));
  expect(await consentsOf(due)).toHaveLength(2);

  // Day 20: not yet due.
  expect(await applyRetention(ctx, { now: inDays(20) })).toMatchObject({ status: 'completed', deleted: 0 });
  expect(await consentsOf(due)).toHaveLength(2);

  const run = await applyRetention(ctx, { now: inDays(40) });
  expect(run).toMatchObject({ status: 'completed', deleted: 1 });
  const left = await ctx.db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(inArray(formSubmissions.id, [due, held]));
  expect(left.map((row) => row.id)).toEqual([held]);
  // The due request's consents and link went with it; the signature's row is gone, not emptied.
  expect(await consentsOf(due)).toEqual([]);
  expect(
    await ctx.db.select().from(submissionConsents).where(eq(submissionConsents.id, dueSigned.consent.id)),
  ).toEqual([]);
  expect(await ctx.db.select().from(consentLinks).where(eq(consentLinks.submissionId, due))).toEqual([]);

  // The held request keeps its signature as signed, with the revocation, and it still checks out.
  const kept = await consentsOf(held);
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({
    id: heldSigned.consent.id,
    status: 'signed',
    evidence: heldSigned.consent.evidence,
    seal: heldSigned.consent.seal,
    revokedOn: berlinDay(new Date()),
  });
  const listed = await ctx.app.inject({
    method: 'GET',
    url: `/api/submissions/${held}/consents`,
    headers: { cookie },
  });
  expect(listed.json().consents[0]).toMatchObject({ intact: true, revocation: { note: 'Per Brief' } });

  // The versions stay: they are the practice's documents, not the patient's data.
  expect(
    await ctx.db
      .select({ id: consentDocumentVersions.id })
      .from(consentDocumentVersions)
      .where(inArray(consentDocumentVersions.id, [privacy.version.id, contract.version.id])),
  ).toHaveLength(2);
});
