// An admin edits a practice: name, logo, recipients, domains, the reception configuration (spec 002 §3) and the
// notification settings. Keys of the stored configuration the edit does not name are kept as they are (later
// features keep their settings); a practice being deleted is not edited any more.
import { and, arrayOverlaps, eq, ne } from 'drizzle-orm';
import {
  listOf,
  normaliseDomain,
  type UpdateTenantBody,
  updateTenantProblems,
} from '../../common/admin/tenants.ts';
import { adminTenantTexts } from '../../common/texts/adminTenants.ts';
import type { Db } from '../db/connect.ts';
import { tenantSettings } from '../db/schema.ts';
import { errors } from '../errors.ts';
import { audit } from '../services/audit.ts';
import { tenantErrors, tenantInputError } from './createTenant.ts';

type Stored = Record<string, unknown>;
const sameList = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((item, i) => item === [...b].sort()[i]);
const objectOr = (value: unknown): Stored =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};

/**
 * `platform`: a platform admin edits; a practice's owner (practice.manage) may change everything but the
 * practice's domains, which decide which host serves which practice (403 PLATFORM_SETTING).
 */
export async function updateTenant(
  db: Db,
  actorId: string,
  tenantId: string,
  body: UpdateTenantBody,
  platform = true,
) {
  const name = (body.name ?? '').trim();
  const logoUrl = body.logo_url === undefined ? undefined : body.logo_url?.trim() || null;
  const emailRecipients = body.email_recipients === undefined ? undefined : listOf(body.email_recipients);
  const domains = body.domains === undefined ? undefined : listOf(body.domains).map(normaliseDomain);
  const [problem] = updateTenantProblems({ name, logoUrl, emailRecipients, domains, config: body.config });
  if (problem) throw tenantInputError(problem);

  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(tenantSettings).where(eq(tenantSettings.id, tenantId)).for('update');
    if (!row) throw errors.notFound(adminTenantTexts.errors.notFound);
    if (row.config.deletion) throw tenantErrors.deleting();
    if (!platform && domains && !sameList(domains, row.domains)) throw tenantErrors.platformSetting();

    if (domains?.length) {
      // A host must lead to one practice (tenants/resolveTenant.ts takes the first match).
      const [taken] = await tx
        .select({ domains: tenantSettings.domains })
        .from(tenantSettings)
        .where(and(ne(tenantSettings.id, tenantId), arrayOverlaps(tenantSettings.domains, domains)))
        .limit(1);
      if (taken) {
        const domain = domains.find((d) => taken.domains.includes(d)) ?? domains[0]!;
        throw tenantInputError(
          {
            code: 'TENANT_DOMAIN_TAKEN',
            field: 'domains',
            message: adminTenantTexts.errors.domainTaken(domain),
          },
          409,
        );
      }
    }

    const { features, ...receptionFields } = body.config ?? {};
    const config: Stored = {
      ...row.config,
      ...receptionFields,
      ...(features ? { features: { ...objectOr(row.config.features), ...features } } : {}),
      ...(body.notifications
        ? { notifications: { ...objectOr(row.config.notifications), ...body.notifications } }
        : {}),
    };
    const [updated] = await tx
      .update(tenantSettings)
      .set({
        name,
        config,
        updatedAt: new Date(),
        ...(logoUrl !== undefined ? { logoUrl } : {}),
        ...(emailRecipients ? { emailRecipients } : {}),
        ...(domains ? { domains } : {}),
        ...(body.reception_sees_anamnese !== undefined
          ? { receptionSeesAnamnese: body.reception_sees_anamnese }
          : {}),
      })
      .where(eq(tenantSettings.id, tenantId))
      .returning();
    await audit(tx as unknown as Db, {
      actor: { kind: 'user', id: actorId },
      action: 'tenant.update',
      tenantId,
      target: { type: 'tenant', id: tenantId },
      // Which parts changed, not their values.
      details: {
        fields: [
          'name',
          ...(logoUrl !== undefined ? ['logo_url'] : []),
          ...(emailRecipients ? ['email_recipients'] : []),
          ...(domains ? ['domains'] : []),
          ...(body.reception_sees_anamnese !== undefined ? ['reception_sees_anamnese'] : []),
          ...Object.keys(body.config ?? {}).map((key) => `config.${key}`),
          ...Object.keys(body.notifications ?? {}).map((key) => `notifications.${key}`),
        ],
      },
    });
    return updated!;
  });
}
