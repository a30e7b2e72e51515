import { describe, expect, it } from 'vitest';
import {
  type AdminUser,
  DEFAULT_USER_SORT,
  filterUsers,
  NO_TENANT_FILTER,
  sortUsers,
  tenantLabel,
  userStats,
} from './usersView.ts';

const tenants = [
  { slug: 'physio-mitte', name: 'Physio Mitte' },
  { slug: 'zahn-sued', name: 'Zahnpraxis Süd' },
];
let n = 0;
const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: `00000000-0000-4000-8000-00000000000${n++}`,
  email: 'x@praxis.test',
  full_name: 'X',
  role: 'user',
  is_active: true,
  tenants: [],
  created_at: '2026-01-01T00:00:00Z',
  ...overrides,
});
const anna = user({
  full_name: 'anna Ärztin',
  email: 'anna@mitte.test',
  tenants: ['physio-mitte'],
  created_at: '2026-03-01T00:00:00Z',
});
const oezlem = user({
  full_name: 'Özlem Yılmaz',
  email: 'oezlem@sued.test',
  tenants: ['zahn-sued'],
  role: 'admin',
  created_at: '2026-01-01T00:00:00Z',
});
const bernd = user({
  full_name: 'Bernd Brandt',
  email: 'bernd@test',
  is_active: false,
  created_at: '2026-02-01T00:00:00Z',
});
const zora = user({ full_name: 'Zora Zimmer', email: 'zora@test', role: 'admin', tenants: [] });
const all = [zora, bernd, oezlem, anna];
const names = (list: AdminUser[]) => list.map((u) => u.full_name);

describe('userStats', () => {
  it('counts total, admins, users, active and inactive', () => {
    expect(userStats(all)).toEqual({ total: 4, admins: 2, users: 2, active: 3, inactive: 1 });
    expect(userStats([])).toEqual({ total: 0, admins: 0, users: 0, active: 0, inactive: 0 });
  });
});

describe('filterUsers', () => {
  const none = { search: '', role: 'all', tenant: '' } as const;
  it('searches name, e-mail, tenant name and slug, ignoring case and accents', () => {
    expect(names(filterUsers(all, { ...none, search: 'ozlem' }, tenants))).toEqual(['Özlem Yılmaz']);
    expect(names(filterUsers(all, { ...none, search: 'ANNA@' }, tenants))).toEqual(['anna Ärztin']);
    expect(names(filterUsers(all, { ...none, search: 'zahnpraxis sud' }, tenants))).toEqual(['Özlem Yılmaz']);
    expect(names(filterUsers(all, { ...none, search: 'physio-mitte' }, tenants))).toEqual(['anna Ärztin']);
    expect(filterUsers(all, { ...none, search: 'niemand' }, tenants)).toEqual([]);
  });

  it('filters by role and tenant (or users without one)', () => {
    expect(names(filterUsers(all, { ...none, role: 'admin' }, tenants))).toEqual([
      'Zora Zimmer',
      'Özlem Yılmaz',
    ]);
    expect(names(filterUsers(all, { ...none, tenant: 'zahn-sued' }, tenants))).toEqual(['Özlem Yılmaz']);
    expect(names(filterUsers(all, { ...none, tenant: NO_TENANT_FILTER }, tenants))).toEqual([
      'Zora Zimmer',
      'Bernd Brandt',
    ]);
    expect(filterUsers(all, { ...none, role: 'user', tenant: 'zahn-sued' }, tenants)).toEqual([]);
  });
});

describe('sortUsers', () => {
  it('defaults to full name ascending, German collation', () => {
    expect(names(sortUsers(all, DEFAULT_USER_SORT, tenants))).toEqual([
      'anna Ärztin',
      'Bernd Brandt',
      'Özlem Yılmaz',
      'Zora Zimmer',
    ]);
  });

  it('sorts by e-mail, role, tenant and created date, both directions', () => {
    expect(names(sortUsers(all, { key: 'email', direction: 'desc' }, tenants))[0]).toBe('Zora Zimmer');
    expect(names(sortUsers(all, { key: 'role', direction: 'asc' }, tenants))).toEqual([
      'Özlem Yılmaz',
      'Zora Zimmer',
      'anna Ärztin',
      'Bernd Brandt',
    ]);
    expect(names(sortUsers(all, { key: 'tenant', direction: 'asc' }, tenants))).toEqual([
      'Bernd Brandt', // "–"
      'Zora Zimmer', // "Alle Mandanten"
      'anna Ärztin', // Physio Mitte
      'Özlem Yılmaz', // Zahnpraxis Süd
    ]);
    expect(names(sortUsers(all, { key: 'created_at', direction: 'desc' }, tenants))).toEqual([
      'anna Ärztin',
      'Bernd Brandt',
      'Özlem Yılmaz',
      'Zora Zimmer',
    ]);
  });
});

describe('tenantLabel', () => {
  it('names the tenants; an admin without any sees all, a user without any none', () => {
    expect(tenantLabel({ role: 'user', tenants: ['physio-mitte', 'zahn-sued'] }, tenants)).toBe(
      'Physio Mitte, Zahnpraxis Süd',
    );
    expect(tenantLabel({ role: 'admin', tenants: [] }, tenants)).toBe('Alle Mandanten');
    expect(tenantLabel({ role: 'user', tenants: [] }, tenants)).toBe('–');
    expect(tenantLabel({ role: 'user', tenants: ['weg'] }, tenants)).toBe('weg');
  });
});
