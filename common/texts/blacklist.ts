// The IP blacklist screen (spec 001 §2.3, §5, §8) and the server's answers to it.
import { germanNumber } from '../format/germanNumber.ts';

export const blacklistTexts = {
  refresh: 'Aktualisieren',
  info: {
    title: 'So funktioniert die IP-Blacklist',
    points: [
      'IP-Adressen werden bei verdächtigem Verhalten (z. B. wiederholtem Spam) automatisch gesperrt oder hier manuell hinzugefügt.',
      'Formulare, die von einer gesperrten IP-Adresse abgeschickt werden, werden abgelehnt.',
      'Gespeichert werden nur Hashwerte der Adressen und Netze, nie die Adresse selbst.',
      'IPv6-Adressen werden mit ihrem ganzen /64-Netz gesperrt: ein Anschluss hat ein ganzes /64-Netz.',
      'Automatische Sperren (fünf sicher erkannte Spam-Anfragen in 24 Stunden) enden nach 7 Tagen von selbst; „Kein Spam“ bei einer dieser Anfragen hebt die Sperre sofort auf.',
    ],
  },
  add: {
    heading: 'IP-Adresse hinzufügen',
    label: 'IP-Adresse oder Netz',
    hint: 'Adresse (z. B. 203.0.113.7, 2001:db8::1) oder Netz in CIDR-Schreibweise (z. B. 203.0.113.0/24, 2001:db8::/48)',
    duration: 'Dauer der Sperre',
    durations: { none: 'Unbegrenzt', 1: '1 Tag', 7: '7 Tage', 30: '30 Tage', 90: '90 Tage' },
    submit: 'Zur Blacklist hinzufügen',
    added: (ip: string) => `${ip} wurde zur Blacklist hinzugefügt.`,
  },
  /** Spec 001 §5, verbatim. */
  invalidIp: 'Bitte geben Sie eine gültige IP-Adresse ein.',
  invalidRange:
    'Bitte geben Sie ein gültiges Netz ein: IPv4 von /8 bis /32, IPv6 von /16 bis /64 (z. B. 203.0.113.0/24 oder 2001:db8::/48).',
  invalidDuration: 'Bitte wählen Sie eine Dauer zwischen 1 und 365 Tagen oder „Unbegrenzt“.',
  alreadyListed: 'Diese IP-Adresse steht bereits auf der Blacklist.',
  notListed: 'Dieser Eintrag steht nicht (mehr) auf der Blacklist.',
  /** The stored reasons: fixed texts, never the address (issue 43, finding 4). */
  manualReason: 'Manuell hinzugefügt',
  automaticReason: (count: number) =>
    `Automatisch gesperrt: ${count} sicher erkannte Spam-Anfragen innerhalb von 24 Stunden`,
  table: {
    caption: 'Gesperrte IP-Adressen, neueste zuerst',
    hash: 'IP-Hash',
    kind: 'Art',
    manual: 'Manuell',
    automatic: 'Automatisch',
    network: (family: number, prefixLength: number) =>
      family === 4 && prefixLength === 32
        ? 'Einzelne IPv4-Adresse'
        : family === 6 && prefixLength === 64
          ? 'IPv6-Anschluss (/64)'
          : `IPv${family}-Netz /${prefixLength}`,
    addedAt: 'Hinzugefügt am',
    endsAt: 'Endet am',
    noEnd: 'Unbegrenzt',
    reason: 'Grund',
    actions: 'Aktionen',
    noReason: 'Kein Grund angegeben',
    remove: 'Entfernen',
    removeLabel: (hashPrefix: string) => `Eintrag ${hashPrefix} entfernen`,
    count: (n: number) => (n === 1 ? '1 Eintrag' : `${germanNumber(n)} Einträge`),
  },
  entriesHeading: 'Einträge',
  truncated: (shown: number, total: number) =>
    `Angezeigt werden die neuesten ${germanNumber(shown)} von ${germanNumber(total)} Einträgen.`,
  loading: 'Die Blacklist wird geladen …',
  empty: 'Die Blacklist ist leer.',
  emptyHint: 'Gesperrte Adressen erscheinen hier, automatisch gesperrte ebenso wie manuell hinzugefügte.',
  confirmRemove: {
    title: 'IP von der Blacklist entfernen?',
    description: (hashPrefix: string) =>
      `Der Eintrag ${hashPrefix} wird entfernt. Formulare von dieser Adresse werden danach wieder angenommen.`,
    confirm: 'Entfernen',
    cancel: 'Abbrechen',
  },
  removed: 'Der Eintrag wurde von der Blacklist entfernt.',
  /** Spec 001 §8, verbatim. */
  errors: {
    load: 'Die Blacklist konnte nicht geladen werden.',
    add: 'Die IP konnte nicht zur Blacklist hinzugefügt werden.',
    remove: 'Die IP konnte nicht von der Blacklist entfernt werden.',
  },
} as const;

/** Spec 001 §9: the hash is shown by its first 16 characters. */
export const HASH_PREFIX_LENGTH = 16;
export const hashPrefix = (ipHash: string) => ipHash.slice(0, HASH_PREFIX_LENGTH);
