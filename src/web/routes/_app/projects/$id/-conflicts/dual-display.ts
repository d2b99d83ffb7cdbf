/** Cohen's kappa in words, on Landis & Koch's (1977) scale, the one screening papers report against. */
export function kappaWords(kappa: number | null): string {
  if (kappa === null) return 'not defined yet';
  if (kappa < 0) return 'poor (below chance)';
  if (kappa <= 0.2) return 'slight';
  if (kappa <= 0.4) return 'fair';
  if (kappa <= 0.6) return 'moderate';
  if (kappa <= 0.8) return 'substantial';
  return 'almost perfect';
}

/** "67 %", or a dash before the first pair. */
export const shareText = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

/** "0.40", or a dash when undefined. */
export const kappaText = (kappa: number | null) => (kappa === null ? '–' : kappa.toFixed(2));
