import type { ReactNode } from 'react';

interface ToastDetailsProps {
  message: string;
  lines?: string[];
  /** More below the lines, such as an upload's skipped rows. */
  children?: ReactNode;
}

/** A toast's description with the lines that explain it, e.g. one per file the server could not read. */
export function ToastDetails({ message, lines = [], children }: ToastDetailsProps) {
  return (
    <div className="toast-details">
      <p>{message}</p>
      {lines.length > 0 && (
        <ul>
          {lines.map((line, i) => (
            // The lines never change order once shown, and two may read the same (files of the same name).
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
