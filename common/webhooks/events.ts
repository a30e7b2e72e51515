// The events a practice's webhook endpoint can ask for (issue 31), and the test event the admin's button sends.
export const WEBHOOK_EVENTS = [
  'submission.created',
  'submission.spam',
  'submission.processed',
  'anamnese.completed',
  'consent.signed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';
