// Switching on a two-factor requirement ("2FA für alle Admins", a practice's "2FA erforderlich") also ends the
// sessions of everyone it covers who has no second factor yet: their next request signs them out and the login
// leads them to the setup, instead of an older session carrying on without it (issue 43). The admin making the
// change keeps the session they make it from. Switching off ends nothing. Audited with the count.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { endSessionsOf } from '../auth/sessions.ts';
import { setAdminTwoFactorRequired } from '../auth/twoFactor.ts';
import type { Db } from '../db/connect.ts';
import { tenantSettings, users, userTenants, userTwoFactor } from '../db/schema.ts';
import { audit } from '../services/audit.ts';

type Change = { required: boolean; adminId: string; keepToken?: string };

/** Users (of the rows the query yields) without an enabled second factor: their ids. */
async function withoutSecondFactor(tx: Db, covered: 'admins' | { tenantId: string }) {
  const rows =
    covered === 'admins'
      ? await tx
          .select({ id: users.id })
          .from(users)
          .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
          .where(and(eq(users.role, 'admin'), isNull(userTwoFactor.enabledAt)))
      : // A practice's rule covers its staff; platform admins among its members follow the admins' rule.
        await tx
          .select({ id: userTenants.userId })
          .from(userTenants)
          .innerJoin(users, eq(users.id, userTenants.userId))
          .leftJoin(userTwoFactor, eq(userTwoFactor.userId, userTenants.userId))
          .where(
            and(
              eq(userTenants.tenantId, covered.tenantId),
              ne(users.role, 'admin'),
              isNull(userTwoFactor.enabledAt),
            ),
          );
  return rows.map((row) => row.id);
}

export async function setAdminsTwoFactorRequirement(db: Db, change: Change) {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await setAdminTwoFactorRequired(tx, change.required, change.adminId);
    const sessionsEnded = change.required
      ? await endSessionsOf(tx, await withoutSecondFactor(tx, 'admins'), change.keepToken)
      : 0;
    await audit(tx, {
      actor: { kind: 'user', id: change.adminId },
      action: 'two_factor.policy_changed',
      details: { scope: 'admins', required: change.required, sessions_ended: sessionsEnded },
    });
    return { sessionsEnded };
  });
}

export async function setPracticeTwoFactorRequirement(db: Db, tenantId: string, change: Change) {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await tx
      .update(tenantSettings)
      .set({ requireTwoFactor: change.required, updatedAt: new Date() })
      .where(eq(tenantSettings.id, tenantId));
    const sessionsEnded = change.required
      ? await endSessionsOf(tx, await withoutSecondFactor(tx, { tenantId }), change.keepToken)
      : 0;
    await audit(tx, {
      actor: { kind: 'user', id: change.adminId },
      action: 'two_factor.policy_changed',
      tenantId,
      target: { type: 'tenant', id: tenantId },
      details: { scope: 'tenant', required: change.required, sessions_ended: sessionsEnded },
    });
    return { sessionsEnded };
  });
}
