// „Ihre Anfrage“'s API (issue 45): the shapes are common/patientPage/api.ts's, shared with the web page.
import { z } from 'zod';

export {
  codeBody,
  messageBody,
  openAnswer,
  openBody,
  patientMessage,
  patientPageView,
} from '../../../common/patientPage/api.ts';

export const requestParams = z.object({ id: z.uuid() });
export const consentParams = z.object({ id: z.uuid(), consentId: z.uuid() });
