import { APP_VERSION } from '../version.ts';

export const authTexts = {
  pageTitle: 'Anmelden',
  heading: 'Praxisdesk',
  welcome: 'Willkommen zurück! Bitte melden Sie sich mit Ihren Zugangsdaten an.',
  emailLabel: 'E-Mail-Adresse',
  passwordLabel: 'Passwort',
  submit: 'Anmelden',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  /** Spec 000 §8, verbatim. */
  loginFailed: 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.',
  footer: (year: number) => `© ${year} Praxisdesk · Version ${APP_VERSION}`,
} as const;
