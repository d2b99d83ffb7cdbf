import { expandWord, standardMacros, type BibMacros } from './bibtex.macros.ts';

/** One BibTeX entry's fields: names lowercased, values still in LaTeX with their outer delimiters removed. */
export type BibFields = Map<string, string>;

/** An entry that does not close; `offset` is where the entry starts, for a line number in the message. */
export class BibSyntaxError extends Error {
  readonly offset: number;

  constructor(offset: number) {
    super('BibTeX syntax error');
    this.offset = offset;
  }
}

/** The entry's citation key, kept among its fields under a name no field can have. */
export const CITATION_KEY = '@key';
/** The entry's type as written after "@" ("article", "inproceedings"), lowercased, kept the same way. */
export const ENTRY_TYPE = '@type';

interface Cursor {
  text: string;
  pos: number;
  /** The month macros and the file's @string definitions read so far. */
  macros: BibMacros;
}

function skipSpace(c: Cursor): void {
  while (c.pos < c.text.length && /\s/.test(c.text[c.pos] ?? '')) c.pos++;
}

function readWord(c: Cursor): string {
  const start = c.pos;
  while (c.pos < c.text.length && /[^\s,={}()"#]/.test(c.text[c.pos] ?? '')) c.pos++;
  return c.text.slice(start, c.pos);
}

/** Reads a {...} group including nested braces; the cursor is on the opening brace. Returns the inside. */
function readBraced(c: Cursor): string {
  const start = c.pos;
  let depth = 0;
  for (; c.pos < c.text.length; c.pos++) {
    const char = c.text[c.pos];
    if (char === '\\') c.pos++;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return c.text.slice(start + 1, c.pos++);
  }
  throw new BibSyntaxError(start);
}

/** A "..." value may hold braces, and quotes inside braces do not end it. */
function readQuoted(c: Cursor): string {
  const start = c.pos++;
  let depth = 0;
  for (; c.pos < c.text.length; c.pos++) {
    const char = c.text[c.pos];
    if (char === '\\') c.pos++;
    else if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '"' && depth === 0) return c.text.slice(start + 1, c.pos++);
  }
  throw new BibSyntaxError(start);
}

/** A value is pieces joined by "#": braced or quoted text, numbers, and macros such as `jan` or `jama`. */
function readValue(c: Cursor): string {
  const pieces: string[] = [];
  for (;;) {
    skipSpace(c);
    const char = c.text[c.pos];
    if (char === '{') pieces.push(readBraced(c));
    else if (char === '"') pieces.push(readQuoted(c));
    else pieces.push(expandWord(readWord(c), c.macros));
    skipSpace(c);
    if (c.text[c.pos] !== '#') return pieces.join('');
    c.pos++;
  }
}

/**
 * Fields up to the entry's closing delimiter, each set in `fields` as soon as it is read (so an @string
 * may use the macro defined just before it); the cursor is just after the citation key's comma.
 */
function readFields(c: Cursor, close: string, fields: BibFields = new Map()): BibFields {
  for (;;) {
    skipSpace(c);
    if (c.text[c.pos] === close) return fields;
    const name = readWord(c).toLowerCase();
    skipSpace(c);
    if (name === '' || c.text[c.pos] !== '=') throw new BibSyntaxError(c.pos);
    c.pos++;
    fields.set(name, readValue(c));
    if (c.text[c.pos] === ',') c.pos++;
    else if (c.text[c.pos] !== close) throw new BibSyntaxError(c.pos);
  }
}

/**
 * `@string{jama = "..."}` adds its macros for the entries after it. One that is not `name = value` is passed
 * over as before macros were read (its macros then stay words), rather than refusing the whole file.
 */
function readStrings(c: Cursor, close: string): void {
  const start = c.pos;
  try {
    c.pos++;
    readFields(c, close, c.macros);
    c.pos++;
  } catch (error) {
    if (!(error instanceof BibSyntaxError)) throw error;
    c.pos = start;
    if (close === '}') readBraced(c);
  }
}

/** @preamble("...") holds LaTeX for the document; @comment(...) is left to the scan, as text between entries is. */
function skipEntry(c: Cursor, type: string, close: string): void {
  if (close === '}') readBraced(c);
  else if (type === 'preamble') {
    c.pos++;
    readValue(c);
    if (c.text[c.pos] === close) c.pos++;
  }
}

/** The entry after "@type"; undefined for @string, @comment and @preamble, which hold no reference. */
function readEntry(c: Cursor, type: string): BibFields | undefined {
  const close = c.text[c.pos] === '(' ? ')' : '}';
  if (type === 'string') {
    readStrings(c, close);
    return undefined;
  }
  if (type === 'comment' || type === 'preamble') {
    skipEntry(c, type, close);
    return undefined;
  }
  c.pos++;
  skipSpace(c);
  const key = readWord(c);
  skipSpace(c);
  if (c.text[c.pos] === ',') c.pos++;
  const fields = readFields(c, close);
  if (key !== '') fields.set(CITATION_KEY, key);
  fields.set(ENTRY_TYPE, type);
  c.pos++;
  return fields;
}

/** A value that never closes swallows the rest of the file, so the entry's own start is the useful place to name. */
function readEntryStartingAt(c: Cursor, type: string, start: number): BibFields | undefined {
  try {
    return readEntry(c, type);
  } catch (error) {
    throw error instanceof BibSyntaxError ? new BibSyntaxError(start) : error;
  }
}

/**
 * Entries in file order, each with the offset of its "@" in the text. Text between entries is a comment in
 * BibTeX and is passed over.
 */
export function parseBibtexEntries(text: string): { fields: BibFields; offset: number }[] {
  const entries: { fields: BibFields; offset: number }[] = [];
  const c: Cursor = { text, pos: 0, macros: standardMacros() };
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', c.pos)) {
    c.pos = at + 1;
    const type = readWord(c).toLowerCase();
    skipSpace(c);
    if (type === '' || (c.text[c.pos] !== '{' && c.text[c.pos] !== '(')) continue;
    const fields = readEntryStartingAt(c, type, at);
    if (fields) entries.push({ fields, offset: at });
  }
  return entries;
}

/** The entries' fields in file order. */
export const parseBibtex = (text: string): BibFields[] => parseBibtexEntries(text).map((entry) => entry.fields);
