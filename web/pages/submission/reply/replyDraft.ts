// The reply dialog's text: the practice's template with the request's placeholders filled. A slot not chosen
// yet stays "{{datum}}"/"{{uhrzeit}}" (the server fills what is left); a text staff edited keeps their words
// and only follows a new date or time.
import { senderName } from '../../../../common/dashboard/submissionDisplay.ts';
import { referenceNumber } from '../../../../common/reception/referenceNumber.ts';
import {
  fillPlaceholders,
  formatReplyDate,
  formatReplyTime,
  replyValues,
} from '../../../../common/replies/placeholders.ts';
import type { ReplyTemplate } from '../../../../common/replies/replySchemas.ts';

export type ReplyText = { subject: string; body: string };
export type Slot = { date: string; time: string };

/** What {{datum}} and {{uhrzeit}} read as in the dialog for a slot (the placeholder itself until chosen). */
export const slotWords = (slot: Slot) => ({
  datum: formatReplyDate(slot.date) || '{{datum}}',
  uhrzeit: formatReplyTime(slot.time) || '{{uhrzeit}}',
});

export function draftOf(
  template: Pick<ReplyTemplate, 'subject' | 'body'>,
  request: { id: string; formData: Record<string, unknown> | null; practiceName: string },
  slot: Slot,
): ReplyText {
  const values = {
    ...replyValues({
      practice: request.practiceName,
      name: senderName(request.formData),
      reference: referenceNumber(request.id),
    }),
    ...slotWords(slot),
  };
  return {
    subject: fillPlaceholders(template.subject, values),
    body: fillPlaceholders(template.body, values),
  };
}

/** An edited text after the slot changed: the words of the old slot become those of the new one. */
export function followSlot(text: ReplyText, before: Slot, after: Slot): ReplyText {
  const from = slotWords(before);
  const to = slotWords(after);
  const swap = (value: string) => value.replaceAll(from.datum, to.datum).replaceAll(from.uhrzeit, to.uhrzeit);
  return { subject: swap(text.subject), body: swap(text.body) };
}
