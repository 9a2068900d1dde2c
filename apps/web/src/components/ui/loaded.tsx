/**
 * A query's data once it is there: until then a skeleton, on failure the error with Try again.
 * For forms that copy loaded data into their own state once (settings, template, topic).
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '@guidebook/contract';
import { messageOf } from '../../lib/api-client.ts';
import { LoadingBlock } from './loading-block.tsx';

export function Loaded<T>({
  query,
  label,
  height,
  failed,
  fresh = false,
  children,
}: {
  query: UseQueryResult<T>;
  /** The skeleton's accessible name, e.g. "Loading the settings". */
  label: string;
  height: number;
  /** Said before the error's own message. */
  failed?: string;
  /** Wait for this mount's own fetch, not data cached by an earlier one. */
  fresh?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {failed ? `${failed} ` : ''}
          {messageOf(query.error)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            {MESSAGES.guest.retry}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (query.data === undefined || (fresh && !query.isFetchedAfterMount)) {
    return <LoadingBlock h={height} label={label} />;
  }
  return <>{children(query.data)}</>;
}
