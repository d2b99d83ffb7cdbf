import type { ServerProcess } from './server-process.ts';
import { uniqueEmail } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Answer {
  status: number;
  body: unknown;
}

/** A signed-in user talking to a server process over real HTTP. */
export interface Session {
  email: string;
  call: (method: Method, path: string, json?: object) => Promise<Answer>;
  /** Creates a project from one CSV file, as the web app's upload does. */
  upload: (name: string, csv: string) => Promise<Answer>;
  /** Signs the same user in on another (restarted) server. */
  signIn: (server: ServerProcess) => Promise<Session>;
  /** The same session (its cookie) sent to another server: an instance beside this one. */
  on: (server: ServerProcess) => Session;
}

async function send(
  server: ServerProcess,
  method: Method,
  path: string,
  init: { cookie?: string; json?: object; form?: FormData } = {},
): Promise<Answer & { cookie?: string }> {
  const headers: Record<string, string> = init.cookie ? { cookie: init.cookie } : {};
  if (init.json) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + path, {
    method,
    headers,
    body: init.form ?? (init.json ? JSON.stringify(init.json) : undefined),
  });
  const text = await res.text();
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('screener_session='))
    ?.split(';')[0];
  return {
    status: res.status,
    body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    cookie,
  };
}

function session(server: ServerProcess, credentials: { email: string; password: string }, cookie: string): Session {
  return {
    email: credentials.email,
    call: (method, path, json) => send(server, method, path, { cookie, json }),
    upload: (name, csv) => {
      const form = new FormData();
      form.append('name', name);
      form.append('files', new Blob([csv]), 'citations.csv');
      return send(server, 'POST', '/api/projects', { cookie, form });
    },
    on: (other) => session(other, credentials, cookie),
    signIn: async (other) => {
      const res = await send(other, 'POST', '/api/auth/login', { json: credentials });
      if (res.status !== 200 || !res.cookie)
        throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return session(other, credentials, res.cookie);
    },
  };
}

export async function signUpOver(server: ServerProcess): Promise<Session> {
  const credentials = { email: uniqueEmail('crash'), password: 'correct horse battery' };
  const res = await send(server, 'POST', '/api/auth/signup', {
    json: { first_name: 'Ada', last_name: 'Lovelace', ...credentials },
  });
  if (res.status !== 201 || !res.cookie) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return session(server, credentials, res.cookie);
}

const STATIN = 'randomised placebo controlled statin cholesterol lowering cardiovascular events mortality';
const EXERCISE = 'observational exercise cohort physical activity walking diet questionnaire fitness';

/** A CSV of `rows` distinct citations, alternately statin trials and exercise cohorts. */
export function generatedCsv(rows: number): string {
  const lines = ['title,abstract'];
  for (let i = 0; i < rows; i++) {
    const [topic, words] = i % 2 === 0 ? ['Statin trial', STATIN] : ['Exercise cohort', EXERCISE];
    lines.push(`"${topic} ${i}","Study ${i}: ${words} ${words.split(' ')[i % 9]} ${i % 97}"`);
  }
  return lines.join('\n');
}
