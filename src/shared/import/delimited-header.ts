/** The header of a CSV or TSV file: found the way the server's reader finds it, and renamed in the browser. */

export const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/**
 * Counts candidate delimiters in the header line (blank lines above it skipped), outside quotes;
 * European Excel writes semicolons and databases export tabs. A tie or a single-column header falls
 * back to the comma.
 */
export function sniffDelimiter(text: string): Delimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  let started = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (started) break;
      continue;
    } else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
    started = true;
  }
  return DELIMITERS.reduce((best, d) => ((counts.get(d) ?? 0) > (counts.get(best) ?? 0) ? d : best), DELIMITERS[0]);
}

/** One record of delimited text: its fields and where it starts and ends (line break included). */
export interface TextRecord {
  fields: string[];
  start: number;
  end: number;
}

/**
 * The record starting at `from`, with the quoting rules of the server's parser (a quote opens a field
 * only at its start; "" inside quotes is one quote). Undefined when the text ends inside the record and
 * `whole` says more may follow (a file's first bytes).
 */
function readRecord(text: string, delimiter: Delimiter, from: number, whole: boolean): TextRecord | undefined {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStart = true;
  for (let i = from; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
      fieldStart = true;
    } else if (char === '\n' || char === '\r') {
      fields.push(field);
      return { fields, start: from, end: i + (char === '\r' && text[i + 1] === '\n' ? 2 : 1) };
    } else {
      field += char;
      fieldStart = false;
    }
  }
  if (!whole || quoted) return undefined;
  fields.push(field);
  return { fields, start: from, end: text.length };
}

/** The first record with a non-blank field: the header, as the server's reader takes it. */
export function headerRecord(text: string, delimiter: Delimiter, whole: boolean): TextRecord | undefined {
  for (let at = 0; at < text.length;) {
    const record = readRecord(text, delimiter, at, whole);
    if (!record) return undefined;
    if (record.fields.some((field) => field.trim() !== '')) return record;
    at = record.end;
  }
  return undefined;
}

function quoted(field: string, delimiter: Delimiter): string {
  return field.includes(delimiter) || /["\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** The text with its header's columns at the given positions renamed; every other byte as it was. */
export function renameHeaderColumns(text: string, renames: ReadonlyMap<number, string>): string {
  const delimiter = sniffDelimiter(text);
  const header = headerRecord(text, delimiter, true);
  if (!header) return text;
  const lineEnd = text.slice(header.start, header.end).match(/\r?\n|\r$/)?.[0] ?? '';
  const names = header.fields.map((name, i) => quoted(renames.get(i) ?? name, delimiter));
  return text.slice(0, header.start) + names.join(delimiter) + lineEnd + text.slice(header.end);
}
