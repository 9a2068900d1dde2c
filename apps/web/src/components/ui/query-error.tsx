/** The red alert a list page shows above its table when its list could not be read: the server's message. */
import { Alert } from '@mantine/core';
import { messageOf } from '../../lib/api-client.ts';

export function QueryError({ query }: { query: { isError: boolean; error: unknown } }) {
  if (!query.isError) return null;
  return (
    <Alert mb="md" color="red" role="alert">
      {messageOf(query.error)}
    </Alert>
  );
}
