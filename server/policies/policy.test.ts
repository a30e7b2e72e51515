import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.ts';
import type { AppError } from '../errors.ts';
import { authorize, can } from './policy.ts';

const user: Actor = {
  kind: 'user',
  id: 'u',
  email: 'u@x.de',
  fullName: 'U',
  role: 'user',
  tenantIds: ['t1'],
};
const admin: Actor = { ...user, role: 'admin', tenantIds: [] };

describe('policy', () => {
  it('lets staff act on their own tenant only', () => {
    expect(can(user, 'submission.read', { tenantId: 't1' })).toBe(true);
    expect(can(user, 'submission.read', { tenantId: 't2' })).toBe(false);
    expect(can(admin, 'submission.delete', { tenantId: 't2' })).toBe(true);
    expect(can(null, 'submission.read', { tenantId: 't1' })).toBe(false);
  });

  it('keeps platform administration for admins', () => {
    expect(can(user, 'user.manage', null)).toBe(false);
    expect(can(admin, 'user.manage', null)).toBe(true);
    expect(can(user, 'membership.readOwn', null)).toBe(true);
  });

  it("answers 404 for another tenant's data, 403 for admin actions, 401 without actor", () => {
    const status = (fn: () => void) => {
      try {
        fn();
        return 200;
      } catch (error) {
        return (error as AppError).status;
      }
    };
    expect(status(() => authorize(user, 'submission.read', { tenantId: 't2' }))).toBe(404);
    expect(status(() => authorize(user, 'blacklist.manage', null))).toBe(403);
    expect(status(() => authorize(null, 'blacklist.manage', null))).toBe(401);
    expect(status(() => authorize(user, 'submission.read', { tenantId: 't1' }))).toBe(200);
  });
});
