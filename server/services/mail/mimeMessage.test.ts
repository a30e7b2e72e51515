// The message as a mail program reads it (mailparser), and the rules a relay enforces: CRLF line ends,
// no line over 78 characters, one address in MAIL_FROM.
import { describe, expect, it } from 'vitest';
import { parseMail } from '../../test/mailServer.ts';
import { encodeHeaderText, mimeMessage, parseSender, senderOf } from './mimeMessage.ts';

const longText = `Grüße aus der Praxis Müller – ${'äöüß € 🙂 '.repeat(40)}\nZweite Zeile mit Link https://praxis.example/submission/abc?token=xyz`;
const mail = {
  to: 'team@praxis.test',
  subject: 'Neue Terminanfrage – Referenz 1A2B3C4D – Physiotherapie Müller & Söhne, Außenstelle Süd',
  text: longText,
  html: `<p>${longText}</p>`,
  replyTo: 'patientin@example.test',
};

describe('mimeMessage', () => {
  it('reads back in a mail program: sender, recipient, reply address, subject and both bodies', async () => {
    const raw = mimeMessage(mail, senderOf('Praxis Müller, Team <noreply@praxis.test>'));
    const parsed = await parseMail(raw);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.html).toBe(mail.html);
    expect(parsed.to?.text).toBe('team@praxis.test');
    expect(parsed.replyTo?.text).toBe('patientin@example.test');
    expect(parsed.from?.text).toBe('"Praxis Müller, Team" <noreply@praxis.test>');
    const header = (key: string) => parsed.headerLines.find((h) => h.key === key)?.line ?? '';
    expect(header('message-id')).toMatch(/^Message-ID: <[0-9a-f-]{36}@praxis\.test>$/);
    expect(Date.parse(header('date').replace(/^Date: /, ''))).not.toBeNaN();
  });

  it('keeps to CRLF line ends and lines of at most 78 characters', () => {
    const text = mimeMessage(mail, senderOf('noreply@praxis.test')).toString('utf8');
    expect(text).not.toMatch(/[^\r]\n/);
    const lines = text.split('\r\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(78);
    expect(lines.filter((l) => l.startsWith('Reply-To:'))).toHaveLength(1);
  });

  it('leaves out Reply-To when there is none, and gives each message its own boundary and id', async () => {
    const sender = senderOf('Praxisdesk <noreply@praxis.test>');
    const a = mimeMessage({ ...mail, replyTo: undefined }, sender).toString();
    const b = mimeMessage({ ...mail, replyTo: undefined }, sender).toString();
    expect(a).not.toMatch(/^Reply-To:/m);
    expect((await parseMail(a)).replyTo).toBeUndefined();
    const boundary = (m: string) => /boundary="([^"]+)"/.exec(m)?.[1];
    expect(boundary(a)).not.toBe(boundary(b));
    expect(/^Message-ID: (.*)$/m.exec(a)?.[1]).not.toBe(/^Message-ID: (.*)$/m.exec(b)?.[1]);
  });

  it('refuses a recipient or reply address that could add a header line', () => {
    const sender = senderOf('noreply@praxis.test');
    for (const address of ['team@praxis.test\r\nBcc: alle@example.test', 'a@b.test>, c@d.test', 'kein-at'])
      for (const field of ['to', 'replyTo'] as const)
        expect(() => mimeMessage({ ...mail, [field]: address }, sender)).toThrow(/Adresse/);
  });

  it('writes short ASCII header text as it is, anything else as encoded words', () => {
    expect(encodeHeaderText('Neue Anfrage 1A2B3C4D')).toBe('Neue Anfrage 1A2B3C4D');
    const encoded = encodeHeaderText('Prüfung');
    expect(encoded).toBe(`=?UTF-8?B?${Buffer.from('Prüfung').toString('base64')}?=`);
    // A character never splits across two words.
    const words = encodeHeaderText('🙂'.repeat(30)).split('\r\n ');
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(Buffer.from(word.slice(10, -2), 'base64').toString()).toMatch(/^(🙂)+$/);
  });
});

describe('parseSender', () => {
  it('takes a display name with its address or a bare address', () => {
    expect(parseSender('Praxisdesk <no-reply@praxisdesk.local>')).toEqual({
      address: 'no-reply@praxisdesk.local',
      header: 'Praxisdesk <no-reply@praxisdesk.local>',
    });
    expect(parseSender('a@b.test')).toEqual({ address: 'a@b.test', header: 'a@b.test' });
    expect(parseSender('Praxis Dr. Muster <a@b.test>')?.header).toBe('"Praxis Dr. Muster" <a@b.test>');
  });

  it('refuses what is not one address', () => {
    for (const from of ['', 'Praxis ohne Adresse', 'a@b.test, c@d.test', 'Praxis <kein-at>'])
      expect(parseSender(from)).toBeNull();
    expect(() => senderOf('Praxis ohne Adresse')).toThrow(/MAIL_FROM/);
  });
});
