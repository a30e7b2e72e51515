// Where a reply to a patient stands: queued until the send-reply job delivered it (sent) or gave up (failed).
export const REPLY_STATUS_VALUES = ['queued', 'sent', 'failed'] as const;
export type ReplyStatus = (typeof REPLY_STATUS_VALUES)[number];
