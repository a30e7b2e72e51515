import { useNavigate } from 'react-router';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { requestToken } from '../signing/signingToken.ts';
import { useReceptionLink } from './receptionLink.ts';
import type { SubmissionSuccessState } from './routeState.ts';

/** After a booking request: the success page, which offers the medical history next (spec 002 §4). */
export function useGoToSubmissionSuccess(type: SubmissionSuccessState['type']) {
  const navigate = useNavigate();
  const link = useReceptionLink();
  return (submissionId: string) => {
    const state: SubmissionSuccessState = { submissionId, type, consentToken: requestToken(submissionId) };
    navigate(link(RECEPTION_PATHS.submissionSuccess), { state });
  };
}
