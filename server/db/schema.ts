// The whole data model (DESIGN §3). Table names follow the spec; health data columns hold ciphertext only
// (services/crypto), never plain values.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REQUEST_KIND_VALUES } from '../../common/intake/requestKinds.ts';
import { PRACTICE_ROLES } from '../../common/practiceRoles.ts';
import { REPLY_TEMPLATE_VALUES } from '../../common/replies/replyTemplateKinds.ts';
import { PATIENT_LANGUAGES } from '../../common/texts/patient/languages.ts';
import { WORKFLOW_STATE_VALUES } from '../../common/workflow.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const tenantSettings = pgTable('tenant_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  // The spec calls the slug tenant_id; our foreign keys point at id.
  tenantId: text('tenant_id').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  emailRecipients: text('email_recipients').array().notNull().default(sql`'{}'::text[]`),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
  // Envelope encryption: this tenant's data key, wrapped by the master key.
  wrappedDataKey: text('wrapped_data_key').notNull(),
  // Staff of this practice must use two-factor login (set by a platform admin).
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  // "Empfang sieht Anamnese" (issue 44): the owner lets the front desk read anamnese answers, AI texts, red
  // flags and consents; off by default (need to know, DSGVO Art. 9).
  receptionSeesAnamnese: boolean('reception_sees_anamnese').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // Set when an admin chose the password: the next login asks for the user's own before anything else.
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

