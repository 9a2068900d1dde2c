/** Where scripts/e2e.mjs started the server and the mailbox (see that script). */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with "npm run test:e2e".`);
  return value;
}

export const baseUrl = (): string => required('E2E_BASE_URL');
export const mailUrl = (): string => required('E2E_MAIL_URL');
