/** Texts of the keyword selection and labelling pages. */
export const labellingScreenMessages = {
  keywordsLoadFailed: 'Error Loading Keywords',
  citationsLoadFailed: 'Error Loading Citations',
  keywordsUpdateFailed: 'Failed to update keywords',
  keywordsSaved: 'Keywords saved',
  /** Beside Continue on the keyword page while the lists on screen are not saved. */
  continueSaves: 'Continue saves your changes first.',
  citationUpdateFailed: 'Failed to update citation',
  alreadyLabeled: 'Already labeled',
  notLabeled: 'Not labeled',
  chooseCitationFirst: 'Press j or k to choose a citation first.',
  readyToTrain: 'Enough labels to train the model.',
  allTrainingsDone:
    'All 10 trainings are done: labels can no longer change the model. The results page ranks every citation and downloads them.',
  fewRelevantLeft:
    'Late in a review there may be fewer than 5 relevant citations left to find, and the model cannot be trained without them. If the citations you read now are irrelevant, the review may be near its end.',
  /**
   * Instead of fewRelevantLeft when "Still to find" says at least 5 relevant citations are still unlabelled: the
   * full irrelevant class is then no sign of the review's end (a reader who met 10 irrelevant first, or an order
   * that is not sharp yet).
   */
  relevantStillLeft: (low: number, high: number, level: number) =>
    `This iteration's irrelevant labels are all given, but the review is not near its end: between ${low.toLocaleString('en-US')} and ${high.toLocaleString('en-US')} relevant citations are still among the unlabeled ones (${Math.round(level * 100)} % interval; Help, “Still to find”). Read on in “Most relevant first” order and label the relevant ones you find: 5 allow the next training.`,
  /** Beside the ways forward, while the keywords hide unlabelled citations nobody has read. */
  hiddenUnread: (hidden: number) =>
    `Your keywords hide ${hidden.toLocaleString('en-US')} unlabeled citation${hidden === 1 ? '' : 's'} that no one has read, and relevant ones may be among them: look at them (Hidden by keywords) before you finish.`,
  waysForward:
    'You can finish here and download the results, or continue in continuous mode: every decision is recorded without caps, the model retrains by itself, and a stopping test says when enough is found.',
  /** waysForward as a reviewer reads it: the choice is a lead's or the owner's. */
  waysForwardReviewer:
    'A lead or the project owner can finish here and download the results, or continue in continuous mode: every decision is recorded without caps, the model retrains by itself, and a stopping test says when enough is found.',
  continueContinuous: 'Continue in continuous mode',
  viewResults: 'View and download results',
  needMoreLabels: (relevant: number, irrelevant: number, min: number) =>
    `You need at least ${min} relevant and ${min} irrelevant citations to train the model. Currently have: ${relevant}/${min} relevant and ${irrelevant}/${min} irrelevant.`,
  /** The keyword page's warning that lists would turn away citations like ones already labelled relevant. */
  relevantUnmatched: (unmatched: number, relevant: number) =>
    `${unmatched.toLocaleString('en-US')} of the ${relevant.toLocaleString('en-US')} citation${relevant === 1 ? '' : 's'} you labeled relevant ${unmatched === 1 ? 'does' : 'do'} not match these keywords: unlabeled citations like ${unmatched === 1 ? 'it' : 'them'} would be hidden.`,
  confirmHidingTitle: 'These keywords hide citations like ones you labeled relevant',
  confirmHidingTotal: (hidden: number) =>
    `In all, ${hidden.toLocaleString('en-US')} unlabeled citation${hidden === 1 ? '' : 's'} would leave labeling and the results unless you show ${hidden === 1 ? 'it' : 'them'} there.`,
  classFull: (label: string, max: number) =>
    `Maximum reached: ${max} ${label} citations are labeled in this iteration.`,
} as const;