export const userTenants = pgTable(
  'user_tenants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    // The role in this practice (issue 44; server/policies/practiceRules.ts): memberships older than roles
    // are Therapeut:in.
    practiceRole: text('practice_role', { enum: PRACTICE_ROLES }).notNull().default('therapeut'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tenantId] }),
    index('user_tenants_tenant_idx').on(t.tenantId),
    check('user_tenants_practice_role_check', sql`${t.practiceRole} in ('inhaber', 'therapeut', 'empfang')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token; the token itself is never stored.
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // The last request the user made (background polling excluded): the idle timeout counts from here.
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

// Single-use links that let a person set their password: 'reset' ("Passwort vergessen?", 30 minutes) and
// 'invitation' (a new user, 72 hours). Only the token's SHA-256 is stored; used_at marks it spent.
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'invitation'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_tokens_user_idx').on(t.userId, t.purpose),
    check('password_tokens_purpose_check', sql`${t.purpose} in ('reset', 'invitation')`),
  ],
);

// Failed logins per e-mail and per address, for throttling across server instances.
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.key, t.attemptedAt)],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    formType: text('form_type', {
      enum: ['contact', 'prescription', 'anamnese', 'bewerbung', 'training'],
    }).notNull(),
    formData: text('form_data').notNull(),
    isSpam: boolean('is_spam').notNull().default(false),
    isProcessed: boolean('is_processed').notNull().default(false),
    spamScore: integer('spam_score'),
    spamConfidence: real('spam_confidence'),
    // The filter's reasons name the patient's words: sealed with the practice's key (services/spam/sealedReasons.ts).
    spamReasons: text('spam_reasons'),
    // Set when staff mark spam/not spam; automatic scans never override such a mark.
    spamMarkedAt: timestamp('spam_marked_at', { withTimezone: true }),
    // The label staff trained the filter with, so changing one's mind can un-train it.
    spamLabel: text('spam_label', { enum: ['spam', 'ham'] }),
    // True when the optional AI second opinion decided the score.
    aiClassified: boolean('ai_classified').notNull().default(false),
    // Keyed hash of the normalised message, to see the same text sent again and again.
    contentHash: text('content_hash'),
    // How long the sender took to fill the form, when the form measured it (a spam signal, not form data).
    fillMs: integer('fill_ms'),
    quarantineStatus: text('quarantine_status', {
      enum: ['pending', 'processing', 'completed', 'failed'],
    })
      .notNull()
      .default('pending'),
    clientIpHash: text('client_ip_hash'),
    userAgent: text('user_agent'),
    prescriptionEncryptedUrl: text('prescription_encrypted_url'),
    generatedText: text('generated_text'),
    hasAnamnese: boolean('has_anamnese').notNull().default(false),
    // Single-use upload permission handed out by submitForm (hash only).
    uploadTokenHash: text('upload_token_hash'),
    uploadTokenExpiresAt: timestamp('upload_token_expires_at', { withTimezone: true }),
    // Single-use permission to attach the anamnese questionnaire, handed out with the request (hash only).
    anamneseTokenHash: text('anamnese_token_hash'),
    // Wrong magic-link codes; at 5 all codes of this submission lock.
    magicCodeFailures: integer('magic_code_failures').notNull().default(0),
    // The patient's e-mail address and phone number as the practice's keyed hashes (form data is encrypted), so
    // staff can find all requests of one patient for a data export or erasure. Set when scored.
    patientEmailKey: text('patient_email_key'),
    patientPhoneKey: text('patient_phone_key'),
    // A retention hold ("Aufbewahren"): the daily retention job keeps this submission past its period.
    retentionHeldAt: timestamp('retention_held_at', { withTimezone: true }),
    // No foreign key: intake would pay its check, and deleting a user would scan every submission (audit says who).
    retentionHeldBy: uuid('retention_held_by'),
    // Staff's reason for the hold, sealed with the practice's key (it may name the patient).
    retentionHoldReason: text('retention_hold_reason'),
    // What the patient chose (common/intake/requestKinds.ts): finer than form_type, set at intake; rows from
    // before it get theirs from their stored data (services/requestKindBackfill.ts). Null only until then.
    requestKind: text('request_kind', { enum: REQUEST_KIND_VALUES }),
    // The language the patient used the reception in (issue 29); null: German, or a website's own form.
    patientLanguage: text('patient_language', { enum: PATIENT_LANGUAGES }),
    // The desk's workflow (common/workflow.ts): Neu → In Bearbeitung → Erledigt. Erledigt is the spec's
    // is_processed; a trigger keeps the two equal whichever one a write sets (migration 0014).
    workflowState: text('workflow_state', { enum: WORKFLOW_STATE_VALUES }).notNull().default('neu'),
    // The staff member on it. No foreign key for intake's sake, as retentionHeldBy; a deleted user's requests
    // read as not assigned (the presenter finds no such user).
    assigneeId: uuid('assignee_id'),
    // Optimistic concurrency of the workflow (state, owner, notes): a write names the version it saw.
    workflowVersion: integer('workflow_version').notNull().default(0),
    // When someone of the practice first opened the detail: until then the card says "Neu".
    openedAt: timestamp('opened_at', { withTimezone: true }),
    // The patient's page (issue 45): when the patient last wrote and nobody of the practice has read it since
    // (the inbox's „Antwort der Patientin“); null once staff open the detail or answer.
    patientRepliedAt: timestamp('patient_replied_at', { withTimezone: true }),
    // When staff last asked for the anamnese: its token (anamnese_token_hash) then lives from here, not from
    // the request's creation (commands/anamneseToken.ts).
    anamneseRequestedAt: timestamp('anamnese_requested_at', { withTimezone: true }),
    // When the request's words went into submission_search_terms (at scoring; older rows by a backfill).
    searchIndexedAt: timestamp('search_indexed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Ascending on purpose: a backward scan gives ORDER BY created_at DESC (drizzle's .desc() means NULLS LAST,
    // which a plain DESC order cannot use). id breaks ties, so paging is stable and needs no sort.
    index('form_submissions_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('form_submissions_tenant_type_created_idx').on(t.tenantId, t.formType, t.createdAt, t.id),
    index('form_submissions_tenant_spam_created_idx').on(t.tenantId, t.isSpam, t.createdAt, t.id),
    // The per-address limit asks for (address, practice, last 10 minutes): both equalities lead, so the planner
    // takes this index even when one practice has a flood of recent rows.
    index('form_submissions_ip_created_idx').on(t.clientIpHash, t.tenantId, t.createdAt),
    // Partial: new submissions get their hash only when scored, so intake does not pay for this index. The hash
    // alone leads and the probe counts the practice in a FILTER, not in WHERE: with the practice in WHERE, a
    // planner whose statistics predate a new practice's burst took a (tenant, …) index and read the whole day.
    index('form_submissions_content_hash_idx')
      .on(t.contentHash, t.createdAt)
      .where(sql`content_hash is not null`),
    check('form_submissions_spam_label_check', sql`${t.spamLabel} in ('spam', 'ham')`),
    check(
      'form_submissions_form_type_check',
      sql`${t.formType} in ('contact', 'prescription', 'anamnese', 'bewerbung', 'training')`,
    ),
    check(
      'form_submissions_quarantine_check',
      sql`${t.quarantineStatus} in ('pending', 'processing', 'completed', 'failed')`,
    ),
    check('form_submissions_spam_score_check', sql`${t.spamScore} between 0 and 100`),
    index('form_submissions_quarantine_idx')
      .on(t.quarantineStatus)
      .where(sql`quarantine_status in ('pending', 'processing')`),
    index('form_submissions_patient_email_idx')
      .on(t.tenantId, t.patientEmailKey)
      .where(sql`patient_email_key is not null`),
    index('form_submissions_patient_phone_idx')
      .on(t.tenantId, t.patientPhoneKey)
      .where(sql`patient_phone_key is not null`),
    index('form_submissions_tenant_kind_created_idx').on(t.tenantId, t.requestKind, t.createdAt, t.id),
    index('form_submissions_tenant_state_created_idx').on(t.tenantId, t.workflowState, t.createdAt, t.id),
    index('form_submissions_tenant_assignee_created_idx')
      .on(t.tenantId, t.assigneeId, t.createdAt, t.id)
      .where(sql`assignee_id is not null`),
    // The live inbox asks for the practice's unopened, not-spam requests on every poll: a small partial index.
    index('form_submissions_tenant_unopened_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`opened_at is null and is_spam = false`),
    check(
      'form_submissions_workflow_state_check',
      sql`${t.workflowState} in ('neu', 'in_bearbeitung', 'erledigt')`,
    ),
  ],
);

// Internal notes of the practice's staff on a request (issue 28). The text is sealed with the practice's key.
export const submissionNotes = pgTable(
  'submission_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    // Kept when the author is deleted: the note stays, its author reads "Gelöschter Benutzer".
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('submission_notes_submission_idx').on(t.submissionId, t.createdAt)],
);

// A practice's reply templates (issue 28), edited by admins; the built-in texts apply until one is saved.
export const replyTemplates = pgTable(
  'reply_templates',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REPLY_TEMPLATE_VALUES }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind] }),
    check(
      'reply_templates_kind_check',
      sql`${t.kind} in ('terminvorschlag', 'rueckrufbitte', 'absage_bestaetigt', 'rezept_fehlt', 'frei')`,
    ),
  ],
);

// Staff's e-mail answers to a patient (issue 28): subject and text sealed (staff may type health data), sent
// by the job send-reply with retries; the status is the request's history.
export const submissionReplies = pgTable(
  'submission_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    template: text('template', { enum: REPLY_TEMPLATE_VALUES }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    errorMessage: text('error_message'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('submission_replies_submission_idx').on(t.submissionId, t.createdAt),
    check('submission_replies_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

// The search index (issue 28): one row per word of a request, the word as the practice's keyed hash of its
// normalized form (common/search/normalizeWords.ts), so a database dump shows no word.
export const submissionSearchTerms = pgTable(
  'submission_search_terms',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    termHash: text('term_hash').notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.termHash, t.submissionId] }),
    index('submission_search_terms_submission_idx').on(t.submissionId),
  ],
);

export const submissionFiles = pgTable('submission_files', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => formSubmissions.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

export const emailLogs = pgTable(
  'email_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    errorMessage: text('error_message'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_logs_submission_idx').on(t.submissionId, t.sentAt),
    check('email_logs_status_check', sql`${t.status} in ('sent', 'failed')`),
  ],
);

export const magicLinkTokens = pgTable(
  'magic_link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('magic_link_tokens_submission_idx').on(t.submissionId)],
);

export const anamneseSubmissions = pgTable(
  'anamnese_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    // One anamnese per submission.
    originalSubmissionId: uuid('original_submission_id')
      .notNull()
      .unique()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    encryptedAnswers: text('encrypted_answers').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    // Like every submission: the sender's address as a keyed hash (DESIGN §5) and the user agent.
    clientIpHash: text('client_ip_hash'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  // The per-address limit probes one sender at one practice (as form_submissions_ip_created_idx).
  (t) => [index('anamnese_submissions_ip_created_idx').on(t.clientIpHash, t.tenantId, t.createdAt)],
);

export const anamneseAiSummaries = pgTable(
  'anamnese_ai_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    anamneseSubmissionId: uuid('anamnese_submission_id')
      .notNull()
      .references(() => anamneseSubmissions.id, { onDelete: 'cascade' }),
    encryptedSummary: text('encrypted_summary').notNull(),
    aiModel: text('ai_model').notNull(),
    tokensUsed: integer('tokens_used').notNull().default(0),
    processingTimeMs: integer('processing_time_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('anamnese_ai_summaries_anamnese_idx').on(t.anamneseSubmissionId, t.createdAt)],
);

// The machine translation of a request's free text into German for staff (issue 29): one per request, sealed
// with the practice's key like the form data, kept so the model is not asked again.
export const submissionTranslations = pgTable('submission_translations', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => formSubmissions.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenantSettings.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  model: text('model').notNull(),
  createdAt: createdAt(),
});

export const ipBlacklist = pgTable(
  'ip_blacklist',
  {
    // HMAC-SHA-256 of the listed client key or network (services/ipHash), never the address itself.
    ipHash: text('ip_hash').primaryKey(),
    // A fixed text (common/texts/blacklist.ts), never an address.
    reason: text('reason'),
    // 'manual' (an admin) or 'automatic' (repeated spam, commands/autoBlock.ts).
    source: text('source').notNull().default('manual'),
    // What an admin listed (family 4 | 6 and prefix length; /32 and IPv6 /64 are one client's key); null for
    // automatic entries (a client's key) and entries from before issue 43 (one address).
    family: smallint('family'),
    prefixLength: smallint('prefix_length'),
    // The block ends by itself then (automatic entries always; manual ones when the admin said so).
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ip_blacklist_source_check', sql`${t.source} in ('manual', 'automatic')`),
    check(
      'ip_blacklist_network_check',
      sql`(${t.family} is null and ${t.prefixLength} is null) or (${t.family} = 4 and ${t.prefixLength} between 8 and 32) or (${t.family} = 6 and ${t.prefixLength} between 16 and 64)`,
    ),
    index('ip_blacklist_network_idx').on(t.family, t.prefixLength).where(sql`${t.prefixLength} is not null`),
  ],
);

export type PackageFeatures = {
  included_users: number;
  included_forms: number;
  included_addons: string[];
  benefits: string[];
};

export const membershipPackages = pgTable('membership_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  monthlyPrice: numeric('monthly_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  yearlyPrice: numeric('yearly_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isBeta: boolean('is_beta').notNull().default(false),
  features: jsonb('features').$type<PackageFeatures>().notNull(),
  createdAt: createdAt(),
});

export type MembershipAddon = { id: string; quantity: number };

export const userMemberships = pgTable(
  'user_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => membershipPackages.id),
    addons: jsonb('addons').$type<MembershipAddon[]>().notNull().default([]),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A user has at most one active membership (spec 001 §4).
  (t) => [
    uniqueIndex('user_memberships_active_idx').on(t.userId).where(sql`status = 'active'`),
    check('user_memberships_status_check', sql`${t.status} in ('active', 'cancelled')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind', {
      enum: ['user', 'public', 'system', 'cli', 'magic_link', 'patient'],
    }).notNull(),
    action: text('action').notNull(),
    tenantId: uuid('tenant_id').references(() => tenantSettings.id, { onDelete: 'set null' }),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_created_idx').on(t.actorUserId, t.createdAt),
  ],
);

