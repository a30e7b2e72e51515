// The notices before a session ends (idle timeout and absolute lifetime) and "Überall abmelden".

/** "1:05" — minutes and seconds left. */
export const formatRemaining = (seconds: number) => {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export const sessionTexts = {
  idleTitle: 'Sind Sie noch da?',
  idleMessage: (remaining: string) =>
    `Sie werden in ${remaining} Minuten wegen Inaktivität abgemeldet. Nicht gespeicherte Eingaben gehen dabei verloren.`,
  stay: 'Angemeldet bleiben',
  stayFailed: 'Die Sitzung konnte nicht verlängert werden. Bitte versuchen Sie es erneut.',
  logoutNow: 'Jetzt abmelden',
  endTitle: 'Ihre Sitzung endet bald',
  endMessage: (remaining: string) =>
    `Aus Sicherheitsgründen endet jede Sitzung nach einer festen Zeit, auch wenn Sie weiterarbeiten. Sie werden in ${remaining} Minuten abgemeldet; bitte speichern Sie Ihre Eingaben und melden Sie sich danach neu an.`,
  endAcknowledge: 'Verstanden',
  accountMenu: 'Konto',
  logoutEverywhere: 'Überall abmelden',
  logoutEverywhereTitle: 'Auf allen Geräten abmelden?',
  logoutEverywhereDescription:
    'Alle Ihre Sitzungen werden beendet, in jedem Browser und auf jedem Gerät, auch hier. Nutzen Sie dies, wenn Sie sich an einem fremden oder verlorenen Gerät nicht abgemeldet haben.',
  logoutEverywhereCancel: 'Abbrechen',
  logoutEverywhereFailed:
    'Die Abmeldung auf allen Geräten ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
} as const;
