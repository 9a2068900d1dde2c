/**
 * The host each Playwright project shares: signed up once by auth.setup.ts (the `setup` project
 * every other project depends on), kept in e2e/artifacts/.auth/<project>.json as a storage state
 * (the web app's session in localStorage) and <project>.session.json (the login answer, for API calls).
 * A spec whose checks see the whole account (its guide list, library, team) signs up its own host.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoginResult } from './api.ts';

const authDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/.auth');

export const hostStatePath = (project: string): string => path.join(authDir, `${project}.json`);
const hostSessionPath = (project: string): string => path.join(authDir, `${project}.session.json`);

/** The localStorage the web app keeps after Sign In (lib/session.ts saveSession). */
export function sessionStorageItems(session: LoginResult): { name: string; value: string }[] {
  return [
    { name: 'userData', value: JSON.stringify(session) },
    { name: 'yourName', value: `${session.user.name} ${session.user.lastname}` },
    { name: 'yourRole', value: session.user.role },
  ];
}

export function saveHost(project: string, origin: string, session: LoginResult): void {
  fs.mkdirSync(authDir, { recursive: true });
  const state = { cookies: [], origins: [{ origin, localStorage: sessionStorageItems(session) }] };
  fs.writeFileSync(hostStatePath(project), JSON.stringify(state, null, 2));
  fs.writeFileSync(hostSessionPath(project), JSON.stringify(session, null, 2));
}

export function readHost(project: string): LoginResult {
  const file = hostSessionPath(project);
  if (!fs.existsSync(file)) throw new Error(`No shared host for project "${project}": the setup project did not run.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as LoginResult;
}