// Generated secrets shared by every server instance (public website key, IP-hash secret).
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// The learned spam filter: document frequencies per token, one model per scope ('global' or a tenant uuid).
export const spamModelTokens = pgTable(
  'spam_model_tokens',
  {
    scope: text('scope').notNull(),
    token: text('token').notNull(),
    // Fractional: the seed corpus weighs its languages (seedCorpus.ts classBalance); a staff mark counts 1.
    spam: doublePrecision('spam').notNull().default(0),
    ham: doublePrecision('ham').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.token] })],
);

export const spamModelStats = pgTable('spam_model_stats', {
  scope: text('scope').primaryKey(),
  spamDocs: doublePrecision('spam_docs').notNull().default(0),
  hamDocs: doublePrecision('ham_docs').notNull().default(0),
  // Bumped on every training, so other server instances know to reload.
  version: integer('version').notNull().default(0),
  // The global model only: fingerprint of the seed corpus and tokenizer it was built from; a change reseeds it.
  seed: text('seed'),
  updatedAt: updatedAt(),
});

// Counts for the dashboard's stats and page totals, kept by triggers on form_submissions and
// anamnese_submissions (migration 0004): reading them costs the same at 1,000 or 1,000,000 submissions.
export const submissionCounters = pgTable(
  'submission_counters',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    formType: text('form_type').notNull(),
    isSpam: boolean('is_spam').notNull(),
    isProcessed: boolean('is_processed').notNull(),
    // Each database connection counts into its own shard, so concurrent inserts never wait on one hot row.
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.formType, t.isSpam, t.isProcessed, t.shard] })],
);

