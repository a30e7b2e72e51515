// Accounts that the e2e server bootstrap (e2e/server.ts) seeds.
export const ADMIN = { email: 'admin@praxis.test', password: 'Admin-Passw0rt!' };
export const USER = { email: 'staff@praxis.test', password: 'Staff-Passw0rt!' };
export const E2E_TENANT = { slug: 'physio-mitte', name: 'Physio Mitte' };
