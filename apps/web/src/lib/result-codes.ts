/**
 * The RES_CODE values the web app branches on. Same values as RES_CODES in the contract
 * (a unit test keeps them equal); kept here because the contract's envelope module
 * builds zod schemas, and importing it would put zod into the login download.
 */
export const RESULT_CODES = {
  OK: '00',
  NOT_FOUND: '01',
  VALIDATION: '12',
  CONFLICT: '13',
  UNAUTHENTICATED: '40',
  FORBIDDEN: '43',
} as const;
