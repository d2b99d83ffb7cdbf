/** A record of a tagged format (RIS, MEDLINE): each tag with its values in file order. */
export type TaggedRecord = Map<string, string[]>;

export function addValue(record: TaggedRecord, tag: string, value: string): void {
  const values = record.get(tag);
  if (values) values.push(value);
  else record.set(tag, [value]);
}

/** Long values wrap onto untagged lines; they continue the last value of the previous tag. */
export function continueValue(record: TaggedRecord, tag: string, text: string): void {
  const values = record.get(tag);
  if (values === undefined || values.length === 0) return;
  const last = values.length - 1;
  values[last] = `${values[last]} ${text}`.trim();
}

/** The first non-empty value of the first of `tags` that has one. */
export function firstValue(record: TaggedRecord, ...tags: string[]): string | undefined {
  for (const tag of tags) {
    const value = record.get(tag)?.find((v) => v !== '');
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Every non-empty value of the first of `tags` that has any, joined with "; ". */
export function joinedValues(record: TaggedRecord, ...tags: string[]): string | undefined {
  for (const tag of tags) {
    const values = record.get(tag)?.filter((v) => v !== '') ?? [];
    if (values.length > 0) return values.join('; ');
  }
  return undefined;
}

/**
 * Every non-empty value of the first of `tags` that has any, as paragraphs: some databases (Ovid, Embase) write
 * a long abstract as one AB or N2 line per paragraph. A paragraph written twice is kept once.
 */
export function paragraphs(record: TaggedRecord, ...tags: string[]): string | undefined {
  for (const tag of tags) {
    const values = [...new Set(record.get(tag)?.filter((v) => v !== '') ?? [])];
    if (values.length > 0) return values.join('\n');
  }
  return undefined;
}
