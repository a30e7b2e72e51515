// A new practice (administration, CLI, seeding, tests): the rules of common/admin/tenants.ts, its own data key.
import {
  createTenantProblems,
  listOf,
  TENANT_SLUG_PATTERN as SLUG_PATTERN,
  type TenantProblem,
} from '../../common/admin/tenants.ts';
import { adminTenantTexts } from '../../common/texts/adminTenants.ts';
import type { Db } from '../db/connect.ts';
import { tenantSettings, userTenants } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { type AuditEntry, audit } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';

export const TENANT_SLUG_PATTERN = SLUG_PATTERN;

/** A refused tenant input: its stable id, 400 (409 for conflicts), and the form field it belongs to. */
export const tenantInputError = (problem: TenantProblem, status = 400) =>
  new AppError(problem.code, status, problem.message, { field: problem.field });

export const tenantErrors = {
  slugTaken: (slug: string) =>
    tenantInputError(
      { code: 'TENANT_SLUG_TAKEN', field: 'tenant_id', message: adminTenantTexts.errors.slugTaken(slug) },
      409,
    ),
  deleting: () => new AppError('TENANT_DELETING', 409, adminTenantTexts.errors.deleting),
  platformSetting: () => new AppError('PLATFORM_SETTING', 403, adminTenantTexts.errors.platformSetting),
};

export type CreateTenantInput = {
  slug: string;
  name: string;
  emailRecipients?: string[];
  logoUrl?: string | null;
  config?: Record<string, unknown>;
  domains?: string[];
};

/** A new tenant with its own wrapped data key (envelope encryption). */
export async function createTenant(
  db: Db,
  crypto: CryptoService,
  input: CreateTenantInput,
  actor: AuditEntry['actor'],
) {
  const slug = input.slug.trim();
  const name = input.name.trim();
  const logoUrl = input.logoUrl?.trim() || null;
  const emailRecipients = listOf(input.emailRecipients);
  const [problem] = createTenantProblems({ slug, name, logoUrl, emailRecipients });
  if (problem) throw tenantInputError(problem);

  const config = { ...(input.config ?? {}) };
  // The reception shows config.logoUrl; a logo given at creation is the practice's logo there too.
  if (logoUrl && !config.logoUrl) config.logoUrl = logoUrl;
  const row = await db.transaction(async (txAny) => {
    const tx = txAny as Db;
    const [created] = await tx
      .insert(tenantSettings)
      .values({
        tenantId: slug,
        name,
        emailRecipients,
        logoUrl,
        config,
        domains: input.domains ?? [],
        wrappedDataKey: crypto.newWrappedDataKey(),
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw tenantErrors.slugTaken(slug);
    // The administrator who opens a practice is its Praxisinhaber:in (issue 44): on a fresh install the
    // first administrator runs the practices they create, and the Team tab has its owner from the start.
    if (actor.kind === 'user')
      await tx
        .insert(userTenants)
        .values({ userId: actor.id, tenantId: created.id, practiceRole: 'inhaber' });
    await audit(tx, {
      actor,
      action: 'tenant.create',
      tenantId: created.id,
      target: { type: 'tenant', id: created.id },
      details: {
        slug: created.tenantId,
        name: created.name,
        ...(actor.kind === 'user' ? { owner: actor.id } : {}),
      },
    });
    return created;
  });
  return row;
}
