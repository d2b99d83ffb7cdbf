import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRows, labelIteration, labelText, type ExportRow } from './results-rows.ts';
import { neutralizeFormula } from './spreadsheet-safety.ts';

const CSV_COLUMNS: Array<[string, (r: ExportRow, rank: number) => unknown]> = [
  ['rank', (_, rank) => rank],
  ['id', (r) => r.id],
  ['title', (r) => r.title],
  ['abstract', (r) => r.abstract],
  ['relevance_score', (r) => (r.relevance_score === null ? '' : r.relevance_score.toFixed(4))],
  ['label', (r) => labelText(r.is_relevant)],
  ['iteration', labelIteration],
  ['authors', (r) => r.authors],
  ['year', (r) => r.year ?? ''],
  ['journal', (r) => r.journal],
  ['volume', (r) => r.volume],
  ['issue', (r) => r.issue],
  ['pages', (r) => r.pages],
  ['doi', (r) => r.doi],
  ['keywords', (r) => r.keywords],
  ['url', (r) => r.url],
];

/** RFC 4180 quoting, after formula neutralising: a spreadsheet opening the file runs no cell. */
const csvCell = (value: unknown) => {
  const text = typeof value === 'string' ? neutralizeFormula(value) : String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The ranked citations as CSV (UTF-8 with a BOM, so Excel reads accents right), streamed a chunk at a time. */
export function resultsCsv(em: EntityManager, projectId: number, ascending: boolean): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${CSV_COLUMNS.map(([name]) => name).join(',')}\r\n`;
      let rank = 0;
      for await (const chunk of exportRows(em, projectId, 'ranked', ascending)) {
        yield chunk
          .map((r) => {
            const position = ++rank;
            return `${CSV_COLUMNS.map(([, get]) => csvCell(get(r, position))).join(',')}\r\n`;
          })
          .join('');
      }
    })(),
  );
}

const risLine = (tag: string, value: unknown) => (value === null || value === undefined || value === '' ? '' : `${tag}  - ${String(value).replace(/\s*[\r\n]+\s*/g, ' ')}\r\n`);

function risRecord(r: ExportRow, rank: number): string {
  const authors = (r.authors ?? '').split(/;|\band\b/).map((a) => a.trim()).filter(Boolean);
  const [start, end] = (r.pages ?? '').split(/[-–]/).map((p) => p.trim());
  const score = r.relevance_score === null ? 'none' : r.relevance_score.toFixed(4);
  return [
    'TY  - JOUR\r\n',
    risLine('ID', r.id),
    risLine('TI', r.title),
    ...authors.map((a) => risLine('AU', a)),
    risLine('PY', r.year),
    risLine('JO', r.journal),
    risLine('VL', r.volume),
    risLine('IS', r.issue),
    risLine('SP', start),
    risLine('EP', end),
    risLine('DO', r.doi),
    risLine('UR', r.url),
    ...(r.keywords ?? '').split(/;\s*/).filter(Boolean).map((k) => risLine('KW', k)),
    risLine('AB', r.abstract),
    // Reference managers keep notes: the screening decision travels with the record.
    risLine('N1', `Screener: ${labelText(r.is_relevant)}; rank ${rank}; relevance score ${score}${r.iteration === null ? '' : `; labelled in iteration ${labelIteration(r)}`}`),
    'ER  - \r\n\r\n',
  ].join('');
}

/** The ranked citations as RIS for reference managers, with each label in a note (N1). */
export function resultsRis(em: EntityManager, projectId: number, ascending: boolean): Readable {
  return Readable.from(
    (async function* () {
      let rank = 0;
      for await (const chunk of exportRows(em, projectId, 'ranked', ascending)) yield chunk.map((r) => risRecord(r, ++rank)).join('');
    })(),
  );
}
