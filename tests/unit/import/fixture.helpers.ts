import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { ImportError, type ParsedFile } from '../../../src/server/import/types.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

export function fixture(name: string): string {
  return join(FIXTURES, name);
}

/** Reads a committed fixture, under its own name unless the test renames it as a user would. */
export function readFixture(name: string, fileName = name): Promise<ParsedFile> {
  return readCitationFile(fixture(name), fileName);
}

/** A scratch directory for files a test builds; removed when the test file ends. */
export function scratchDir(): (name: string, content: string | Uint8Array) => string {
  const dir = mkdtempSync(join(tmpdir(), 'screener-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return (name, content) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
}

/** The ImportError a read rejects with, so a test can check its kind, message and file name together. */
export async function importError(reading: Promise<unknown>): Promise<ImportError> {
  const error = await reading.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportError);
  return error as ImportError;
}
