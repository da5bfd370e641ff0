import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createAdmin } from './admin/create-admin.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { withClusterLock } from './cluster/lock.ts';
import { MIGRATE_LOCK } from './cluster/prepare-database.ts';
import { loadKeys } from './keys.ts';
import { environmentProblems, refuseToStartOn } from './startup-checks.ts';

// npm run create-admin -- --email E --account "Name" [--first-name F] [--last-name L]: docs/operations.md, Production mode and the first admin.
const USAGE = 'Usage: npm run create-admin -- --email you@example.com --account "Account name"';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    account: { type: 'string' },
    'first-name': { type: 'string', default: 'Super' },
    'last-name': { type: 'string', default: 'Admin' },
  },
});
if (!values.email || !values.account) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
// The same environment the server needs, so the pepper is the one the server will verify with.
refuseToStartOn(environmentProblems(config));
const keys = loadKeys(config);
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
try {
  // Under the servers' start-up lock: an admin made while machines start meets one schema (docs/deploy.md).
  await withClusterLock(db, MIGRATE_LOCK, (tx) => migrate(tx));
  const admin = await createAdmin(db, keys, {
    email: values.email,
    account: values.account,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(
    `Created the account "${values.account}" (id ${admin.accountId}) and its super admin (level 9).`,
  );
  console.log(`Sign in as ${values.email} with this one-time password (it is shown only now):`);
  console.log(`  ${admin.oneTimePassword}`);
  console.log('The console asks for a new password at the first sign-in and serves nothing else until then.');
} catch (error) {
  console.error(`No admin created: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
