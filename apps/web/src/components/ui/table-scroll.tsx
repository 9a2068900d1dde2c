/**
 * A table's sideways scroll box for narrow screens (Mantine's Table.ScrollContainer). When it
 * scrolls, keyboard users must be able to scroll it too: its viewport takes focus (Tab, then the
 * arrow keys) and is a region named like the table (axe: scrollable-region-focusable).
 */
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export function TableScroll({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
