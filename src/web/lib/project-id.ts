/** The largest id the server's integer column can hold. */
const MAX_ID = 2_147_483_647;

/** The project id in a URL, or null when it cannot name a project (not digits, 0, or out of range). */
export function parseProjectId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}
