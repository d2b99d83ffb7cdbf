/** The Screener logo: a rounded square with three lines of shrinking length, a list being screened. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2952cc" />
      <path d="M9 10h14M9 16h10M9 22h6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
