const units = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count as people read it: "812 B", "14.2 KB", "3.5 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
