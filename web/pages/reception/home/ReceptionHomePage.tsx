import { CalendarPlus, CalendarX, MessageCircleQuestion } from 'lucide-react';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { LinkCard } from '../../../components/LinkCard.tsx';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';
import { usePracticeWording } from './practiceWording.ts';

const ICON = 'size-6';

/** /online-rezeption: the three ways in (spec 002 §2), worded by the practice's configuration when set. */
export function ReceptionHomePage() {
  const link = useReceptionLink();
  const { texts: t, wordsOf } = usePatientLanguage();
  const own = usePracticeWording();
  const texts = t.reception.home;
  return (
    <ReceptionLayout
      title={(tenant) => own(tenant.config.welcomeTitle) || texts.welcomeTitle}
      backHref={(tenant) => tenant.config.website}
    >
      {(tenant) => {
        const { config } = tenant;
        const words = wordsOf(tenant);
        return (
          <>
            <div className="-mt-2 flex flex-col gap-3 text-slate-700">
              <p className="text-lg">{own(config.welcomeSubtitle) || texts.welcomeSubtitle}</p>
              {config.serviceDescription && <p>{config.serviceDescription}</p>}
            </div>
            <nav aria-label={texts.cardsLabel}>
              <ul className="flex flex-col gap-3">
                <li>
                  <LinkCard
                    to={link(RECEPTION_PATHS.booking)}
                    title={own(config.bookAppointmentCTA) || texts.book.title(words)}
                    description={texts.book.text(config.businessType === 'medical')}
                    icon={<CalendarPlus aria-hidden="true" className={ICON} />}
                  />
                </li>
                <li>
                  <LinkCard
                    to={link(RECEPTION_PATHS.question)}
                    title={own(config.askQuestionCTA) || texts.question.title}
                    description={texts.question.text(words)}
                    icon={<MessageCircleQuestion aria-hidden="true" className={ICON} />}
                  />
                </li>
                <li>
                  <LinkCard
                    to={link(RECEPTION_PATHS.cancellation)}
                    title={own(config.cancelAppointmentCTA) || texts.cancel.title(words)}
                    description={texts.cancel.text}
                    icon={<CalendarX aria-hidden="true" className={ICON} />}
                  />
                </li>
              </ul>
            </nav>
            <PracticeContact
              config={config}
              heading={t.reception.contact.heading}
              showOpeningHours
              showLocations
            />
          </>
        );
      }}
    </ReceptionLayout>
  );
}
