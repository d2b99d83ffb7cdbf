import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = 'tests/e2e/screenshots';

/** Debian's Chromium, headless, with the flags this sandbox needs (no GPU, no background network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves a screenshot under tests/e2e/screenshots for a person to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

export interface WireBytes { scripts: number; scriptBytes: number; allBytes: number }

/** Counts what `page` receives over the network from now on (Chrome's encodedDataLength: compressed bodies plus headers), scripts apart. */
export async function countWireBytes(page: Page): Promise<{ totals: WireBytes; stop: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const totals: WireBytes = { scripts: 0, scriptBytes: 0, allBytes: 0 };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    totals.allBytes += e.encodedDataLength;
    if (types.get(e.requestId) !== 'Script') return;
    totals.scripts++;
    totals.scriptBytes += e.encodedDataLength;
  });
  return { totals, stop: () => cdp.detach() };
}
