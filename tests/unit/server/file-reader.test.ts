import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../../src/server/import/types.ts';
import { openFileReader } from '../../../src/server/jobs/read-file.job.ts';

const fixture = (name: string) => new URL(`../../fixtures/${name}`, import.meta.url).pathname;

describe('a file reader kept for an upload’s files', () => {
  it('reads one file after another, each with its own citations and tokens, past a file it refuses', async () => {
    const reader = openFileReader();
    try {
      const ris = await reader.read(fixture('citations.ris'), 'citations.ris');
      const refused = await reader.read(fixture('notes.pdf'), 'notes.pdf').then(
        () => undefined,
        (error: unknown) => error,
      );
      const csv = await reader.read(fixture('labelling.csv'), 'labelling.csv');

      expect(ris.format).toBe('ris');
      expect(ris.index).toHaveLength(ris.citations.length);
      expect(refused).toBeInstanceOf(ImportError);
      expect((refused as ImportError).fileName).toBe('notes.pdf');
      expect(csv.format).toBe('csv');
      expect(csv.citations.length).toBeGreaterThan(ris.citations.length);
      expect(csv.index).toHaveLength(csv.citations.length);
      expect(csv.index.every((entry) => typeof entry.tokens === 'string' && entry.tokenCount! > 0)).toBe(true);
    } finally {
      await reader.close();
    }
  });

  it('answers a file longer than the parts the worker sends it in whole, in file order, each citation with its own index entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'file-reader-'));
    const path = join(dir, 'long.csv');
    const rows = Array.from(
      { length: 2_345 },
      (_, i) => `"Trial ${i} of ${i % 2 ? 'statins' : 'exercise'}","Abstract ${i}"`,
    );
    writeFileSync(path, ['title,abstract', ...rows].join('\n'));
    const reader = openFileReader();
    try {
      const file = await reader.read(path, 'long.csv');
      expect(file.citations.map((c) => c.title)).toEqual(
        rows.map((_, i) => `Trial ${i} of ${i % 2 ? 'statins' : 'exercise'}`),
      );
      expect(file.index).toHaveLength(2_345);
      expect(file.index[2_344]!.tokens).toContain('exercise');
      expect(file.index[2_343]!.tokens).toContain('statin');
    } finally {
      await reader.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
