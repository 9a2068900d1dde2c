import { describe, expect, it } from 'vitest';
import { BRANDING, MESSAGES } from '@guidebook/contract';
import { toBrandingRequest, validateBranding, type BrandingFormValues } from './branding-form.ts';

const values: BrandingFormValues = {
  logo: { id: 4, path: 'files/logo.png', name: 'Logo' },
  cover: null,
  font: BRANDING.FONT,
  color: BRANDING.COLOR,
};

describe('branding form', () => {
  it('passes the defaults and sends the chosen images by id', () => {
    expect(validateBranding(values)).toEqual({});
    expect(toBrandingRequest(9, values)).toEqual({
      id_guide: 9,
      id_file_public: 4,
      id_file_cover: null,
      font: BRANDING.FONT,
      color: BRANDING.COLOR,
    });
  });

  it('refuses a colour or a font the server would refuse, with its messages', () => {
    expect(validateBranding({ ...values, color: 'orange', font: 'Comic Sans' })).toEqual({
      font: MESSAGES.sharing.fontInvalid(BRANDING.FONTS),
      color: MESSAGES.sharing.colorInvalid,
    });
  });
});
