// Long enough for the browser to start reading the file before its address is released.
const REVOKE_AFTER_MS = 1_000;

/** Hands a file to the browser's own download, as a click on a link to it would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
