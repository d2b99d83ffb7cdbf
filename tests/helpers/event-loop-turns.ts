/** How many turns of the event loop other work got while `work` ran (0: it held the thread throughout). */
export async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    turns++;
    if (!done) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  done = true;
  return turns;
}
