/**
 * The look a guide and a workspace start with, as the product states it: no logo, no cover, PT Sans,
 * #ed8438. Written out here (not read from the contract's BRANDING) so a changed default fails the tests.
 */
export const DEFAULT_LOOK = {
  id_file_public: null,
  logo_path: null,
  id_file_cover: null,
  cover_path: null,
  font: 'PT Sans',
  color: '#ed8438',
} as const;
