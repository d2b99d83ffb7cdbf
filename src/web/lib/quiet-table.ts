import type { SpinProps } from 'antd';

/**
 * A table's `loading`, without the live region antd puts around it: its loading spinner wraps the whole table
 * in aria-live="polite", so a screen reader read every row out, run together, at each change (each keystroke of
 * a search, each training). A table is read when the reader goes to it; what changed is said on its own.
 */
export const quietLoading = (spinning: boolean): SpinProps => ({ spinning, 'aria-live': 'off' }) as SpinProps;
