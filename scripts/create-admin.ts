/**
 * Creates an administrator from the command line, on the database the app uses (DATABASE_URL or DATA_DIR):
 *   npm run create-admin -- --email admin@example.org --password '…' [--first-name Ada --last-name Lovelace --username ada]
 */
import { parseArgs } from 'node:util';
import { createAdminInput } from '../src/shared/admin.schema.ts';
import { databaseTarget, openDatabase } from '../src/server/db/orm.ts';
import { readEnv } from '../src/server/env.ts';
import { orExit } from '../src/server/startup-error.ts';
import { createAdmin } from '../src/server/modules/admin/create-admin.service.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    username: { type: 'string' },
  },
});
const email = values.email ?? '';
const input = createAdminInput.safeParse({
  email,
  password: values.password,
  first_name: values['first-name'] ?? 'Admin',
  last_name: values['last-name'] ?? 'User',
  username: values.username ?? email.split('@')[0],
});
if (!input.success) {
  for (const issue of input.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(2);
}
// A setting out of range, or the embedded database in use by a running server: the message says what to do.
const orm = await orExit(async () => openDatabase(databaseTarget(readEnv())));
try {
  const admin = await createAdmin(orm.em.fork(), 'operator', input.data);
  console.log(`Administrator ${admin.username} <${admin.email}> created.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await orm.close();
}
