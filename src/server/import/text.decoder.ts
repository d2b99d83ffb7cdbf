import { createReadStream } from 'node:fs';
import { pipeline, Transform, type Readable } from 'node:stream';
import {
  bomEncoding,
  mayBeUtf8,
  startsWithBytes,
  UTF8_BOM,
  type TextEncoding,
} from '../../shared/import/text-decoding.ts';

/** Bytes read from disk at a time when streaming: large enough that the parser seldom joins chunks. */
export const STREAM_CHUNK_BYTES = 256 * 1024;

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
  return pipeline(
    createReadStream(path, { start: skip, highWaterMark: STREAM_CHUNK_BYTES }),
    encoding === 'utf-8' ? checkingUtf8() : decoding(encoding),
    () => undefined,
  );
}

/**
 * Streams a text file to `consume` as UTF-8 bytes without a byte-order mark, with the rules of
 * decodeText, where `head` is the file's first bytes. A UTF-8 file reaches the parser as the bytes on
 * disk, never as one large string; if a byte past the head turns out not to be UTF-8, the file is read
 * again from the start as Windows-1252.
 */
export async function streamText<T>(
  path: string,
  head: Uint8Array,
  consume: (utf8: Readable) => Promise<T>,
): Promise<T> {
  const bom = bomEncoding(head);
  if (bom !== undefined) return consume(utf8Stream(path, bom, 0));
  const skip = startsWithBytes(head, UTF8_BOM) ? UTF8_BOM.length : 0;
  if (!mayBeUtf8(head)) return consume(utf8Stream(path, 'windows-1252', skip));
  try {
    return await consume(utf8Stream(path, 'utf-8', skip));
  } catch (error) {
    if (!(error instanceof NotUtf8Error)) throw error;
    return consume(utf8Stream(path, 'windows-1252', skip));
  }
}
