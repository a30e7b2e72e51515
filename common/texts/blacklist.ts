// The IP blacklist screen (spec 001 §2.3, §5, §8) and the server's answers to it.
import { germanNumber } from '../format/germanNumber.ts';

export const blacklistTexts = {
  refresh: 'Aktualisieren',
  info: {
    title: 'So funktioniert die IP-Blacklist',
    points: [
      'IP-Adressen werden bei verdächtigem Verhalten (z. B. wiederholtem Spam) automatisch gesperrt oder hier manuell hinzugefügt.',
      'Formulare, die von einer gesperrten IP-Adresse abgeschickt werden, werden abgelehnt.',
      'Gespeichert werden nur Hashwerte der Adressen. Nur bei manuell hinzugefügten Einträgen nennt der Grund die eingegebene Adresse.',
    ],
  },
  add: {
    heading: 'IP-Adresse hinzufügen',
    label: 'IP-Adresse',
    hint: 'IPv4 (z. B. 203.0.113.7) oder IPv6 (z. B. 2001:db8::1)',
    submit: 'Zur Blacklist hinzufügen',
    added: (ip: string) => `${ip} wurde zur Blacklist hinzugefügt.`,
  },
  /** Spec 001 §5, verbatim. */
  invalidIp: 'Bitte geben Sie eine gültige IP-Adresse ein.',
  alreadyListed: 'Diese IP-Adresse steht bereits auf der Blacklist.',
  notListed: 'Dieser Eintrag steht nicht (mehr) auf der Blacklist.',
  /** The stored reason of an address added here (spec 001 §5). */
  manualReason: (ip: string) => `Manuell hinzugefügt: ${ip}`,
  table: {
    caption: 'Gesperrte IP-Adressen, neueste zuerst',
    hash: 'IP-Hash',
    addedAt: 'Hinzugefügt am',
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
