// The practice's owner runs its team (issue 44): invites a colleague (a new account gets the invitation mail,
// an existing active one is added), changes a member's role, removes a member from the practice. Only the
// membership of this practice changes: the account, its platform role and its other practices stay. A
// practice keeps at least one owner; the owners' rows are locked while that is checked, so two owners
// demoting each other at once cannot leave none.
import { and, eq, sql } from 'drizzle-orm';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import { practiceTeamTexts as texts } from '../../common/texts/practiceTeam.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { tenantSettings, users, userTenants } from '../db/schema.ts';
import { AppError, errors } from '../errors.ts';
import { authorize } from '../policies/policy.ts';
import { findPracticeMember } from '../queries/practiceStaff.ts';
import { audit } from '../services/audit.ts';
import { createUser } from './createUser.ts';
import { type InviteDeps, inviteUser } from './inviteUser.ts';

const alreadyMember = () => new AppError('ALREADY_MEMBER', 409, texts.errors.alreadyMember);
const lastOwner = () => new AppError('LAST_OWNER', 409, texts.errors.lastOwner);
const memberNotFound = () => errors.notFound(texts.errors.memberNotFound);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function practiceSlug(db: Db, tenantId: string) {
  const [tenant] = await db
    .select({ slug: tenantSettings.tenantId })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.id, tenantId), sql`not (${tenantSettings.config} ? 'deletion')`));
  if (!tenant) throw errors.notFound(texts.errors.tenantNotFound);
  return tenant.slug;
}

const memberAudit = (
  actor: Actor,
  action: string,
  tenantId: string,
  userId: string,
  details: Record<string, unknown>,
) => ({
  actor: { kind: 'user' as const, id: actor.id },
  action,
  tenantId,
  target: { type: 'user', id: userId },
  details,
});

/** The member's row, locked for the change; 404 when the user does not belong to the practice. */
async function lockedMember(tx: Tx, tenantId: string, userId: string) {
  const [member] = await tx
    .select({ role: userTenants.practiceRole })
    .from(userTenants)
    .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.userId, userId)))
    .for('update');
  if (!member) throw memberNotFound();
  return member;
}

/** Throws LAST_OWNER when taking this member's owner role would leave the practice without one. */
async function keepAnOwner(tx: Tx, tenantId: string, userId: string) {
  const owners = await tx
    .select({ userId: userTenants.userId })
    .from(userTenants)
    .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.practiceRole, 'inhaber')))
    .for('update');
  if (owners.length === 1 && owners[0]!.userId === userId) throw lastOwner();
}

export async function addPracticeMember(
  deps: InviteDeps,
  actor: Actor,
  tenantId: string,
  input: { email: string; fullName: string; practiceRole: PracticeRole },
) {
  authorize(actor, 'practice.staff', { tenantId }, texts.errors.tenantNotFound);
  const { db } = deps.database;
  const slug = await practiceSlug(db, tenantId);
  const email = input.email.trim();
  const [existing] = await db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!existing) {
    const user = await createUser(
      db,
      {
        email,
        password: null,
        fullName: input.fullName,
        role: 'user',
        tenantSlugs: [slug],
        practiceRoles: { [slug]: input.practiceRole },
      },
      { kind: 'user', id: actor.id },
    );
    const invitation = await inviteUser(deps, actor, user.id);
    await audit(
      db,
      memberAudit(actor, 'practice_staff.invite', tenantId, user.id, { practice_role: input.practiceRole }),
    );
    return { member: (await findPracticeMember(db, tenantId, user.id))!, invitationSent: invitation.sent };
  }
  if (!existing.isActive) throw new AppError('USER_INACTIVE', 409, texts.errors.inactive);
  await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(userTenants)
      .values({ userId: existing.id, tenantId, practiceRole: input.practiceRole })
      .onConflictDoNothing()
      .returning({ userId: userTenants.userId });
    if (!added) throw alreadyMember();
    await audit(
      tx as Db,
      memberAudit(actor, 'practice_staff.add', tenantId, existing.id, { practice_role: input.practiceRole }),
    );
  });
  return { member: (await findPracticeMember(db, tenantId, existing.id))!, invitationSent: null };
}

export async function setPracticeRole(
  db: Db,
  actor: Actor,
  tenantId: string,
  userId: string,
  practiceRole: PracticeRole,
) {
  authorize(actor, 'practice.staff', { tenantId }, texts.errors.tenantNotFound);
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, tenantId, userId);
    if (member.role === practiceRole) return;
    if (member.role === 'inhaber') await keepAnOwner(tx, tenantId, userId);
    await tx
      .update(userTenants)
      .set({ practiceRole })
      .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.userId, userId)));
    await audit(
      tx as Db,
      memberAudit(actor, 'practice_staff.role', tenantId, userId, { from: member.role, to: practiceRole }),
    );
  });
  return (await findPracticeMember(db, tenantId, userId))!;
}

export async function removePracticeMember(db: Db, actor: Actor, tenantId: string, userId: string) {
  authorize(actor, 'practice.staff', { tenantId }, texts.errors.tenantNotFound);
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, tenantId, userId);
    if (member.role === 'inhaber') await keepAnOwner(tx, tenantId, userId);
    await tx
      .delete(userTenants)
      .where(and(eq(userTenants.tenantId, tenantId), eq(userTenants.userId, userId)));
    await audit(
      tx as Db,
      memberAudit(actor, 'practice_staff.remove', tenantId, userId, { practice_role: member.role }),
    );
  });
}
