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
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