export const anamneseCounters = pgTable(
  'anamnese_counters',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.shard] })],
);

// Exactly-once mail delivery (services/mail/deliveries.ts): one row per kind, key and recipient, claimed before
// sending. The key is the submission's id, or practice and Berlin day of a spam digest (which has no submission). The
// patient's address is never stored here: its recipient is a fixed label (form_data holds it, encrypted).
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id').references(() => formSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['notification', 'patient_confirmation', 'spam_digest'] }).notNull(),
    deliveryKey: text('delivery_key').notNull(),
    recipient: text('recipient').notNull(),
    // pending: a temporary failure, claimable again; sending: claimed; sent; failed: refused for good.
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_key_idx').on(t.kind, t.deliveryKey, t.recipient),
    // Deleting a submission finds its rows (cascade) without a scan.
    index('notification_deliveries_submission_idx').on(t.submissionId).where(sql`submission_id is not null`),
    check(
      'notification_deliveries_kind_check',
      sql`${t.kind} in ('notification', 'patient_confirmation', 'spam_digest')`,
    ),
    check(
      'notification_deliveries_status_check',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);

// Platform-wide settings chosen by admins (e.g. two-factor login required for every admin), one row per name.
export const platformSettings = pgTable('platform_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

// Retention periods per practice and category (a form type, or 'spam' for anything marked spam). No row: the
// preset of common/retention.ts applies. period_days null: kept for ever, only where an admin chose so.
export const retentionPolicies = pgTable(
  'retention_policies',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    category: text('category', {
      enum: ['spam', 'contact', 'prescription', 'anamnese', 'bewerbung', 'training'],
    }).notNull(),
    periodDays: integer('period_days'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.category] }),
    check(
      'retention_policies_category_check',
      sql`${t.category} in ('spam', 'contact', 'prescription', 'anamnese', 'bewerbung', 'training')`,
    ),
    check('retention_policies_period_check', sql`${t.periodDays} is null or ${t.periodDays} > 0`),
  ],
);

