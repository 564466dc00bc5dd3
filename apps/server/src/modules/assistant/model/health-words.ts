/**
 * Health words in anything a member wrote (a display name, a bio, a tag, a draft, his own words), so the
 * configured model never reads them (decision 039) and an opener never quotes them. English, German,
 * Spanish, French, Portuguese, Italian and Dutch spellings (the app's service languages written in Latin
 * script), a few in other scripts; case-insensitive, across accents, punctuation and spacing ('H.I.V.',
 * 'H I V', 'U = U'), camel case ('PozDan') and digits for letters ('h1v', 'p0z').
 *
 * A crude net on purpose: a masked word or a dropped sentence costs the member little, a leaked status
 * costs him a lot. Words that are mostly innocent ('positive', 'clean') count only in a health phrase.
 */

/** Whole words (after folding): matched between non-letters, so 'archive' is not 'hiv'. */
const WORDS = [
  // HIV and AIDS, and how statuses are written
  'hiv',
  'hiv\\s*1',
  'hiv\\s*2',
  'aids',
  'sida',
  'vih',
  'poz',
  'pozz',
  'pozzed',
  'pozzing',
  'neg',
  'negs',
  'poz\\s*(?:4|for|2|to)\\s*poz',
  'neg\\s*(?:4|for|2|to)\\s*neg',
  'poz\\s*friendly',
  'neg\\s*friendly',
  'undetectable',
  'undetect',
  'undet',
  'u\\s*u',
  'u\\s*equals\\s*u',
  'indetectable',
  'indetectavel',
  'nicht\\s*nachweisbar',
  'nachweisbar',
  'onaantoonbaar',
  'non\\s*rilevabile',
  'viral\\s*loads?',
  'viruslast',
  'carga\\s*viral',
  'charge\\s*virale',
  'carica\\s*virale',
  'cd4',
  // prevention and treatment
  'prep',
  'pep',
  'prepster',
  'haart',
  'truvada',
  'tr[ou]+vada\\w*',
  'descovy',
  'apretude',
  'cabotegravir',
  'cabenuva',
  'lenacapavir',
  'sunlenca',
  'yeztugo',
  'biktarvy',
  'genvoya',
  'triumeq',
  'dovato',
  'emtricitabine',
  'tenofovir',
  'antiretrovirals?',
  'antiretroviral\\w*',
  'retroviral\\w*',
  'arvs?',
  // infections and testing
  'stis?',
  'stds?',
  'ets',
  'dsts?',
  'mst',
  'sti\\s*free',
  'std\\s*free',
  'disease\\s*free',
  'ddf',
  'syphilis',
  'syph',
  'syphilitic',
  'sifilis',
  'syphillis',
  'gonorrhea',
  'gonorrhoea',
  'gonorrea',
  'gonorrhee',
  'gonorrhoe',
  'gonorreia',
  'gonococc\\w*',
  'tripper',
  'the\\s*clap',
  'chlamydia',
  'chlamydien',
  'clamidia',
  'chlamydiae',
  'herpes',
  'hsv',
  'hsv\\s*[12]',
  'hpv',
  'vph',
  'papilloma\\w*',
  'papiloma\\w*',
  'genital\\s*warts?',
  'hepatitis',
  'hepatite',
  'hepatitus',
  'hep\\s*[abc]',
  'mpox',
  'monkeypox',
  'affenpocken',
  'viruela\\s*del\\s*mono',
  'variole\\s*du\\s*singe',
  'lgv',
  'trichomon\\w*',
  'mycoplasma',
  // status as such, and being tested
  // ('online status' is the app's own word)
  '(?<!online\\s)status',
  'hiv\\s*status',
  'serostatus',
  'estado\\s*serologico',
  'statut\\s*serologique',
  'tested',
  'getestet',
  'testado',
  'testate?',
  'teste\\s*(?:negatif|positif)',
  'test\\s*(?:positive|negative|results?)',
  // positive and negative, in a health phrase or as the health word of a language
  'positiv',
  'positivo',
  'positif',
  'serodiscordant',
  'sero\\s*discordant',
  'seropositi\\w*',
  'seronegati\\w*',
  'soropositi\\w*',
  'soronegati\\w*',
  'sieropositi\\w*',
  'sieronegati\\w*',
  // 'clean' in its health sense (never alone: 'clean-cut', 'clean fun')
  '(?:i\\s*m|im|i\\s*am|are\\s*you|r\\s*u|you|u|be|stay|keep|only|must\\s*be|100)\\s*clean',
  'clean\\s*(?:only|and\\s*(?:tested|healthy|safe)|n\\s*(?:tested|healthy)|guys\\s*only|tested|healthy|status|negative|neg)',
  'clean\\s*(?:&|and|n|\\+)?\\s*(?:dd|ddf|disease|std|sti|drug)\\w*',
  'sauber\\s*(?:und\\s*)?(?:getestet|gesund)',
  'propre\\s*(?:et\\s*)?(?:teste|clean)',
];

