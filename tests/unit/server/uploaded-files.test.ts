import { setImmediate } from 'node:timers';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readUploadedFiles } from '../../../src/server/modules/citations/uploaded-files.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Made in a function of its own, so that no register of the test's loop still holds the target. */
const weakRefTo = (target: object) => new WeakRef(target);
const fixture = (name: string) => ({
  path: new URL(`../../fixtures/${name}`, import.meta.url).pathname,
  name,
  size: 0,
});

describe("an upload's files, read for storing", () => {
  it('come one at a time in upload order, and a stored file is let go of while the next ones are stored', async () => {
    const names = ['citations.ris', 'labelling.csv', 'citations.nbib', 'duplicates.csv'];
    const seen: string[] = [];
    const stored: Array<WeakRef<object>> = [];
    for await (const source of readUploadedFiles(names.map(fixture))) {
      // A 100,000-citation upload held every file until its end; each must be free once the next comes.
      // A WeakRef keeps its target until the running job ends; the collection comes after that.
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
      expect(stored.filter((citations) => citations.deref() !== undefined)).toHaveLength(0);
      seen.push(source.name);
      expect(source.index).toHaveLength(source.citations.length);
      stored.push(weakRefTo(source.citations));
    }
    expect(seen).toEqual(names);
  });

  it('ends when the caller stops after the first file, the files not yet begun left unread', async () => {
    const names = [
      'citations.ris',
      'labelling.csv',
      'citations.nbib',
      'duplicates.csv',
      'citations.bib',
      'citations.csv',
    ];
    const seen: string[] = [];
    for await (const source of readUploadedFiles(names.map(fixture))) {
      seen.push(source.name);
      break;
    }
    expect(seen).toEqual(['citations.ris']);
  });
});
