/** Texts of the duplicate management page and its toasts. */
export const dedupScreenMessages = {
  optionalStep: 'Optional Step',
  optionalStepNote:
    'Removal is soft and reversible: a removed citation stays in the project, out of labeling and training, and can be restored from this page at any time.',
  completed: 'Duplicate Removal Completed',
  previouslyCompleted: 'Previously Completed',
  removedTitle: 'Duplicates removed',
  /** The removed list shows entries a hundred at a time: 20,000 at once froze the page for over a minute. */
  showMoreRemoved: (next: number, hidden: number) => `Show ${next} more (${hidden.toLocaleString('en')} not shown)`,
  removeFailed: 'Failed to remove duplicates',
  /** What the possible duplicates are: pairs automatic removal did not settle (docs/dedup.md, "possible duplicate"). */
  possibleIntro:
    'Automatic removal left these pairs for you to decide: they look alike, but a detail disagrees or the evidence that they are one publication is incomplete. Compare them and remove one copy if both are the same study, or keep both. Press ? for keyboard shortcuts.',
  removeTimeout:
    'The request timed out. The backend may still be processing your citations; refresh the page in a minute to see the result.',
  loadErrorTitle: 'Error Loading Project',
  loadErrorDescription: 'Failed to load project information. Please try again.',
  listFailed: 'Failed to load the duplicate details',
  noTitle: 'No title available',
  restored: 'Citation restored',
  restoredDescription: (id: number) => `Citation #${id} is back among the project's citations.`,
  restoreFailed: 'Failed to restore citation',
  pairRemoved: 'Duplicate removed',
  pairRemovedDescription: (id: number) =>
    `Citation #${id} was set aside as a duplicate. You can restore it from the removed list.`,
  pairDismissed: 'Kept both citations',
  pairDismissedDescription: 'The pair will not be suggested again.',
  manyRemovedDescription: 'One copy of each pair was set aside. You can restore any of them from the removed list.',
  confirmRemoveMany: (n: number) => `Remove one copy of each of the ${n} selected pairs?`,
  confirmRemoveManyNote:
    'The copy kept is chosen as in automatic removal (labeled, longest abstract, with a DOI). Removed copies can be restored.',
  chooseFirst: 'Press j or k to choose a pair first.',
  resolveFailed: 'Failed to update the pair',
  displayWarning: 'Warning',
  displayWarningDescription: 'Some duplicate details could not be displayed. The duplicates were still removed.',
} as const;
