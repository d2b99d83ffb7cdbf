/** A small seeded generator (splitmix-style): the same seed gives the same draws on every machine. */
export function seededGenerator(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}

/** k items drawn without replacement (a seeded Fisher–Yates shuffle, cut short); all of them when k ≥ length. */
export function seededSample<T>(items: T[], k: number, seed: number): T[] {
  const next = seededGenerator(seed);
  const a = [...items];
  const n = Math.min(k, a.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (a.length - i));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, n);
}
