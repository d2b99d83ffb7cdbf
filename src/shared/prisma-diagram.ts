import { prismaMessages, type PrismaNumbers } from './prisma.schema.ts';

/** What a box says: a heading in bold, then plain lines. */
interface Content {
  heading: string;
  body: string[];
}

/** One box: its lines (the first `bold` of them in bold) at a column and a height the layout gives it. */
interface Box {
  lines: string[];
  bold: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const FONT = 'Arial, Helvetica, sans-serif';
const LINE = 18;
const PAD = 12;
const GAP = 44;
const PHASE = { x: 10, width: 34 };
/** Characters a line holds, for text 14 px high (Arial averages ~6.5 px a character, ~7.1 in bold). */
const column = (x: number, width: number) => ({
  x,
  width,
  chars: Math.floor((width - 2 * PAD) / 6.8),
  boldChars: Math.floor((width - 2 * PAD) / 7.6),
});
const LEFT = column(70, 420);
const RIGHT = column(540, 450);
const WIDTH = RIGHT.x + RIGHT.width + 10;
/** A phase's rotated label needs this much height (its length at 14 px bold, and a margin). */
const phaseHeight = (label: string) => label.length * 8 + 16;

const n = (value: number) => `(n = ${value.toLocaleString('en-US')})`;
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const cut = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 1)}…` : text);

/** Words laid out in lines of at most `chars` characters (a longer word gets a line of its own, cut). */
export function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= chars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(cut(word, chars));
  }
  return lines;
}

const boxHeight = (lines: string[]) => lines.length * LINE + 2 * PAD;

function boxSvg({ lines, bold, x, y, width, height }: Box): string {
  const text = lines
    .map(
      (line, i) =>
        `<text x="${x + PAD}" y="${y + PAD + 14 + i * LINE}"${i < bold ? ' font-weight="bold"' : ''}>${escape(line)}</text>`,
    )
    .join('');
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="#ffffff" stroke="#1f2937" stroke-width="1.5"/>${text}`;
}

