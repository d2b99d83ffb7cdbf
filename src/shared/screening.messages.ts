/**
 * "95", "97.5": a share as the percentage people read, to one decimal; more where one would read as 0 % or 100 %
 * and the share is neither (a confidence of 0.99999 is not 100 %).
 */
export function percent(share: number): string {
  const exact = share * 100;
  const wrong = (shown: number) => (shown === 100 && share < 1) || (shown === 0 && share > 0);
  for (let decimals = 1; decimals <= 4; decimals++) {
    const shown = Math.round(exact * 10 ** decimals) / 10 ** decimals;
    if (!wrong(shown)) return String(shown);
  }
  return String(exact);
}

/** Texts of continuous screening: the mode, the screening view, the stopping test and finishing (docs/screening-modes.md). */
export const screeningMessages = {
  /** An undo refused because the record's label changed since the decision it would take back (if_label). */
  changedSince: (now: boolean | null) =>
    `Not undone: someone changed this record after your decision. It is ${now === null ? 'unlabeled' : now ? 'Relevant' : 'Irrelevant'} now.`,
  noWayBack:
    'A continuous project cannot go back to iterations: its decisions were taken without the iteration caps and locks, so no iteration could hold them.',
  trainsItself: 'This project screens continuously: the model retrains by itself after new decisions.',
  canStop: (targetRecall: number, confidence: number) =>
    `With ${percent(confidence)} % confidence at least ${percent(targetRecall)} % of the relevant records are found.`,
  notYet: (targetRecall: number, confidence: number) =>
    `Not yet: it cannot be said with ${percent(confidence)} % confidence that ${percent(targetRecall)} % of the relevant records are found.`,
  allScreened: (found: number) =>
    found === 0
      ? 'Every record is screened: none was relevant.'
      : `Every record is screened: all ${found} relevant record${found === 1 ? ' is' : 's are'} found.`,
  nothingScreened: 'Not yet: no record has been screened.',
  maybePending: (n: number) =>
    `${n} record${n === 1 ? ' is' : 's are'} set aside as Maybe and count${n === 1 ? 's' : ''} as not screened until decided.`,
  awaitingSecondPending: (n: number) =>
    `${n} record${n === 1 ? ' waits' : 's wait'} for a second reviewer and count${n === 1 ? 's' : ''} as not screened until decided.`,
  conflictsPending: (n: number) =>
    `${n} conflict${n === 1 ? ' is' : 's are'} open and count${n === 1 ? 's' : ''} as not screened until a lead resolves ${n === 1 ? 'it' : 'them'}.`,
  switched: 'Switched to continuous screening',
  switchedDescription: 'Every decision is now recorded, without caps. The model retrains by itself as you screen.',
  switchFailed: 'Failed to switch to continuous screening',
  switchConfirmTitle: 'Continue in continuous mode?',
  switchConfirm:
    "Every decision will be recorded, with no caps and no iteration limit, and the model retrains by itself as you screen. Labels given so far are kept and can be changed again. The stopping test counts them as screened in the order they were given: it assumes records read in the model's order, so labels picked by hand can make it say stop too early until you have screened on in continuous mode. A project cannot switch back to iterations.",
  finished: 'Screening finished',
  finishedDescription: 'The decisions and the stopping test are recorded in the export’s Summary sheet.',
  finishFailed: 'Failed to finish screening',
  /** Finishing before any record has its decision: the 409's text, and the note beside the disabled button. */
  finishNothingScreened: 'Nothing has been screened yet: screening can be finished once records have their decisions.',
  /** Once finished: screening may go on, and the figures recorded then stay apart from what came after. */
  finishedOn: (day: string) =>
    `Screening finished on ${day}. Decisions and Maybes given since are kept and exported; the PRISMA diagram says them apart from the figures recorded then.`,
  finishConfirmTitle: 'Finish screening?',
  finishConfirm: (statement: string) =>
    `The stopping test says: ${statement} Decisions can still be changed afterwards.`,
  decisionFailed: 'Failed to record the decision',
  offlineUnsaved: (n: number) =>
    `You are offline: ${n === 1 ? '1 decision is' : `${n} decisions are`} not saved yet. Keep this page open: ${n === 1 ? 'it is' : 'they are'} sent when the connection comes back.`,
  serverAwayUnsaved: (n: number) =>
    `The server is not answering: ${n === 1 ? '1 decision is' : `${n} decisions are`} not saved yet. Keep this page open: ${n === 1 ? 'it is' : 'they are'} sent again as soon as it answers.`,
  nothingToUndo: 'Nothing to undo in this sitting.',
  /** A decision key pressed between records (faster than the next one came): nothing was decided. */
  nextStillLoading: 'The next record is still loading: nothing was decided.',
  hiddenByKeywords:
    'Your keywords hide this record. It comes now because every record they let through is screened or skipped: the hidden ones follow, most relevant first. Read them to be sure no study is missed, or change the keywords.',
  noneLeft: 'Every record is screened.',
  noneLeftMaybe: (n: number) =>
    `Every other record is screened; ${n === 1 ? 'one is' : `${n} are`} set aside as Maybe and still ${n === 1 ? 'needs' : 'need'} a decision (they do not count as screened).`,
  decideMaybe: (n: number) => `Decide the ${n === 1 ? 'Maybe record' : `${n} Maybe records`}`,
  noneLeftSkipped: (n: number) => `No unscreened record is left except the ${n} skipped in this sitting.`,
  loadFailed: 'Error loading the next record',
} as const;
