import { isUtf8 } from 'node:buffer';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/**
 * Text as the file's author saved it: UTF-16 only when a byte-order mark says so, then UTF-8,
 * then Windows-1252, which Excel on Windows still writes for "CSV" and which accepts any byte.
 */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The same text as UTF-8 bytes without a BOM. A UTF-8 file is passed through untouched so that a
 * large CSV is not copied into a string and back into bytes before the parser sees it.
 */
export function toUtf8Bytes(bytes: Buffer): Buffer {
  if (startsWith(bytes, UTF8_BOM)) return toUtf8Bytes(bytes.subarray(UTF8_BOM.length));
  if (isUtf8(bytes)) return bytes;
  return Buffer.from(decodeText(bytes), 'utf8');
}

const CONTROL_CHARS = /[\u0000-\u0008\u000e-\u001f]/g;

/** Text files may hold a stray control character; images and archives are full of them and of NULs. */
export function looksBinary(sample: string): boolean {
  if (sample.includes('\u0000')) return true;
  const controls = sample.match(CONTROL_CHARS)?.length ?? 0;
  return controls > sample.length / 100;
}
