/** A figure of an overview (the dashboard's counts, the guest views): its label over a large number, a placeholder while loading. */
import type { ReactNode } from 'react';
import { Skeleton, Text } from '@mantine/core';

export function StatFigure({ label, value }: { label: string; value: ReactNode | undefined }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={32} w={60} mt={4} />
      ) : (
        <Text fz={32} fw={700} lh={1.2}>
          {value}
        </Text>
      )}
    </>
  );
}