/**
 * Stems matched anywhere in a word (names and usernames run words together: 'truvadaboy', 'Hivpos'):
 * only stems that are never part of an everyday word.
 */
const STEMS = [
  'truvada',
  'descovy',
  'apretude',
  'cabotegravir',
  'undetectable',
  'indetectable',
  'poz4poz',
  'neg4neg',
  'pozforpoz',
  'negforneg',
  'serodiscordant',
  'seropositi',
  'seronegati',
  'soropositi',
  'soronegati',
  'sieropositi',
  'syphilis',
  'syphillis',
  'gonorrh',
  'chlamydi',
  'hepatitis',
  'monkeypox',
  'hivpos',
  'hivneg',
  'hivplus',
  'hivpositive',
  'hivnegative',
  'poznbb',
  'pozbottom',
  'poztop',
  'pozguy',
  'pozboy',
  'pozdude',
  'prepped',
  'onprep',
  'prepboy',
  // other scripts: Russian, Greek, Chinese, Japanese, Thai, Arabic, Hindi
  'вич',
  'спид',
  'сифилис',
  'гонорея',
  'хламидиоз',
  'герпес',
  'гепатит',
  'σύφιλη',
  'συφιλη',
  '艾滋',
  '爱滋',
  '愛滋',
  '梅毒',
  '淋病',
  'エイズ',
  'เอชไอวี',
  'เอดส์',
  'ซิฟิลิส',
  'الإيدز',
  'الايدز',
  'فيروس نقص المناعة',
  'एचआईवी',
  'एड्स',
];

const WORDS_RE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'u');
// Folded as the text is: 'エイズ' loses its voicing mark as a member's text does.
const STEMS_RE = new RegExp(STEMS.map((s) => escape(fold(s))).join('|'), 'u');

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Lower case without accents ('indétectable' reads 'indetectable'); other scripts kept as they are. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Digits and signs for letters inside words: 'h1v' reads 'hiv', 'p0z' 'poz', 'tr00vada' 'troovada'. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};
function unleet(text: string): string {
  // Only a digit or sign touching a letter: '4' alone stays 'for', '100' stays a number.
  return text.replace(/(?<=\p{L})[013457@$!|8]+|[013457@$!|8]+(?=\p{L})/gu, (run) =>
    [...run].map((c) => LEET[c] ?? c).join(''),
  );
}

/** Camel case split into words: 'PozDan' reads 'Poz Dan', 'HIVPos' 'HIV Pos'. */
function uncamel(text: string): string {
  return text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
}

/**
 * The text as words separated by single spaces, punctuation gone, and letters spelt out one by one
 * joined again ('H.I.V.', 'H I V', 'h-i-v' read 'hiv'; 'U = U' reads 'uu').
 */
