/** Texts of blind dual screening (docs/teams.md). */
export const dualMessages = {
  needsContinuous: 'Two screeners per record needs continuous screening: switch the project to continuous first.',
  /** The same, for a project being created (there is nothing to switch yet). */
  needsContinuousAtCreation:
    'Two screeners per record needs continuous screening: create the project in continuous mode.',
  notAConflict: 'This record is not a conflict: two reviewers have not disagreed on it.',
  openConflict:
    'This record is an open conflict: two reviewers disagreed on it. A lead or the project owner resolves it on the Conflicts page.',
  resolved: (relevant: boolean) => `Conflict resolved: ${relevant ? 'relevant' : 'irrelevant'}`,
  /** A decision as every page names it. */
  decision: (relevant: boolean) => (relevant ? 'Relevant' : 'Irrelevant'),
  resolveGroup: 'Resolve the conflict',
  resolveFailed: 'Failed to resolve the conflict',
  settingSaved: (n: number) =>
    n === 2 ? 'Blind dual screening is on: each record needs two reviewers' : 'One screener per record',
  settingFailed: 'Failed to change the screeners per record',
  awaitingSecond: 'Your decision is recorded; the record waits for a second reviewer.',
  toOneTitle: 'Go back to one screener per record?',
  toOneAwaiting: (n: number) =>
    n === 0
      ? 'No record waits for a second reviewer.'
      : `${n} record${n === 1 ? ' waits' : 's wait'} for a second reviewer: ${n === 1 ? 'it takes' : 'each takes'} the one decision ${n === 1 ? 'it has' : 'they have'}, as if the second agreed.`,
  toOneConflicts: (n: number) =>
    n === 0
      ? 'No conflict is open.'
      : `${n} conflict${n === 1 ? ' is' : 's are'} open: ${n === 1 ? 'it stays' : 'they stay'} on the Conflicts page until a lead resolves ${n === 1 ? 'it' : 'them'}; no single decision settles ${n === 1 ? 'it' : 'them'}.`,
  toOneAfter:
    'From then on the first decision on a record is its decision. Switching back to two later keeps every decision.',
  toOneOk: 'Go to one screener',
  oneScreener:
    'This project has one screener per record: the first decision on a record is its decision. Conflicts left from blind dual screening stay here until a lead resolves them.',
  changedAfterShownLabel: 'Pairs changed after seeing the other decision',
  settledByChangeLabel: "Conflicts settled by a reviewer's change after seeing the other decision",
  agreementNote:
    "Agreement and kappa compare each record's two blind decisions: what each reviewer had decided before seeing the other's. A reviewer may still change their decision afterwards, and the record follows the change, but it is counted apart, never as agreement. Kappa corrects the agreement for what chance alone would give: Cohen's kappa of one reviewer's decisions against the other's when the same two decided every pair, Fleiss' kappa when the pairs are of more than two reviewers.",
  /** The kappa's name as the agreement gives it (Cohen's for two reviewers, Fleiss' for more). */
  kappaName: (method: 'cohen' | 'fleiss' | null) => (method === 'fleiss' ? "Fleiss' kappa" : "Cohen's kappa"),
  changedAfterShown: (blind: boolean) =>
    `Changed after seeing the other decision: first decided ${blind ? 'Relevant' : 'Irrelevant'}.`,
  notIndependent: 'You screened this record: your resolution is not independent.',
  noConflicts: 'No open conflicts.',
  noResolved: 'No conflict has been resolved yet.',
  resolvers: 'Only a lead or the project owner can resolve conflicts.',
  /** "Resolved as Relevant by Lena Lead (lead) on 2026-03-07." */
  resolvedBy: (relevant: boolean, resolver: string | null, role: string | null, day: string) =>
    `Resolved as ${relevant ? 'Relevant' : 'Irrelevant'} by ${resolver ?? 'a deleted account'}${role ? ` (${role})` : ''} on ${day}.`,
  resolverScreened: 'The resolver screened this record too: the resolution is not independent.',
  changeResolution: (relevant: boolean) => `Change to ${relevant ? 'Relevant' : 'Irrelevant'}`,
  loadFailed: 'Error loading the conflicts',
} as const;
