import { ShieldAlert } from 'lucide-react';
import { blacklistTexts } from '../../../common/texts/blacklist.ts';
import { InfoBox } from '../../components/InfoBox.tsx';

const texts = blacklistTexts.info;

/** The info box of spec 001 §2.3: how entries come about, what they do, what is stored. */
export function BlacklistInfo() {
  return (
    <InfoBox icon={<ShieldAlert />} title={texts.title}>
      <ul className="list-disc space-y-1 pl-5">
        {texts.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </InfoBox>
  );
}
