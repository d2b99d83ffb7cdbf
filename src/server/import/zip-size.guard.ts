/** One member of a zip archive as its central directory declares it (a hostile file may lie). */
export interface ZipMemberSize {
  packed: number;
  unpacked: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_HEADER = 0x02014b50;
const ZIP64_EXTRA_FIELD = 0x0001;
/** 22-byte end record plus a comment of at most 65,535 bytes. */
const END_SEARCH_BYTES = 22 + 0xffff;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndOfDirectory(data: DataView): number | undefined {
  for (let at = data.byteLength - 22; at >= Math.max(0, data.byteLength - END_SEARCH_BYTES); at--) {
    if (data.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return undefined;
}

/** Where the central directory starts; a zip64 archive keeps the real offset in its own end record. */
function directoryOffset(data: DataView, end: number): number | undefined {
  const offset = data.getUint32(end + 16, true);
  if (offset !== 0xffffffff) return offset;
  const locator = end - 20;
  if (locator < 0 || data.getUint32(locator, true) !== ZIP64_LOCATOR) return undefined;
  const zip64End = Number(data.getBigUint64(locator + 8, true));
  if (zip64End + 56 > data.byteLength || data.getUint32(zip64End, true) !== ZIP64_END_OF_DIRECTORY) return undefined;
  return Number(data.getBigUint64(zip64End + 48, true));
}

/** A size of 0xFFFFFFFF means "see the zip64 extra field", which lists the unpacked size before the packed one. */
function zip64Sizes(
  data: DataView,
  extraStart: number,
  extraEnd: number,
  unpacked: number,
  packed: number,
): [number, number] {
  for (let at = extraStart; at + 4 <= extraEnd; at += 4 + data.getUint16(at + 2, true)) {
    if (data.getUint16(at, true) !== ZIP64_EXTRA_FIELD) continue;
    let field = at + 4;
    const next = () => (field + 8 <= extraEnd ? Number(data.getBigUint64((field += 8) - 8, true)) : 2 ** 32);
    const realUnpacked = unpacked === 0xffffffff ? next() : unpacked;
    return [realUnpacked, packed === 0xffffffff ? next() : packed];
  }
  return [unpacked, packed];
}

/**
 * Reads the sizes a zip archive declares for its members from its central directory, without
 * unpacking anything. Undefined when the bytes have no readable central directory.
 */
export function declaredZipSizes(bytes: Uint8Array): ZipMemberSize[] | undefined {
  const data = view(bytes);
  const end = findEndOfDirectory(data);
  if (end === undefined) return undefined;
  let at = directoryOffset(data, end);
  if (at === undefined) return undefined;
  const members: ZipMemberSize[] = [];
  while (at + 46 <= end && data.getUint32(at, true) === DIRECTORY_HEADER) {
    const nameLength = data.getUint16(at + 28, true);
    const extraStart = at + 46 + nameLength;
    const extraEnd = Math.min(extraStart + data.getUint16(at + 30, true), data.byteLength);
    const [unpacked, packed] = zip64Sizes(
      data,
      extraStart,
      extraEnd,
      data.getUint32(at + 24, true),
      data.getUint32(at + 20, true),
    );
    members.push({ packed, unpacked });
    at = extraEnd + data.getUint16(at + 32, true);
  }
  return members.length > 0 ? members : undefined;
}

const MB = 1024 * 1024;
/** Far beyond the 50 MB upload limit's worth of citations: such a workbook would only exhaust the server's memory. */
export const MAX_UNPACKED_MB = 500;
/** Real worksheets pack 5 to 20 times; a large member packed hundreds of times is padding, the mark of a zip bomb. */
const MAX_RATIO = 200;
const RATIO_FLOOR = 10 * MB;

/** Why a workbook's zip must not be unpacked, in words for the user, or undefined when it may be. */
export function unpackingProblem(members: ZipMemberSize[]): string | undefined {
  const unpacked = members.reduce((sum, m) => sum + m.unpacked, 0);
  if (unpacked > MAX_UNPACKED_MB * MB) return `it is too large once unpacked (over ${MAX_UNPACKED_MB} MB)`;
  if (members.some((m) => m.unpacked > RATIO_FLOOR && m.unpacked > m.packed * MAX_RATIO)) {
    return `it unpacks to over ${MAX_RATIO} times its size, which no real workbook does`;
  }
  return undefined;
}