// One run of the daily retention job.
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: ['running', 'completed', 'failed'] }).notNull(),
    deletedCount: integer('deleted_count').notNull().default(0),
    // An error id or message of our own code, never content.
    error: text('error'),
  },
  (t) => [
    index('retention_runs_started_idx').on(t.startedAt),
    check('retention_runs_status_check', sql`${t.status} in ('running', 'completed', 'failed')`),
  ],
);

// What a retention run deleted, without any content: kind, how many, which period, when.
export const deletionRecords = pgTable(
  'deletion_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: uuid('run_id').references(() => retentionRuns.id, { onDelete: 'set null' }),
    tenantId: uuid('tenant_id').references(() => tenantSettings.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    periodDays: integer('period_days').notNull(),
    submissions: integer('submissions').notNull(),
    files: integer('files').notNull().default(0),
    anamnesen: integer('anamnesen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('deletion_records_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

// Two-factor login (TOTP, RFC 6238). The secret is wrapped by the master key and bound to the user;
// enabled_at null means setup was started but not yet confirmed with a code.
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  wrappedSecret: text('wrapped_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  // The last accepted time step, so one code cannot be used twice.
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

// Single-use recovery codes, hashed (never stored in clear).
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

// The step between a right password and a session: the second factor ('totp'), a required setup ('setup') or
// the user's own password in place of one an admin set ('password').
// Only the token's SHA-256 is stored; the session cookie is issued when the step is done.
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['totp', 'setup', 'password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_challenges_user_idx').on(t.userId),
    check('login_challenges_kind_check', sql`${t.kind} in ('totp', 'setup', 'password')`),
  ],
);

// Consent documents and signatures (issue 30). A document is what an admin edits (the draft, sealed with the
// practice's key: the text is the practice's, but what a practice asks of its patients is its own business);
// publishing copies the draft into a new version that never changes again. Which request kinds need a version
// and whether it is required stay in the clear: the reception chooses by them.
export const consentDocuments = pgTable(
  'consent_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    /** Sealed ConsentContent (common/consent/content.ts): what the next version will say. */
    draft: text('draft').notNull(),
    /** The template it started from (common/consent/templates.ts), or null. */
    template: text('template'),
    /** Archived documents are asked for no new request; their versions and signatures stay. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_documents_tenant_idx').on(t.tenantId, t.createdAt)],
);

export const consentDocumentVersions = pgTable(
  'consent_document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => consentDocuments.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    requestKinds: text('request_kinds').array().notNull(),
    required: boolean('required').notNull(),
    /** Sealed ConsentContent; never updated. */
    content: text('content').notNull(),
    /** SHA-256 (hex) of the canonical content (services/consent/documentHash.ts): what a signature names. */
    contentSha256: text('content_sha256').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('consent_document_versions_document_version_idx').on(t.documentId, t.version)],
);

// One row per document version a request needs, made when the request is stored (pending), answered by the
// patient (signed or declined) with sealed evidence, and maybe revoked later by staff. Deleted with the request
// (retention follows the request's category; a held request keeps its signatures).
export const submissionConsents = pgTable(
  'submission_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => consentDocumentVersions.id),
    status: text('status').notNull().default('pending'),
    /** Server time of the signature or refusal. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Sealed ConsentEvidence (common/consent/evidence.ts). */
    evidence: text('evidence'),
    /** HMAC-SHA-256 of the evidence's digest under the server's keyed-hash key (services/consent/seal.ts). */
    seal: text('seal'),
    /** The day the patient withdrew a signed consent, as staff recorded it. */
    revokedOn: text('revoked_on'),
    /** Sealed { note } staff wrote with the revocation. */
    revocation: text('revocation'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('submission_consents_submission_version_idx').on(t.submissionId, t.versionId),
    index('submission_consents_version_idx').on(t.versionId),
    check('submission_consents_status_check', sql`${t.status} in ('pending', 'signed', 'declined')`),
  ],
);

// The patient's way to the signing page: one link made with the request (answered to the reception) and one
// per confirmation mail. Only the SHA-256 of the token is stored; a link ends after its days or once every
// document of the request is answered (used_at).
export const consentLinks = pgTable(
  'consent_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('consent_links_submission_idx').on(t.submissionId)],
);

// The patient's page (issue 45, docs/patient-page.md). A link is a random token of which only the SHA-256 is
// stored, one per mail to the patient, valid for its days. Opening it on a device the request does not know
// mails a 6-digit code (its keyed hash bound to the request here) to the patient's address.
export const patientPageLinks = pgTable(
  'patient_page_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codesSent: integer('codes_sent').notNull().default(0),
    failedCodes: integer('failed_codes').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('patient_page_links_submission_idx').on(t.submissionId)],
);

