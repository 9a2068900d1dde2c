import { describe, expect, it } from 'vitest';
import { RES_CODES } from '@guidebook/contract';
import { RESULT_CODES } from './result-codes.ts';

describe('RESULT_CODES', () => {
  it('matches the contract codes', () => {
    for (const [name, code] of Object.entries(RESULT_CODES)) {
      expect(RES_CODES[name as keyof typeof RES_CODES]).toBe(code);
    }
  });
});
