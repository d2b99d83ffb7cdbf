import { pageTitles } from '../../shared/page.messages.ts';

/** "Keywords · Screener": the page first, so a row of browser tabs tells the pages apart. */
export const documentTitle = (page: string) => `${page} · ${pageTitles.suffix}`;
