// Accounts and practices that the e2e server bootstrap (e2e/server.ts) seeds.
export const ADMIN = { email: 'admin@praxis.test', password: 'Admin-Passw0rt!' };
export const USER = { email: 'staff@praxis.test', password: 'Staff-Passw0rt!' };
/** Staff of both practices: sees the tenant selector. */
export const MULTI_USER = { email: 'zwei@praxis.test', password: 'Zwei-Passw0rt!' };
/** Staff without any practice yet: sees the no-tenant message. */
export const UNASSIGNED_USER = { email: 'neu@praxis.test', password: 'Neu-Passw0rt!' };
/** A practice with the full reception configuration of the demo (all features on, businessType medical). */
export const E2E_TENANT = { slug: 'physio-mitte', name: 'Physio Mitte' };
/** Cancellation by phone only, self-pay off, businessType non-medical. */
export const CALL_ONLY_TENANT = { slug: 'physio-anruf', name: 'Physio Anruf' };
