// The app speaks English, so dates read the same for everyone: "Mar 5, 2026".
const shortFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A timestamp as a short date in the visitor's time zone; undefined when it is missing or unreadable. */
export function shortDate(iso: string | null | undefined): string | undefined {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? shortFormat.format(date) : undefined;
}
