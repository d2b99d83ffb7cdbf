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
  abstractLength: number;
  hasDoi: boolean;
}

export const keepFacts = (r: DedupRecord): KeepFacts => ({
  id: r.id,
  is_relevant: r.is_relevant,
  abstractLength: (r.abstract ?? '').trim().length,
  hasDoi: Boolean(r.doi),
});

/** The record a group keeps: a labelled one, else the longest abstract, else one with a DOI, else the lowest id. */
export function chooseKept(records: KeepFacts[], group: number[]): number {
  const rank = (i: number) => {
    const r = records[i]!;
    return [r.is_relevant === true || r.is_relevant === false ? 1 : 0, r.abstractLength, r.hasDoi ? 1 : 0, -r.id];
  };
  return group.reduce((best, i) => {
    const [x, y] = [rank(i), rank(best)];
    for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return x[k]! > y[k]! ? i : best;
    return best;
  });
}
