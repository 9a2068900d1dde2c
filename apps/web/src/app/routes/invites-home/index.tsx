/**
 * /invites-home: the invitations table with its columns (spec section 2). Invitations
 * get real data in a later issue; until then the table is empty and the actions are
 * disabled with a tooltip saying why.
 */
import type { ReactNode } from 'react';
import { Button, Paper, Table, Text, Tooltip } from '@mantine/core';
import { IconLink, IconPlus } from '@tabler/icons-react';
import { MESSAGES } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';

const COLUMNS = ['#', 'Invitee Name', 'E-mail', 'Access Dates', 'Status', 'Actions'];

function ComingButton({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <Tooltip label={MESSAGES.admin.invitesComing}>
      {/* A disabled button fires no events; the wrapper keeps the tooltip reachable by keyboard. */}
      <span tabIndex={0} aria-label={`${label}: ${MESSAGES.admin.invitesComing}`}>
        <Button leftSection={icon} disabled style={{ pointerEvents: 'none' }}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

export default function InvitesHomePage() {
  return (
    <>
      <PageHeader
        title="Invites"
        actions={
          <>
            <ComingButton label="Create Invitation" icon={<IconPlus size={16} />} />
            <ComingButton label="Share Link" icon={<IconLink size={16} />} />
          </>
        }
      />
      <Paper withBorder>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td colSpan={COLUMNS.length}>
                  <Text ta="center" c="dimmed" py="lg">
                    {MESSAGES.admin.invitesEmpty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
