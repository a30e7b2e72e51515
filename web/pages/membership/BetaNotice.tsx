import { FlaskConical } from 'lucide-react';
import { membershipTexts } from '../../../common/texts/membership.ts';
import { InfoBox } from '../../components/InfoBox.tsx';

const texts = membershipTexts.page;

/** The product is in its beta phase: every membership is free for now (spec 001 §1, §2.5). */
export function BetaNotice() {
  return (
    <InfoBox icon={<FlaskConical />} title={texts.betaNoticeTitle} headingLevel={2}>
      <p>{texts.betaNotice}</p>
    </InfoBox>
  );
}