const arrow = (x1: number, y1: number, x2: number, y2: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#1f2937" stroke-width="1.5" marker-end="url(#prisma-arrow)"/>`;

function phaseSvg(label: string, top: number, bottom: number): string {
  const middle = (top + bottom) / 2;
  const x = PHASE.x + PHASE.width / 2;
  return (
    `<rect x="${PHASE.x}" y="${top}" width="${PHASE.width}" height="${bottom - top}" rx="4" fill="#dbe4ff"/>` +
    `<text x="${x}" y="${middle}" transform="rotate(-90 ${x} ${middle})" text-anchor="middle" dominant-baseline="central" font-weight="bold" fill="#1b2a5e">${label}</text>`
  );
}

/** The excluded records per reason, as PRISMA 2020 lists them ("Reason 1 (n = )"); none when no reason was given. */
function reasonLines(p: PrismaNumbers): string[] {
  if (p.excluded_reasons.length === 0) return [];
  const lines = p.excluded_reasons.map((r) => `${cut(r.reason, RIGHT.chars - 14)} ${n(r.records)}`);
  return p.excluded_without_reason > 0
    ? [...lines, `${prismaMessages.noReason} ${n(p.excluded_without_reason)}`]
    : lines;
}

/** The boxes of each row, left (the flow) and right (what leaves it), and the phase each row is in. */
function rows(p: PrismaNumbers): Array<{ phase: string; left: Content; right: Content | null }> {
  // A file's entries without a title were identified by the search and removed before screening (never imported):
  // each file counts them, says how many, and the box of records removed gives them all.
  const files = p.sources.flatMap((s) => [
    `${cut(s.name, LEFT.chars - 16)} ${n(s.records + s.skipped)}`,
    ...(s.skipped > 0 ? [`(${prismaMessages.leftOut(s.skipped, s.format)})`] : []),
  ]);
  return [
    {
      phase: 'Identification',
      left: {
        heading: `Records identified from ${p.sources.length} file${p.sources.length === 1 ? '' : 's'} ${n(p.identified)}`,
        body: files,
      },
      right: {
        heading: 'Records removed before screening:',
        body: [
          `Duplicate records removed ${n(p.duplicates_removed)}`,
          ...(p.without_title > 0 ? [`${prismaMessages.withoutTitle} ${n(p.without_title)}`] : []),
        ],
      },
    },
    {
      phase: 'Screening',
      left: { heading: `Records after duplicates removed ${n(p.screenable)}`, body: [] },
      right: {
        heading: `${prismaMessages.notScreened(p.screening_stopped)} ${n(p.not_screened)}`,
        body: [p.stopping_statement, ...(p.since_finished ? [p.since_finished] : [])],
      },
    },
    {
      phase: 'Screening',
      left: { heading: `Records screened ${n(p.screened)}`, body: [] },
      right: { heading: `Records excluded ${n(p.excluded)}`, body: reasonLines(p) },
    },
    { phase: 'Included', left: { heading: `Records included ${n(p.included)}`, body: [] }, right: null },
  ];
}

/** A box's lines in a column: the heading and each body line wrapped to fit (file names are cut before). */
function laidOut(content: Content, col: ReturnType<typeof column>): Pick<Box, 'lines' | 'bold'> {
  const heading = wrap(content.heading, col.boldChars);
  return { lines: [...heading, ...content.body.flatMap((line) => wrap(line, col.chars))], bold: heading.length };
}

/** A text rendering of the same numbers, for the diagram's description (screen readers). */
export function prismaLines(p: PrismaNumbers): string[] {
  return rows(p).flatMap(({ left, right }) => [left, ...(right ? [right] : [])].flatMap((c) => [c.heading, ...c.body]));
}

/**
 * The screening stage of a PRISMA 2020 flow diagram as a standalone SVG document: identification (records
 * per file, duplicates removed), screening (records not screened when screening stopped, with the
 * statement; screened; excluded) and included. Pure, so the server serves it and the browser shows and
 * rasterises the very same drawing.
 */
export function prismaSvg(p: PrismaNumbers): string {
  const parts: string[] = [];
  const placed: Array<{ phase: string; band: { top: number; bottom: number }; left: Box; right: Box | null }> = [];
  const all = rows(p);
  let y = 40;
  for (const [i, row] of all.entries()) {
    const left = laidOut(row.left, LEFT);
    const right = row.right && laidOut(row.right, RIGHT);
    const alone = all[i - 1]?.phase !== row.phase && all[i + 1]?.phase !== row.phase;
    const height = Math.max(boxHeight(left.lines), right ? boxHeight(right.lines) : 0);
    // A phase of one row is at least as tall as its label; its boxes stand in the middle of it.
    const band = Math.max(height, alone ? phaseHeight(row.phase) : 0);
    const top = y + (band - height) / 2;
    placed.push({
      phase: row.phase,
      band: { top: y, bottom: y + band },
      left: { ...left, x: LEFT.x, y: top, width: LEFT.width, height },
      right: right ? { ...right, x: RIGHT.x, y: top, width: RIGHT.width, height } : null,
    });
    y += band + GAP;
  }
  const height = y - GAP + 10;
  for (const [i, { left, right }] of placed.entries()) {
    parts.push(boxSvg(left));
    if (right)
      parts.push(
        boxSvg(right),
        arrow(left.x + left.width, left.y + left.height / 2, right.x - 2, right.y + right.height / 2),
      );
    const next = placed[i + 1]?.left;
    if (next) parts.push(arrow(left.x + left.width / 2, left.y + left.height, next.x + next.width / 2, next.y - 2));
  }
  for (const phase of new Set(placed.map((r) => r.phase))) {
    const bands = placed.filter((r) => r.phase === phase).map((r) => r.band);
    parts.push(phaseSvg(phase, bands[0]!.top, bands.at(-1)!.bottom));
  }
  const title = `${prismaMessages.title}: ${p.project}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-labelledby="prisma-title" aria-describedby="prisma-desc" font-family="${FONT}" font-size="14" fill="#111827">`,
    `<title id="prisma-title">${escape(title)}</title>`,
    `<desc id="prisma-desc">${escape(prismaLines(p).join('. '))}</desc>`,
    '<defs><marker id="prisma-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#1f2937"/></marker></defs>',
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="${LEFT.x}" y="24" font-weight="bold" font-size="16">${escape(cut(title, 100))}</text>`,
    ...parts,
    '</svg>',
  ].join('');
}
