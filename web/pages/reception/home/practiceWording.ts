// A practice configures its own wording (welcome, the cards' titles) in German, like everything it configures.
// On pages in another language the catalogue's text stands in, as patientWords does for the practice's words.
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';

/** `own(config.welcomeTitle) || t.reception.home.welcomeTitle`: the configured text on German pages only. */
export function usePracticeWording(): (configured: string) => string {
  const { language } = usePatientLanguage();
  return (configured) => (language === 'de' ? configured : '');
}
