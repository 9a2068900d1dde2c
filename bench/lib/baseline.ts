/** Starts bench/baseline-server.ts on a free port as a child process, undone by `cleanup`. */
import type { CleanupStack } from './cleanup.ts';
import { freePort, startNodeChild, waitUntilAnswering } from './child.ts';

/** The baseline server's base URL, once it answers /health. */
export async function startBaselineServer(databaseUrl: string, cleanup: CleanupStack): Promise<string> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = startNodeChild(
    'bench/baseline-server.ts',
    { DATABASE_URL: databaseUrl, PORT: String(port) },
    cleanup,
    'baseline server',
  );
  await waitUntilAnswering(`${baseUrl}/health`, child, 'baseline server');
  return baseUrl;
}
