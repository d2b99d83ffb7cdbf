import { z } from 'zod';
import { inTurns } from '../coordination/in-turns.ts';

/** Items checked between two turns of the event loop: a few milliseconds of work. */
const CHUNK = 500;

/**
 * A procedure's long list output (20,000 duplicate details at 100,000 citations), checked against `item` a
 * chunk at a time with a turn of the event loop between chunks. tRPC checks a procedure's output whole before
 * answering: a z.array of 18,000 details took 105 ms of the server's thread in one block, at the end of every
 * duplicate search, while every other user's click waited (docs/performance.md, Load). The items are passed on
 * as they are (an item's unknown keys are not stripped); the OpenAPI document shows the array of `item`.
 */
export function listInTurns<T extends z.ZodType>(item: T) {
  const whole = z.array(item);
  const { $schema: _, ...documented } = z.toJSONSchema(whole, { io: 'input', unrepresentable: 'any' });
  return z
    .custom<Array<z.output<T>>>((value) => Array.isArray(value), { message: 'Expected an array' })
    .superRefine(async (items, ctx) => {
      let start = 0;
      for await (const chunk of inTurns([items], CHUNK)) {
        const checked = await whole.safeParseAsync(chunk);
        if (!checked.success) {
          for (const issue of checked.error.issues)
            ctx.addIssue({ ...issue, path: [start + Number(issue.path[0]), ...issue.path.slice(1)] } as never);
          return;
        }
        start += chunk.length;
      }
    })
    .meta(documented);
}
