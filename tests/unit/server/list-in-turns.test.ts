import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { listInTurns } from '../../../src/server/trpc/list-in-turns.ts';
import { turnsDuring } from '../../helpers/event-loop-turns.ts';

const item = z.object({ id: z.number().int(), title: z.string() });
const items = (n: number) => Array.from({ length: n }, (_, id) => ({ id, title: `Citation ${id}` }));

describe('a long list checked in turns', () => {
  test('a list of valid items passes as it is', async () => {
    const list = items(1200);
    expect(await listInTurns(item).parseAsync(list)).toEqual(list);
  });

  test('a bad item far down the list is refused, with its own position in the path', async () => {
    const list: unknown[] = items(1200);
    list[1100] = { id: 'x', title: 'Citation 1100' };
    const checked = await z.object({ removed: listInTurns(item) }).safeParseAsync({ removed: list });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(['removed', 1100, 'id']);
    expect((await listInTurns(item).safeParseAsync('not a list')).success).toBe(false);
  });

  test('other work gets turns of the event loop while a long list is checked, unlike a plain array', async () => {
    expect(await turnsDuring(() => z.array(item).parseAsync(items(5000)))).toBe(0);
    expect(await turnsDuring(() => listInTurns(item).parseAsync(items(5000)))).toBeGreaterThanOrEqual(5);
  });

  test('the OpenAPI document shows the array of items', () => {
    const documented = z.toJSONSchema(z.object({ removed: listInTurns(item) }), {
      io: 'input',
      unrepresentable: 'any',
    });
    expect(documented.properties?.removed).toMatchObject({
      type: 'array',
      items: { type: 'object', required: ['id', 'title'] },
    });
  });
});
