/** How the bytes of a text file are decoded: by the server's import and by the browser reading a header. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export const UTF8_BOM = [0xef, 0xbb, 0xbf];

export function startsWithBytes(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/** UTF-16 is trusted only when a byte-order mark says so. */
export function bomEncoding(head: Uint8Array): TextEncoding | undefined {
  if (startsWithBytes(head, [0xff, 0xfe])) return 'utf-16le';
  if (startsWithBytes(head, [0xfe, 0xff])) return 'utf-16be';
  return undefined;
}

/** Whether the start of a file can be UTF-8; a sequence cut off by the end of the sample does not count against it. */
export function mayBeUtf8(head: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Text as the file's author saved it: UTF-16 only when a byte-order mark says so, then UTF-8,
 * then Windows-1252, which Excel on Windows still writes for "CSV" and which accepts any byte.
 * A UTF-8 byte-order mark is dropped.
 */
export function decodeText(bytes: Uint8Array): string {
  const bom = bomEncoding(bytes);
  if (bom !== undefined) return new TextDecoder(bom).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The first bytes of a file as text, by the rules of decodeText; a character cut off at the end is left out. */
export function decodeHead(head: Uint8Array): string {
  const bom = bomEncoding(head);
  if (bom !== undefined) return new TextDecoder(bom).decode(head, { stream: true });
  if (mayBeUtf8(head)) return new TextDecoder('utf-8').decode(head, { stream: true });
  return new TextDecoder('windows-1252').decode(head);
}

const CONTROL_CHARS = /[\u0000-\u0008\u000e-\u001f]/g;

/** Text files may hold a stray control character; images and archives are full of them and of NULs. */
export function looksBinary(sample: string): boolean {
  if (sample.includes('\u0000')) return true;
  const controls = sample.match(CONTROL_CHARS)?.length ?? 0;
  return controls > sample.length / 100;
}
