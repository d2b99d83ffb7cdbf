/**
 * Word ids for the space-separated words of lemma token strings, read where they stand: a word's hash is taken
 * from its characters and its id found in an open-addressing table, so no substring is made for a word seen
 * before (splitting 100,000 citations' tokens and looking each word up in a Map took about as long as the rest of
 * building the corpus). Ids are given in order of first appearance, as a Map's size would give them.
 */
export class WordTable {
  private capacity = 1 << 16;
  /** Slot → word id, -1 when empty. */
  private slots = new Int32Array(this.capacity).fill(-1);
  /** Per word id: its hash, where its characters start in `chars`, and how many there are. */
  private hashes = new Int32Array(1 << 14);
  private offsets = new Int32Array(1 << 14);
  private lengths = new Int32Array(1 << 14);
  private chars = new Uint16Array(1 << 18);
  private charCount = 0;
  /** Each word id's text. */
  readonly text: string[] = [];

  get size(): number {
    return this.text.length;
  }

  /**
   * Writes the ids of `tokens.split(' ')` (empty words included, as split gives them) into `out` from `at`, and
   * answers how many; `out` must have room for one more than the spaces in `tokens`.
   */
  idsOf(tokens: string, out: Int32Array, at: number): number {
    const n = tokens.length;
    let k = at;
    for (let from = 0; ;) {
      let to = from;
      let hash = 0x811c9dc5 | 0;
      for (let c; to < n && (c = tokens.charCodeAt(to)) !== 32; to++) hash = Math.imul(hash ^ c, 0x01000193);
      out[k++] = this.idOf(tokens, from, to, hash);
      if (to >= n) return k - at;
      from = to + 1;
    }
  }

  private idOf(tokens: string, from: number, to: number, hash: number): number {
    const mask = this.capacity - 1;
    const length = to - from;
    let slot = hash & mask;
    for (let id; (id = this.slots[slot]!) >= 0; slot = (slot + 1) & mask) {
      if (this.hashes[id] !== hash || this.lengths[id] !== length) continue;
      const offset = this.offsets[id]!;
      let k = 0;
      while (k < length && this.chars[offset + k] === tokens.charCodeAt(from + k)) k++;
      if (k === length) return id;
    }
    return this.insert(tokens, from, to, hash, slot);
  }

  private insert(tokens: string, from: number, to: number, hash: number, slot: number): number {
    const id = this.text.length;
    if (id === this.hashes.length) {
      this.hashes = doubled(this.hashes);
      this.offsets = doubled(this.offsets);
      this.lengths = doubled(this.lengths);
    }
    const length = to - from;
    if (this.charCount + length > this.chars.length) {
      const chars = new Uint16Array(Math.max(2 * this.chars.length, this.charCount + length));
      chars.set(this.chars);
      this.chars = chars;
    }
    for (let k = 0; k < length; k++) this.chars[this.charCount + k] = tokens.charCodeAt(from + k);
    this.hashes[id] = hash;
    this.offsets[id] = this.charCount;
    this.lengths[id] = length;
    this.charCount += length;
    this.text.push(tokens.slice(from, to));
    this.slots[slot] = id;
    if (2 * this.text.length > this.capacity) this.rehash();
    return id;
  }

  private rehash() {
    this.capacity *= 2;
    this.slots = new Int32Array(this.capacity).fill(-1);
    const mask = this.capacity - 1;
    for (let id = 0; id < this.text.length; id++) {
      let slot = this.hashes[id]! & mask;
      while (this.slots[slot]! >= 0) slot = (slot + 1) & mask;
      this.slots[slot] = id;
    }
  }
}

function doubled(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(2 * a.length);
  b.set(a);
  return b;
}
