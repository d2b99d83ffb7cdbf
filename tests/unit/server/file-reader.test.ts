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
});
