import { CalendarPlus, CalendarX, MessageCircleQuestion } from 'lucide-react';
import { RECEPTION_PATHS } from '../../../../common/reception/receptionPaths.ts';
import { receptionWords } from '../../../../common/receptionWords.ts';
import { receptionTexts } from '../../../../common/texts/reception.ts';
import { LinkCard } from '../../../components/LinkCard.tsx';
import { PracticeContact } from '../shared/PracticeContact.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { useReceptionLink } from '../shared/receptionLink.ts';

const texts = receptionTexts.home;
const ICON = 'size-6';

/** /online-rezeption: the three ways in (spec 002 §2), worded by the practice's configuration when set. */
export function ReceptionHomePage() {
  const link = useReceptionLink();
  return (
    <ReceptionLayout
      title={(tenant) => tenant.config.welcomeTitle || texts.welcomeTitle}
      backHref={(tenant) => tenant.config.website}
    >
      {({ config }) => {
        const words = receptionWords(config);
        return (
          <>
            <div className="-mt-2 flex flex-col gap-3 text-slate-700">
              <p className="text-lg">{config.welcomeSubtitle || texts.welcomeSubtitle}</p>
              {config.serviceDescription && <p>{config.serviceDescription}</p>}
            </div>
            <nav aria-label={texts.cardsLabel}>
              <ul className="flex flex-col gap-3">
                <li>
                  <LinkCard
                    to={link(RECEPTION_PATHS.booking)}
                    title={config.bookAppointmentCTA || texts.book.title(words)}
                    description={texts.book.text(config.businessType === 'medical')}
                    icon={<CalendarPlus aria-hidden="true" className={ICON} />}
                  />
                </li>
                <li>
                  <LinkCard
                    to={link(RECEPTION_PATHS.question)}
                    title={config.askQuestionCTA || texts.question.title}
                    description={texts.question.text(words)}
                    icon={<MessageCircleQuestion aria-hidden="true" className={ICON} />}
                  />
                </li>
                <li>
                  <LinkCard
                    to={link(RECEPTION_PATHS.cancellation)}
                    title={config.cancelAppointmentCTA || texts.cancel.title(words)}
                    description={texts.cancel.text}
                    icon={<CalendarX aria-hidden="true" className={ICON} />}
                  />
                </li>
              </ul>
            </nav>
            <PracticeContact
              config={config}
              heading={receptionTexts.contact.heading}
              showOpeningHours
              showLocations
            />
          </>
        );
      }}
    </ReceptionLayout>
  );
}
