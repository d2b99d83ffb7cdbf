import type { DuplicateDetail } from '../../shared/dedup.schema.ts';

/**
 * The removed list: this visit's run first, shown before the server is asked for the list again, then
 * removals from earlier runs or decided pairs; citations restored during the visit are left out.
 */
export function removedEntries(
  fresh: DuplicateDetail[] | undefined,
  listed: DuplicateDetail[] | undefined,
  restored: ReadonlySet<number>,
): DuplicateDetail[] {
  const first = fresh ?? [];
  const shown = new Set(first.map((detail) => detail.record_id));
  const rest = (listed ?? []).filter((detail) => !shown.has(detail.record_id));
  return [...first, ...rest].filter((detail) => !restored.has(detail.record_id));
}
