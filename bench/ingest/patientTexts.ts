// Contact requests as patients write them: request numbers below 9 million give different texts (mixed radix
// over the fragment lists, after a bijective shuffle so neighbours differ in more than the name), so no
// submission repeats another's text or content hash.
const FIRST = ['Erika', 'Jonas', 'Fatma', 'Lukas', 'Marie', 'Dragan', 'Sophie', 'Heinz', 'Aylin', 'Peter'];
const LAST = ['Mustermann', 'Schneider', 'Yılmaz', 'Becker', 'Hoffmann', 'Nowak', 'Wagner', 'Schulz', 'Kaya'];
const GREETING = ['Guten Tag,', 'Hallo,', 'Sehr geehrte Damen und Herren,', 'Liebes Praxisteam,', 'Moin,'];
const COMPLAINT = [
  'ich habe seit einigen Wochen Schmerzen im unteren Rücken',
  'nach meiner Knie-OP soll ich Krankengymnastik machen',
  'mein Hausarzt hat mir sechsmal Manuelle Therapie verschrieben',
  'ich habe ein Rezept über Lymphdrainage für mein linkes Bein',
  'seit einem Sturz beim Joggen tut mir die Schulter weh',
  'meine Tochter braucht nach einem Bänderriss Physiotherapie',
  'ich habe eine Verordnung für KG am Gerät bekommen',
  'mein Nacken ist seit der Homeoffice-Zeit ständig verspannt',
  'nach dem Bandscheibenvorfall soll ich mit der Reha weitermachen',
  'ich leide unter einem Tennisarm und brauche Behandlungen',
  'mein Orthopäde hat mir Fango und Massage aufgeschrieben',
  'nach einer Hüft-OP soll ich Gangschule machen',
];
const REQUEST = [
  'Hätten Sie in den nächsten zwei Wochen einen Termin frei?',
  'Können Sie mich bitte zurückrufen, um einen Termin zu vereinbaren?',
  'Ich würde gern so bald wie möglich anfangen.',
  'Gibt es bei Ihnen noch freie Termine für eine Serie?',
  'Bitte melden Sie sich per E-Mail, telefonisch erreiche ich Sie schlecht.',
  'Ist ein Hausbesuch möglich? Ich bin derzeit nicht mobil.',
];
const WHEN = [
  'Vormittags passt es mir am besten.',
  'Ich kann nur nach 16 Uhr.',
  'Dienstags und donnerstags bin ich flexibel.',
  'Am liebsten früh morgens vor der Arbeit.',
  'Mittwochnachmittag wäre ideal.',
  'Freitags ginge es ganz gut.',
  'Zeitlich bin ich als Rentnerin sehr flexibel.',
  'Montags habe ich leider keine Zeit.',
];
const INSURANCE = [
  'Ich bin gesetzlich versichert (AOK).',
  'Ich bin bei der TK versichert.',
  'Ich bin privat versichert.',
  'Meine Kasse ist die Barmer.',
  'Ich bin bei der DAK.',
  'Ich habe eine Zusatzversicherung.',
  '',
];
const CLOSING = ['Viele Grüße', 'Mit freundlichen Grüßen', 'Danke und beste Grüße', 'LG', 'Herzliche Grüße'];

/** Request n's fragment of each list: n's digits in the mixed radix of the list lengths. */
function fragments(n: number, lists: readonly (readonly string[])[]): string[] {
  // 7919 is prime to the product of the list lengths (2, 3, 5, 7 only): n → n·7919 mod product is a bijection.
  const product = lists.reduce((p, list) => p * list.length, 1);
  let rest = (n * 7919) % product;
  return lists.map((list) => {
    const item = list[rest % list.length]!;
    rest = Math.floor(rest / list.length);
    return item;
  });
}

/** The formData of contact request number `n` (a website form: name, e-mail, phone, message). */
export function patientRequest(n: number) {
  const [first, last, complaint, request, when, greeting, insurance, closing] = fragments(n, [
    FIRST,
    LAST,
    COMPLAINT,
    REQUEST,
    WHEN,
    GREETING,
    INSURANCE,
    CLOSING,
  ]) as [string, string, string, string, string, string, string, string];
  const day = (n % 28) + 1;
  const month = (Math.floor(n / 28) % 12) + 1;
  const since = `Anfangen könnte ich ab dem ${day}.${month}.`;
  const message = [greeting, `${complaint}.`, since, request, when, insurance, closing, first]
    .filter(Boolean)
    .join(' ');
  return {
    type: 'kontakt',
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}${n}@beispiel.test`,
    phone: `0${30 + (n % 70)} ${String(1_000_000 + ((n * 7919) % 8_999_999))}`,
    message,
  };
}
