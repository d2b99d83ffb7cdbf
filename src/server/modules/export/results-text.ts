import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../reviews/review-visibility.ts';
import type { DecisionOutput } from '../../../shared/screening.schema.ts';
import {
  decidedAt,
  decidedBy,
  decisionKind,
  exportRows,
  hiddenText,
  labelIteration,
  labelText,
  maybeText,
  type ExportRow,
} from './results-rows.ts';
import { risType } from './ris-type.ts';
import { rowsInTurns } from './rows-in-turns.ts';
import { neutralizeFormula } from '../../../shared/formula-guard.ts';

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
  ['hidden_by_keywords', hiddenText],
  ['decided_at', decidedAt],
  // Reviewers' notes (appended: scripts read the columns above by position).
  ['note', (r) => r.notes],
  ['tags', (r) => r.tags],
  ['exclusion_reason', (r) => r.exclusion_reason],
  ['maybe', maybeText],
  ['source_record_id', (r) => r.source_record_id],
  ['source_file', (r) => r.source_file],
  ['decided_by', (r) => r.decided_by],
  ['publication_type', (r) => r.publication_type],
];

/** RFC 4180 quoting, after formula neutralising: a spreadsheet opening the file runs no cell. */
const csvCell = (value: unknown) => {
  const text = typeof value === 'string' ? neutralizeFormula(value) : String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as CSV (UTF-8 with a BOM, so Excel reads accents right), streamed a slice at a time (rowsInTurns). */
function csv<T>(columns: Array<[string, (row: T, position: number) => unknown]>, chunks: AsyncIterable<T[]>): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${columns.map(([name]) => name).join(',')}\r\n`;
      let position = 0;
      for await (const chunk of rowsInTurns(chunks)) {
        yield chunk
          .map((r) => {
            position++;
            return `${columns.map(([, get]) => csvCell(get(r, position))).join(',')}\r\n`;
          })
          .join('');
      }
    })(),
  );
}

/** The ranked citations as CSV. */
export const resultsCsv = (em: EntityManager, projectId: number, ascending: boolean, viewer: Viewer) =>
  csv(CSV_COLUMNS, exportRows(em, projectId, 'ranked', ascending, viewer));

const DECISION_COLUMNS: Array<[string, (d: DecisionOutput) => unknown]> = [
  ['decided_at', (d) => d.created_at],
  ['citation_id', (d) => d.citation_id],
  ['title', (d) => d.title],
  ['from', (d) => labelText(d.from_label)],
  ['to', (d) => labelText(d.to_label)],
  ['by', decidedBy],
  ['kind', decisionKind],
];

/** Every change of a label (who, when, from, to), oldest first, as CSV. */
export const decisionsCsv = (pages: AsyncIterable<DecisionOutput[]>) => csv(DECISION_COLUMNS, pages);

const risLine = (tag: string, value: unknown) =>
  value === null || value === undefined || value === ''
    ? ''
    : `${tag}  - ${String(value).replace(/\s*[\r\n]+\s*/g, ' ')}\r\n`;

/** Where the record came from, so a reference manager's copy can be matched to the search's export. */
const sourceNote = (r: ExportRow) =>
  r.source_record_id === null && r.source_file === null
    ? ''
    : `Screener source: ${[r.source_file && `file ${r.source_file}`, r.source_record_id && `record ${r.source_record_id}`].filter(Boolean).join(', ')}`;

function risRecord(r: ExportRow, rank: number): string {
  // Authors are stored "; "-separated by every importer; an "and" may be part of a name ("World Health
  // Organization and Partners"), so it does not separate them.
  const authors = (r.authors ?? '')
    .split(';')
    .map((a) => a.trim())
    .filter(Boolean);
  const [start, end] = (r.pages ?? '').split(/[-–]/).map((p) => p.trim());
  const score = r.relevance_score === null ? 'none' : r.relevance_score.toFixed(4);
  const type = risType(r.publication_type);
  return [
    risLine('TY', type.ty),
    risLine('M3', type.m3),
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
    ...(r.keywords ?? '')
      .split(/;\s*/)
      .filter(Boolean)
      .map((k) => risLine('KW', k)),
    risLine('AB', r.abstract),
    // Reference managers keep notes: the screening decision travels with the record.
    risLine(
      'N1',
      `Screener: ${labelText(r.is_relevant)}${r.maybe ? ' (Maybe)' : ''}; rank ${rank}; relevance score ${score}${r.iteration === null ? '' : `; labeled in iteration ${labelIteration(r)}`}${r.decided_at === null ? '' : `; decided ${decidedAt(r)}`}${r.hidden_by_keywords ? '; hidden by keywords' : ''}${r.exclusion_reason ? `; exclusion reason: ${r.exclusion_reason}` : ''}${r.tags ? `; tags: ${r.tags}` : ''}`,
    ),
    risLine('N1', r.notes && `Screener notes: ${r.notes}`),
    risLine('N1', sourceNote(r)),
    'ER  - \r\n\r\n',
  ].join('');
}

/** The ranked citations as RIS for reference managers, each of its own type (TY, M3), with each label in a note (N1). */
export function resultsRis(em: EntityManager, projectId: number, ascending: boolean, viewer: Viewer): Readable {
  return Readable.from(
    (async function* () {
      let rank = 0;
      for await (const chunk of rowsInTurns(exportRows(em, projectId, 'ranked', ascending, viewer)))
        yield chunk.map((r) => risRecord(r, ++rank)).join('');
    })(),
  );
}
