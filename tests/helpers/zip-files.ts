import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One member of a zip archive, already deflated; `declaredSize` is what the headers claim it unpacks to. */
export interface ZipMember {
  name: string;
  deflated: Buffer;
  crc: number;
  declaredSize: number;
}

export function deflatedMember(name: string, text: string): ZipMember {
  const data = Buffer.from(text, 'utf8');
  return { name, deflated: deflateRawSync(data), crc: crc32(data), declaredSize: data.length };
}

/**
 * A member whose text is `head`, then `unit` `times` over, then `tail`, deflated without ever being
 * held whole: each piece is compressed on its own and ends byte-aligned, and a deflate stream may be
 * the concatenation of such blocks. The CRC is left at zero, which zip readers only check on request.
 */
export function repeatedMember(name: string, head: string, unit: string, times: number, tail: string): ZipMember {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  const repeated = deflateRawSync(Buffer.from(unit), flush);
  const deflated = Buffer.concat([
    deflateRawSync(Buffer.from(head), flush),
    ...Array<Buffer>(times).fill(repeated),
    deflateRawSync(Buffer.from(tail)),
  ]);
  const size = Buffer.byteLength(head) + Buffer.byteLength(unit) * times + Buffer.byteLength(tail);
  return { name, deflated, crc: 0, declaredSize: size };
}

function header(signature: number, fields: [number, 2 | 4][]): Buffer {
  const buffer = Buffer.alloc(4 + fields.reduce((n, [, width]) => n + width, 0));
  buffer.writeUInt32LE(signature, 0);
  let at = 4;
  for (const [value, width] of fields) {
    if (width === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value, at);
    at += width;
  }
  return buffer;
}

/** A plain (not zip64) archive of deflated members, laid out as every zip writer does. */
export function zipArchive(members: ZipMember[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const m of members) {
    const name = Buffer.from(m.name);
    const common: [number, 2 | 4][] = [
      [0, 2],
      [8, 2],
      [0, 2],
      [0, 2],
      [m.crc, 4],
      [m.deflated.length, 4],
      [m.declaredSize, 4],
      [name.length, 2],
      [0, 2],
    ];
    const local = Buffer.concat([header(0x04034b50, [[20, 2], ...common]), name, m.deflated]);
    centrals.push(
      Buffer.concat([
        header(0x02014b50, [[20, 2], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = header(0x06054b50, [
    [0, 2],
    [0, 2],
    [members.length, 2],
    [members.length, 2],
    [directory.length, 4],
    [offset, 4],
    [0, 2],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SHEET_HEAD = `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>title</t></is></c><c r="B1" t="inlineStr"><is><t>abstract</t></is></c></row>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/** Everything an .xlsx needs besides its one worksheet. */
function workbookParts(): ZipMember[] {
  return [
    deflatedMember(
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    deflatedMember(
      '_rels/.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedMember(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedMember(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

/** A minimal real .xlsx, built by hand, whose one sheet has a title and an abstract column. */
export function tinyWorkbook(rows: [string, string][]): Buffer {
  const body = rows.map(
    ([title, abstract], i) =>
      `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>${title}</t></is></c><c r="B${i + 2}" t="inlineStr"><is><t>${abstract}</t></is></c></row>`,
  );
  return zipArchive([
    ...workbookParts(),
    deflatedMember('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${body.join('')}${SHEET_TAIL}`),
  ]);
}

/**
 * An .xlsx whose sheet is one cell of `unpackedMb` megabytes of "a", about a thousand times smaller
 * packed. With `declaredMb` the headers lie about the unpacked size, as a hostile file would.
 */
export function workbookBomb(unpackedMb: number, declaredMb?: number): Buffer {
  const mb = 1024 * 1024;
  const sheet = repeatedMember(
    'xl/worksheets/sheet1.xml',
    `${SHEET_HEAD}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
    'a'.repeat(mb),
    unpackedMb,
    `</t></is></c></row>${SHEET_TAIL}`,
  );
  if (declaredMb !== undefined) sheet.declaredSize = declaredMb * mb;
  return zipArchive([...workbookParts(), sheet]);
}
