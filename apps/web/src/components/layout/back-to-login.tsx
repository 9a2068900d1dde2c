/** The "Back to Login" link used on the logged-out information screens. */
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../lib/paths.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

export function BackToLogin() {
  return (
    <Button component={Link} to={ROUTES.login} variant="light" fullWidth mt="md">
      {t('layout.backToLogin')}
    </Button>
  );
}
