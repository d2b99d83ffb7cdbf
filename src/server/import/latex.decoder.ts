/** Combining marks for LaTeX accent commands; the base letter plus the mark is composed with NFC. */
const ACCENTS: Record<string, string> = {
  '"': '\u0308',
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  u: '\u0306',
  v: '\u030c',
  H: '\u030b',
  c: '\u0327',
  k: '\u0328',
  r: '\u030a',
  d: '\u0323',
  b: '\u0331',
};

const LETTERS: Record<string, string> = {
  ss: 'ß',
  ae: 'æ',
  AE: 'Æ',
  oe: 'œ',
  OE: 'Œ',
  aa: 'å',
  AA: 'Å',
  o: 'ø',
  O: 'Ø',
  l: 'ł',
  L: 'Ł',
  i: 'ı',
  j: 'ȷ',
};

/**
 * Text and math symbols reference managers write in abstracts and titles (Zotero and Mendeley: {\textless},
 * \textgreater{}, \textpm, $\mu$g): dropped, "p < 0.05" and "p > 0.05" would both read "p 0.05".
 */
const SYMBOLS: Record<string, string> = {
  textless: '<',
  textgreater: '>',
  textbar: '|',
  textpm: '±',
  pm: '±',
  textendash: '–',
  textemdash: '—',
  textdegree: '°',
  textasciitilde: '~',
  textasciicircum: '^',
  textbackslash: '\\',
  textunderscore: '_',
  textmu: 'µ',
  texttimes: '×',
  times: '×',
  textperiodcentered: '·',
  cdot: '·',
  textbullet: '•',
  textellipsis: '…',
  ldots: '…',
  dots: '…',
  textquoteleft: '‘',
  textquoteright: '’',
  textquotedblleft: '“',
  textquotedblright: '”',
  textsection: '§',
  S: '§',
  textparagraph: '¶',
  textcopyright: '©',
  textregistered: '®',
  texttrademark: '™',
  textpercent: '%',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  sim: '~',
  infty: '∞',
  rightarrow: '→',
  to: '→',
  leftarrow: '←',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Sigma: 'Σ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
};
/** A symbol's command, with the empty braces or the one space that ends it ("\textless{} 0.05", "\mu g"). */
const SYMBOL = new RegExp(`\\\\(${Object.keys(SYMBOLS).join('|')})(?![A-Za-z])(?:\\{\\}|\\s)?`, 'g');

/**
 * \"u, \"{u}, {\"u}; letter-named accents need braces or a space: \v{s}, \c c, Vietnamese's dot below \d{a}.
 * Dotless \i takes accents too, and a braced letter may carry an accent already: \~{\^{e}} is ễ.
 */
const SYMBOL_ACCENT = /\\(["'`^~=.])\s*(?:\{\s*(\\[ij]|\p{L})\s*\}|(\\[ij]|[A-Za-z]))/gu;
const LETTER_ACCENT = /\\([uvHckrdb])(?:\s*\{\s*(\\[ij]|\p{L})\s*\}|\s+(\\[ij]|[A-Za-z]))/gu;
const SPECIAL_LETTER = /\\(ss|ae|AE|oe|OE|aa|AA|o|O|l|L|i|j)(?![A-Za-z])(?:\{\}|\s)?/g;

function accented(command: string, braced: string | undefined, bare: string | undefined): string {
  const letter = braced ?? bare ?? '';
  const base = letter === '\\i' ? 'i' : letter === '\\j' ? 'j' : letter;
  return `${base}${ACCENTS[command] ?? ''}`.normalize('NFC');
}

/** Accents put on their letters, the innermost first: an accented letter in braces takes another accent. */
function withAccents(value: string): string {
  let text = value;
  for (let round = 0; round < 3; round++) {
    const next = text
      .replace(SYMBOL_ACCENT, (_, command: string, braced?: string, bare?: string) => accented(command, braced, bare))
      .replace(LETTER_ACCENT, (_, command: string, braced?: string, bare?: string) => accented(command, braced, bare));
    if (next === text) break;
    text = next;
  }
  return text;
}

/**
 * Plain Unicode text from a BibTeX value: the common accents and letters, escaped specials,
 * and no braces (they only protect capitals) or formatting commands such as \emph.
 */
export function latexToUnicode(value: string): string {
  return (
    withAccents(value)
      .replace(SPECIAL_LETTER, (_, name: string) => LETTERS[name] ?? name)
      .replace(SYMBOL, (_, name: string) => SYMBOLS[name] ?? name)
      // A discretionary hyphen (\-) and math mode's dollars ($\mu$g, $p<0.05$) only shape the printed text.
      .replace(/\\-/g, '')
      // Spacing commands: a thin, medium or thick space (94\,\%) or a control space is a space; \! takes one back.
      .replace(/(?<!\\)\\[,;: ]/g, ' ')
      .replace(/(?<!\\)\\!/g, '')
      .replace(/(?<!\\)\$/g, '')
      .replace(/\\[A-Za-z]+\s*(?=\{)/g, '')
      .replace(/(?<!\\)[{}]/g, '')
      .replace(/(?<!\\)~/g, ' ')
      // TeX's ligatures for dashes: "---" an em dash, "--" an en dash (page ranges are read as "-" later).
      .replace(/---/g, '—')
      .replace(/--/g, '–')
      .replace(/\\([&%$#_{}])/g, '$1')
  );
}
