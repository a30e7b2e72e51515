import { describe, expect, it } from 'vitest';
import type { PracticeRole } from '../../common/practiceRoles.ts';
import type { Actor } from '../auth/actor.ts';
import type { AppError } from '../errors.ts';
import { allowedInPractice, authorize, can } from './policy.ts';

const member = (role: PracticeRole, receptionSeesAnamnese = false): Actor => ({
  kind: 'user',
  id: 'u',
  email: 'u@x.de',
  fullName: 'U',
  role: 'user',
  tenantIds: ['t1'],
  practices: { t1: { role, receptionSeesAnamnese } },
});
const user = member('therapeut');
const admin: Actor = { ...user, role: 'admin', tenantIds: [], practices: {} };

const status = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as AppError).status;
  }
};

describe('policy', () => {
  it('lets staff act on their own tenant only', () => {
    expect(can(user, 'submission.read', { tenantId: 't1' })).toBe(true);
    expect(can(user, 'submission.read', { tenantId: 't2' })).toBe(false);
    expect(can(admin, 'submission.delete', { tenantId: 't2' })).toBe(true);
    expect(can(null, 'submission.read', { tenantId: 't1' })).toBe(false);
  });

  it('keeps platform administration for admins', () => {
    expect(can(user, 'user.manage', null)).toBe(false);
    expect(can(member('inhaber'), 'tenant.manage', null)).toBe(false);
    expect(can(admin, 'user.manage', null)).toBe(true);
    expect(can(user, 'membership.readOwn', null)).toBe(true);
  });

  it('gives the front desk the clinical part only where the practice allows it', () => {
    const clinical = { tenantId: 't1' };
    expect(can(member('empfang'), 'submission.readClinical', clinical)).toBe(false);
    expect(can(member('empfang', true), 'submission.readClinical', clinical)).toBe(true);
    expect(can(member('empfang', true), 'submission.delete', clinical)).toBe(false);
    expect(can(member('therapeut'), 'submission.readClinical', clinical)).toBe(true);
    expect(allowedInPractice(member('inhaber'), 't1')).toContain('practice.staff');
    expect(allowedInPractice(member('empfang'), 't2')).toEqual([]);
  });

  it("answers 404 for another tenant's data, 403 for what the role does not allow, 401 without actor", () => {
    expect(status(() => authorize(user, 'submission.read', { tenantId: 't2' }))).toBe(404);
    expect(status(() => authorize(member('empfang'), 'submission.delete', { tenantId: 't1' }))).toBe(403);
    expect(status(() => authorize(member('inhaber'), 'practice.manage', { tenantId: 't2' }))).toBe(404);
    expect(status(() => authorize(user, 'blacklist.manage', null))).toBe(403);
    expect(status(() => authorize(null, 'blacklist.manage', null))).toBe(401);
    expect(status(() => authorize(user, 'submission.read', { tenantId: 't1' }))).toBe(200);
  });
});
