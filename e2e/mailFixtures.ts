// The practice whose mails the notification and magic-link browser tests read (seeded by e2e/server.ts). It has
// two recipients, so one request gives two mails with their own links and codes. The other seeded practices
// have no recipients: their submissions send nothing, so the detail specs see no e-mail logs.
export const MAIL_TENANT = {
  slug: 'physio-post',
  name: 'Physio Post',
  recipients: ['empfang@physio-post.test', 'leitung@physio-post.test'],
} as const;

/** Staff of MAIL_TENANT only. */
export const MAIL_STAFF = { email: 'post@praxis.test', password: 'Post-Passw0rt!' };
