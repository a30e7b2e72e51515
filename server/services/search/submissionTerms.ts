// What of a request the search finds it by: the sender's name, e-mail address and phone number as the dashboard
// reads them, and the free text the spam filter reads (message and the other typed fields).
import { senderEmail, senderName } from '../../../common/dashboard/submissionDisplay.ts';
import { requestTerms } from '../../../common/search/normalizeWords.ts';
import { normalisePhone, senderPhone } from '../patientKeys.ts';
import { extractText } from '../spam/extractText.ts';

export function submissionTerms(formData: Record<string, unknown>): string[] {
  const phone = senderPhone(formData);
  return requestTerms({
    name: senderName(formData),
    email: senderEmail(formData),
    phoneDigits: phone ? normalisePhone(phone) : null,
    text: extractText(formData).text,
  });
}