function words(folded: string): string {
  const tokens = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const out: string[] = [];
  let letters = '';
  for (const t of tokens) {
    if (t.length === 1 && /\p{L}/u.test(t)) {
      letters += t;
      continue;
    }
    if (letters) out.push(letters);
    letters = '';
    out.push(t);
  }
  if (letters) out.push(letters);
  return out.join(' ');
}

/** The ways one text is read: as written and split at camel case, each with and without digits for letters. */
function readings(text: string): string[] {
  const forms = new Set<string>();
  for (const cased of [text, uncamel(text)]) {
    const folded = fold(cased);
    forms.add(words(folded));
    forms.add(words(fold(unleet(cased))));
    // Letters spelt out one by one, also with a letter-like digit among them ('h 1 v').
    forms.add(
      words(
        unleet(
          folded.replace(
            /(?<=^|[^\p{L}\p{N}])([013457])(?=[^\p{L}\p{N}]|$)/gu,
            (d) => LEET[d] ?? d,
          ),
        ),
      ),
    );
  }
  return [...forms];
}

/** Whether `text` mentions health (HIV, PrEP, an infection, a status, testing) in any spelling listed. */
export function mentionsHealth(text: string): boolean {
  if (!text) return false;
  return readings(text).some((r) => WORDS_RE.test(r) || STEMS_RE.test(r));
}

/** The longest run of whitespace-separated pieces one health phrase may span ('h . i . v', 'neg 4 neg'). */
const MAX_SPAN = 7;

/**
 * `text` with every piece (between spaces) that carries a health word taken out, and `replacement` in its
 * place ('' drops it): 'Dan HIV+' reads 'Dan', 'love dogs, on PrEP' reads 'love dogs, on […]'. A phrase
 * spread over pieces ('H I V', 'viral load') goes whole, and only the pieces it needs.
 */
export function withoutHealthWords(text: string, replacement = ''): string {
  if (!mentionsHealth(text)) return text;
  const pieces = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], at: m.index }));
  const drop = new Array<boolean>(pieces.length).fill(false);
  const joined = (from: number, to: number) =>
    pieces
      .slice(from, to)
      .map((p) => p.text)
      .join(' ');
  for (let i = 0; i < pieces.length; i++) {
    for (let size = 1; size <= MAX_SPAN && i + size <= pieces.length; size++) {
      if (!mentionsHealth(joined(i, i + size))) continue;
      // A phrase starting later is found from there; this piece is only dropped when it is needed.
      if (size > 1 && mentionsHealth(joined(i + 1, i + size))) break;
      for (let j = i; j < i + size; j++) drop[j] = true;
      break;
    }
  }
  let out = '';
  let last = 0;
  let dropping = false;
  pieces.forEach((p, i) => {
    out += text.slice(last, p.at);
    last = p.at + p.text.length;
    if (!drop[i]) {
      out += p.text;
      dropping = false;
    } else {
      if (!dropping) out += replacement;
      dropping = true;
      // The end of a sentence stays where it was: 'on PrEP. Write me' keeps its two sentences.
      const end = /[.!?]+$/.exec(p.text)?.[0];
      if (end) {
        if (!/[.!?]\s*$/.test(out) && out.trim() !== '') out += end;
        dropping = false;
      }
    }
  });
  out += text.slice(last);
  const tidied = out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .trim();
  // Whatever is left is checked again: a phrase the pieces hid ('H I' 'V' across a line) goes whole.
  return mentionsHealth(tidied) ? '' : tidied;
}

/** Every string in a value (an object, an array) with its health words taken out: for what a model reads. */
export function deepWithoutHealthWords<T>(value: T, replacement = ''): T {
  if (typeof value === 'string') return withoutHealthWords(value, replacement) as T;
  if (Array.isArray(value)) return value.map((v) => deepWithoutHealthWords(v, replacement)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, deepWithoutHealthWords(v, replacement)]),
    ) as T;
  return value;
}
