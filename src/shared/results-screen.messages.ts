/** Texts of the results page and its training and download, toasts included. */
export const resultsScreenMessages = {
  trainFailed: 'Failed to train model',
  trainServerError: 'The server encountered an error during model training.',
  trainNotFound: 'Training endpoint not found.',
  trainTimeout:
    'No answer came back from the server. Training can take up to 30 seconds and may still be running: refresh the page in a minute to see whether the iteration moved on.',
  invalidCitationCount: 'Invalid citation count',
  labelRule: (relevant: number, irrelevant: number) =>
    `Label 5–10 relevant and 5–10 irrelevant citations in this iteration before retraining (now ${relevant} relevant and ${irrelevant} irrelevant).`,
  readyToRetrain: 'Train again on every label so far and re-rank the unlabeled citations.',
  allIterationsDone: 'All 10 iterations are done: the model cannot be trained again.',
  trainingRunning: 'The model is training. This can take up to 30 seconds.',
  downloadFailed: 'Download failed',
  downloadTimeout: 'The download took too long. Please try again.',
  noResultsTitle: 'No results yet',
  noResultsDescription:
    'Results appear after the first training. Label 5–10 relevant and 5–10 irrelevant citations on the labeling page, then train the model.',
  estimateRange: (low: number, high: number) =>
    low === high ? `${low.toLocaleString('en-US')}` : `${low.toLocaleString('en-US')}–${high.toLocaleString('en-US')}`,
  estimate: (low: number, high: number, middle: number, level: number) =>
    `${low === high ? `${low.toLocaleString('en-US')}` : `Between ${low.toLocaleString('en-US')} and ${high.toLocaleString('en-US')}`} relevant citation${high === 1 ? '' : 's'} may remain among the unlabeled` +
    ` (${Math.round(level * 100)} % interval)${low === high ? '' : `; middle figure ${middle.toLocaleString('en-US')}, as likely more as fewer`}.`,
  estimateWide:
    'The range is wide while the last iteration was read only near the top of the list; it narrows as you read deeper.',
  stillUnlabelled: (n: number) => `${n.toLocaleString('en-US')} citation${n === 1 ? ' is' : 's are'} still unlabeled.`,
  estimateUnavailable: {
    'no-reading':
      'No estimate yet: it comes with the second training, from how far down the first model’s order you read to find your relevant citations.',
    'not-in-order':
      'No estimate: the labels of an iteration were not given from the top of the model’s order (highest score first, “Most relevant first” on the labeling page): more than a couple of records were passed over before a class had its 10 labels, so how much is left cannot be judged from them. Label each record you read until a class has 10.',
    unscored:
      'No estimate: some unlabeled citations were added after the last training and have no score yet. Train again to include them.',
  },
  estimateHelp: 'How this is worked out: Help, “Still to find”.',
  shortcutsNote:
    'The keys act on the citations of the tab shown. A citation labeled off the tab hands the focus to the next one.',
  estimatedScore:
    'Estimated: the model has not scored this citation, so the score comes from its label or keyword matches.',
} as const;
