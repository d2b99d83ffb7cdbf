/** A document with an arrow going up: the drop area for citation files. */
export function UploadIcon() {
  return (
    <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
      <path
        d="M11 5h15l9 9v23a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z"
        fill="#eef2ff"
        stroke="#2952cc"
        strokeWidth="2"
      />
      <path d="M26 5v9h9" fill="none" stroke="#2952cc" strokeWidth="2" strokeLinejoin="round" />
      <path
        d="M22 32V20M17 25l5-5 5 5"
        fill="none"
        stroke="#2952cc"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
