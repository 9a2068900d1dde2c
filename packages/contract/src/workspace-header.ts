/**
 * The header a request names its workspace with; absent: the caller's own workspace (team.ts).
 * A file of its own, without zod: the web app's api-client reads it on the first load.
 */
export const WORKSPACE_HEADER = 'X-Workspace';
