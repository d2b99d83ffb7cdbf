/** What learning venue names needs of a record. */
interface Venued {
  doi: string;
  title: string;
  journalTokens: string[];
}

/**
 * Venue names this project writes in more than one way, learnt from its own records: two records with
 * one DOI and one title name the same venue, however each database writes it ("Zhonghua Yi Xue Za Zhi"
 * / "National Medical Journal of China", "Proc. VLDB Endow." / "PVLDB"). No list of abbreviations
 * covers every database's own; the project's DOIs show the ones it uses. Returns each record's venue
 * key: the same key for every name of one venue, '' where the record names none.
 */
export function venueKeys(records: Venued[]): string[] {
  const names = records.map((r) => r.journalTokens.join(' '));
  const parent = new Map<string, string>();
  const find = (name: string): string => {
    let root = name;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(name, root);
    return root;
  };
  const firstOf = new Map<string, number>();
  records.forEach((r, i) => {
    if (!r.doi || !names[i]) return;
    const key = `${r.doi}\u0001${r.title}`;
    const first = firstOf.get(key);
    if (first === undefined) firstOf.set(key, i);
    else if (find(names[first]!) !== find(names[i]!)) parent.set(find(names[i]!), find(names[first]!));
  });
  return names.map((name) => (name ? find(name) : ''));
}
