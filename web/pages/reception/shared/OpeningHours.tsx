import { Clock } from 'lucide-react';
import type { ReceptionConfig } from '../../../../common/tenantConfig.ts';
import { usePatientTexts } from './PatientLanguage.tsx';

/** The configured opening times that say something. */
export const openingTimes = (config: ReceptionConfig) =>
  config.openingHours.times.filter((time) => time.days || time.hours);

/** The practice's opening hours as a definition list (days → hours); nothing when none are configured. */
export function OpeningHours({
  config,
  headingLevel = 3,
}: {
  config: ReceptionConfig;
  headingLevel?: 2 | 3 | 4;
}) {
  const t = usePatientTexts();
  const times = openingTimes(config);
  if (times.length === 0) return null;
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className="flex flex-col gap-2">
      <Heading className="flex items-center gap-2 font-semibold text-slate-900">
        <Clock aria-hidden="true" className="size-5 text-slate-500" />
        {t.reception.contact.openingHours}
      </Heading>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 ps-7 text-slate-700 sm:grid-cols-[auto_1fr]">
        {times.map((time) => (
          <div key={`${time.days}-${time.hours}`} className="contents">
            <dt className="font-medium">{time.days}</dt>
            <dd className="mb-1 sm:mb-0">{time.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
