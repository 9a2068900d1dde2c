// `npm start`: build the web app when it is missing or older than its sources, then
// start the server (which starts the embedded database when DATABASE_URL is unset).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuilt, repoRoot } from './web-build.mjs';

try {
  ensureWebBuilt();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
