/** Texts of blind dual screening (docs/teams.md). */
export const dualMessages = {
  needsContinuous: 'Two screeners per record needs continuous screening: switch the project to continuous first.',
  notAConflict: 'This record is not a conflict: two reviewers have not disagreed on it.',
  resolved: (relevant: boolean) => `Conflict resolved: ${relevant ? 'included' : 'excluded'}`,
  resolveFailed: 'Failed to resolve the conflict',
  settingSaved: (n: number) =>
    n === 2 ? 'Blind dual screening is on: each record needs two reviewers' : 'One screener per record',
  settingFailed: 'Failed to change the screeners per record',
  awaitingSecond: 'Your decision is recorded; the record waits for a second reviewer.',
  noConflicts: 'No open conflicts.',
  loadFailed: 'Error loading the conflicts',
} as const;
