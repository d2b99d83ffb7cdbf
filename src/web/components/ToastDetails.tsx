interface ToastDetailsProps {
  message: string;
  lines?: string[];
}

/** A toast's description with the lines that explain it, e.g. one per file the server could not read. */
export function ToastDetails({ message, lines = [] }: ToastDetailsProps) {
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
    </div>
  );
}
