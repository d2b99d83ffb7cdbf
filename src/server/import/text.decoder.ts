import { createReadStream } from 'node:fs';
import { pipeline, Transform, type Readable } from 'node:stream';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Bytes read from disk at a time when streaming: large enough that the parser seldom joins chunks. */
export const STREAM_CHUNK_BYTES = 256 * 1024;

type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/** UTF-16 is trusted only when a byte-order mark says so. */
function bomEncoding(head: Uint8Array): TextEncoding | undefined {
  if (startsWith(head, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(head, [0xfe, 0xff])) return 'utf-16be';
  return undefined;
}

/**
 * Text as the file's author saved it: UTF-16 only when a byte-order mark says so, then UTF-8,
 * then Windows-1252, which Excel on Windows still writes for "CSV" and which accepts any byte.
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

/** Whether the start of a file can be UTF-8; a sequence cut off by the end of the sample does not count against it. */
function mayBeUtf8(head: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Raised while streaming a file read as UTF-8 when a byte sequence turns out not to be UTF-8. */
class NotUtf8Error extends Error {}

/** Passes UTF-8 bytes through untouched, checking them on the way (sequences may straddle chunks). */
function checkingUtf8(): Transform {
  const checker = new TextDecoder('utf-8', { fatal: true });
  const check = (chunk?: Buffer) => {
    try {
      checker.decode(chunk, { stream: chunk !== undefined });
      return undefined;
    } catch {
      return new NotUtf8Error();
    }
  };
  return new Transform({
    transform: (chunk: Buffer, _encoding, done) => done(check(chunk), chunk),
    flush: (done) => done(check()),
  });
}

/** Decodes chunk by chunk; what comes out is UTF-8 for a parser that works on bytes. */
function decoding(encoding: Exclude<TextEncoding, 'utf-8'>): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform: (chunk: Buffer, _encoding, done) => done(null, decoder.decode(chunk, { stream: true })),
    flush: (done) => done(null, decoder.decode()),
  });
}

/** A failure to read the file, or a byte that is not UTF-8, reaches whoever reads the returned stream. */
function utf8Stream(path: string, encoding: TextEncoding, skip: number): Readable {
  return pipeline(createReadStream(path, { start: skip, highWaterMark: STREAM_CHUNK_BYTES }), encoding === 'utf-8' ? checkingUtf8() : decoding(encoding), () => undefined);
}

/**
 * Streams a text file to `consume` as UTF-8 bytes without a byte-order mark, with the rules of
 * decodeText, where `head` is the file's first bytes. A UTF-8 file reaches the parser as the bytes on
 * disk, never as one large string; if a byte past the head turns out not to be UTF-8, the file is read
 * again from the start as Windows-1252.
 */
export async function streamText<T>(path: string, head: Uint8Array, consume: (utf8: Readable) => Promise<T>): Promise<T> {
  const bom = bomEncoding(head);
  if (bom !== undefined) return consume(utf8Stream(path, bom, 0));
  const skip = startsWith(head, UTF8_BOM) ? UTF8_BOM.length : 0;
  if (!mayBeUtf8(head)) return consume(utf8Stream(path, 'windows-1252', skip));
  try {
    return await consume(utf8Stream(path, 'utf-8', skip));
  } catch (error) {
    if (!(error instanceof NotUtf8Error)) throw error;
    return consume(utf8Stream(path, 'windows-1252', skip));
  }
}

const CONTROL_CHARS = /[\u0000-\u0008\u000e-\u001f]/g;

/** Text files may hold a stray control character; images and archives are full of them and of NULs. */
export function looksBinary(sample: string): boolean {
  if (sample.includes('\u0000')) return true;
  const controls = sample.match(CONTROL_CHARS)?.length ?? 0;
  return controls > sample.length / 100;
}
