import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export type FilePart = { name: string; data: Buffer | string } | string;

/** A multipart/form-data body as a browser would send it; a string file part is a path under tests/fixtures. */
export async function multipart(fields: Record<string, string>, files: Record<string, FilePart[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, parts] of Object.entries(files)) {
    for (const part of parts) {
      const file =
        typeof part === 'string' ? { name: basename(part), data: readFileSync(`tests/fixtures/${part}`) } : part;
      form.append(key, new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)]), file.name);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