// What the patient wrote on their page: sealed with the practice's key like form data. read_at: when someone
// of the practice first saw it in the detail.
export const patientMessages = pgTable(
  'patient_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('patient_messages_submission_idx').on(t.submissionId, t.createdAt)],
);

// What staff asked of the patient on their page: the anamnese, or the signature of one consent (its pending
// submission_consents row). Done when the patient answered it, cancelled when staff took it back.
export const patientTasks = pgTable(
  'patient_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['anamnese', 'signature'] }).notNull(),
    consentId: uuid('consent_id').references(() => submissionConsents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('patient_tasks_submission_idx').on(t.submissionId, t.createdAt),
    check('patient_tasks_kind_check', sql`${t.kind} in ('anamnese', 'signature')`),
    check('patient_tasks_status_check', sql`${t.status} in ('open', 'done')`),
    check('patient_tasks_consent_check', sql`(${t.kind} = 'signature') = (${t.consentId} is not null)`),
  ],
);

// Webhooks (issue 31): a practice's endpoints and the log of what was sent to them. The URL and the chosen
// events say nothing about a patient and stay in the clear; the signing secret is sealed with the practice's
// key. A delivery stores the event and ids only, never the body: the body is built anew at each attempt.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    /** Opt-in: the body carries the request as FHIR resources (health data) instead of ids only. */
    fullData: boolean('full_data').notNull().default(false),
    /** Sealed "whsec_…" secret. */
    secret: text('secret').notNull(),
    /** After a rotation the old secret signs too (a second signature) until this time. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** Set when a receiver answered 410 Gone or an admin paused the endpoint. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_tenant_idx').on(t.tenantId),
    check('webhook_endpoints_disabled_reason_check', sql`${t.disabledReason} in ('gone', 'paused')`),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenantSettings.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks message id (webhook-id), the same for every attempt: "msg_…". */
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    submissionId: uuid('submission_id').references(() => formSubmissions.id, { onDelete: 'cascade' }),
    /** The event's own time (the body's timestamp), fixed at the first attempt's creation. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    /** A short, content-free reason ("timeout", "address refused", "HTTP 500"). */
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_submission_idx').on(t.submissionId),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
