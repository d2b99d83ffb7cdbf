import type { DedupRecord } from './types.ts';

type Label = boolean | null | undefined;

/**
 * Union-find over record indexes that refuses to join a group holding a relevant label with one
 * holding an irrelevant label (such records are reported, never merged), or two groups holding records
 * a person has said are different publications.
 */
export class LabelAwareClusters {
  private readonly parent: Int32Array;
  private readonly relevant: Uint8Array;
  private readonly irrelevant: Uint8Array;
  /** Per group root: the records its members must stay apart from. Few, so plain sets do. */
  private readonly apart = new Map<number, Set<number>>();

  constructor(records: Array<{ is_relevant?: Label }>, keepApart: Array<[number, number]> = []) {
    this.parent = Int32Array.from(records, (_, i) => i);
    this.relevant = Uint8Array.from(records, (r) => (r.is_relevant === true ? 1 : 0));
    this.irrelevant = Uint8Array.from(records, (r) => (r.is_relevant === false ? 1 : 0));
    for (const [a, b] of keepApart) {
      this.apartOf(a).add(b);
      this.apartOf(b).add(a);
    }
  }

  private apartOf(root: number): Set<number> {
    let set = this.apart.get(root);
    if (!set) this.apart.set(root, (set = new Set()));
    return set;
  }

  /** True when a person has said some member of a's group and some member of b's group are different. */
  keptApart(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    for (const i of this.apart.get(ra) ?? []) if (this.find(i) === rb) return true;
    return false;
  }

  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root]!;
    while (this.parent[i] !== root) {
      const next = this.parent[i]!;
      this.parent[i] = root;
      i = next;
    }
    return root;
  }

  /** Joins the groups of a and b; false when their labels conflict (or they already share a group). */
  union(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    if ((this.relevant[ra]! && this.irrelevant[rb]!) || (this.irrelevant[ra]! && this.relevant[rb]!)) return false;
    if (this.keptApart(ra, rb)) return false;
    this.parent[rb] = ra;
    const moved = this.apart.get(rb);
    if (moved) {
      for (const i of moved) this.apartOf(ra).add(i);
      this.apart.delete(rb);
    }
    this.relevant[ra]! |= this.relevant[rb]!;
    this.irrelevant[ra]! |= this.irrelevant[rb]!;
    return true;
  }

  conflicts(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    return (
      ra !== rb && ((this.relevant[ra]! && this.irrelevant[rb]!) || (this.irrelevant[ra]! && this.relevant[rb]!)) === 1
    );
  }

  /** Groups of two or more, as lists of indexes. */
  groups(): number[][] {
    const byRoot = new Map<number, number[]>();
    for (let i = 0; i < this.parent.length; i++) {
      const root = this.find(i);
      const group = byRoot.get(root);
      if (group) group.push(i);
      else byRoot.set(root, [i]);
    }
    return [...byRoot.values()].filter((g) => g.length > 1);
  }
}

/** What choosing the record to keep looks at: the matcher keeps only this of each record, not its text. */
export interface KeepFacts {
  id: number;
  is_relevant?: Label;
  /** The abstract's length without a publisher's closing copyright line. */
  abstractLength: number;
  /** The title has capitals and small letters: some exports write it all in small letters or all in capitals. */
  titleCased: boolean;
  /** How many of DOI, authors, year, journal, volume, issue and pages the record has. */
  details: number;
  /** The authors' length: full given names ("Müller, Hans") make it longer than initials ("Muller H"). */
  authorsLength: number;
  hasDoi: boolean;
}

/**
 * A publisher's statement closing an abstract ("© 2020 Elsevier Ltd. All rights reserved.", "Copyright © 2015
 * Wiley"): Scopus and Embase keep it, PubMed often not, so it makes one copy's abstract longer and says nothing.
 */
const CLOSING_COPYRIGHT = /\s*(?:(?:copyright\s*)?(?:©|\(c\))|copyright\b)[^©]{0,200}$/i;

const abstractLength = (abstract: string | null | undefined) =>
  (abstract ?? '').trim().replace(CLOSING_COPYRIGHT, '').length;

const present = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';

export const keepFacts = (r: DedupRecord): KeepFacts => ({
  id: r.id,
  is_relevant: r.is_relevant,
  abstractLength: abstractLength(r.abstract),
  titleCased: /\p{Lu}/u.test(r.title) && /\p{Ll}/u.test(r.title),
  details: [r.doi, r.authors, r.year, r.journal, r.volume, r.issue, r.pages].filter(present).length,
  authorsLength: (r.authors ?? '').trim().length,
  hasDoi: Boolean(r.doi),
});

/** Abstracts within a tenth of the longest count as equally full: a few words or a heading say nothing. */
const ABSTRACT_SLACK = 0.9;

/**
 * The record a group keeps, the one a reviewer then reads and exports: a labelled one; else, among those whose
 * abstract is about as long as the longest (within a tenth, a copyright line left aside), one whose title keeps
 * its capitals, then the one with the most details, then the fuller author names, then the longer abstract, then a
 * DOI, then the lowest id.
 */
export function chooseKept(records: KeepFacts[], group: number[]): number {
  const labelled = group.filter((i) => records[i]!.is_relevant === true || records[i]!.is_relevant === false);
  const pool = labelled.length > 0 ? labelled : group;
  const longest = Math.max(...pool.map((i) => records[i]!.abstractLength));
  const full = pool.filter((i) => records[i]!.abstractLength >= longest * ABSTRACT_SLACK);
  const rank = (i: number) => {
    const r = records[i]!;
    return [r.titleCased ? 1 : 0, r.details, r.authorsLength, r.abstractLength, r.hasDoi ? 1 : 0, -r.id];
  };
  return full.reduce((best, i) => {
    const [x, y] = [rank(i), rank(best)];
    for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return x[k]! > y[k]! ? i : best;
    return best;
  });
}
