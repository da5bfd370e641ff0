// `npm start`: build the console and the kit only when the sources changed since the last build
// (server/build/freshness.ts); `--stamp` records the build that `npm run build` just made.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { staleReason, START_BUILD_SCRIPT, writeStamp } from './freshness.ts';

const root = resolve(import.meta.dirname, '../..');

if (process.argv.includes('--stamp')) {
  writeStamp(root);
} else {
  const reason = staleReason(root);
  if (reason === undefined) {
    console.log('The console and the kit are up to date with the sources: not rebuilding.');
  } else {
    console.log(`Building the console and the kit (${reason}).`);
    const build = spawnSync('npm', ['run', START_BUILD_SCRIPT], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
