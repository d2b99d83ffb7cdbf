import type { z } from 'zod';

/** The fields an object schema names, through intersections and pipes (zod's own definitions). */
export function schemaFields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (
    schema as unknown as { def: { type: string; shape?: object; left?: z.ZodType; right?: z.ZodType; in?: z.ZodType } }
  ).def;
  if (def.shape) return Object.keys(def.shape);
  if (def.type === 'intersection') return [...schemaFields(def.left), ...schemaFields(def.right)];
  if (def.type === 'pipe') return schemaFields(def.in);
  return [];
}

const plain = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');

/**
 * The keys a request gave that are not the route's but spell one of its fields another way ("screeningMode",
 * "isRelevant", "Screening-Mode"), as issues naming the field meant. Ignored, such a key left a script with a
 * default it never asked for (an iteration project instead of a continuous one) and no word of why. Other
 * unknown keys are let through as before: clients may send fields of their own.
 */
export function misspeltFields(given: Iterable<string>, known: readonly string[]) {
  const meant = new Map(known.map((field) => [plain(field), field]));
  const issues: Array<{ path: string[]; message: string }> = [];
  for (const key of given) {
    const field = known.includes(key) ? undefined : meant.get(plain(key));
    if (field) issues.push({ path: [key], message: `Unknown field "${key}": did you mean "${field}"?` });
  }
  return issues;
}
