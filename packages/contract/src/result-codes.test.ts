import { describe, expect, it } from 'vitest';
import { STATUS_CODES } from 'node:http';
import { ZResCode } from './envelope.ts';
import { HTTP_STATUS_OF_CODE, RES_CODE_VALUES, RESULT, RESULT_TABLE } from './result-codes.ts';

const names = Object.keys(RESULT_TABLE) as (keyof typeof RESULT_TABLE)[];

describe('result codes', () => {
  it('gives every code one name, as two digits', () => {
    expect(new Set(RES_CODE_VALUES).size).toBe(names.length);
    for (const name of names) {
      expect(RESULT[name], name).toBe(RESULT_TABLE[name].code);
      expect(RESULT[name], name).toMatch(/^\d\d$/);
    }
  });

  it('answers every code with an HTTP status of its own', () => {
    for (const code of RES_CODE_VALUES) {
      const status = HTTP_STATUS_OF_CODE[code];
      expect(STATUS_CODES[status], `${code} -> ${status}`).toBeDefined();
      expect(status === 200, `${code} -> ${status}`).toBe(code === RESULT.OK);
    }
    expect(new Set(Object.values(HTTP_STATUS_OF_CODE)).size).toBe(names.length);
    expect(Object.keys(HTTP_STATUS_OF_CODE).sort()).toEqual([...RES_CODE_VALUES].sort());
  });

  it('lets the envelope schema accept exactly these codes', () => {
    expect([...ZResCode.options].sort()).toEqual([...RES_CODE_VALUES].sort());
    for (const code of RES_CODE_VALUES) expect(ZResCode.safeParse(code).success, code).toBe(true);
    expect(ZResCode.safeParse('02').success).toBe(false);
  });
});
