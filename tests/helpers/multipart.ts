import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { blockApp, blockUser, type TestDatabase } from './test-app.ts';

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

/**
 * Creates a project from fixture files (or generated ones) over REST, as the web app's upload does (with any other
 * form fields, such as screening_mode), and answers its id with its citations' ids in import order.
 */
export async function uploadedProject(
  t: { app: FastifyInstance; orm: MikroORM },
  cookie: string,
  name: string,
  files: FilePart[],
  fields: Record<string, string> = {},
): Promise<{ id: number; citationIds: number[] }> {
  const body = await multipart({ name, ...fields }, { files });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`project upload failed: ${res.statusCode} ${res.body}`);
  const id = res.json().project.id as number;
  const rows = await t.orm.em.fork().execute('select id from citation where project_id = ? order by id', [id]);
  return { id, citationIds: rows.map((r) => r.id as number) };
}

/**
 * The start of most project tests: an app on `db` for the describe block that calls this (see blockApp), one user
 * signed up, and `upload`, which makes that user a project from files as uploadedProject does.
 */
export function appWithUploader(db: TestDatabase) {
  const t = blockApp(db);
  const user = blockUser(t);
  const upload = (name: string, files: FilePart[], fields: Record<string, string> = {}) =>
    uploadedProject(t, user.cookie, name, files, fields);
  return { t, user, upload };
}
