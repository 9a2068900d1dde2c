/** The account's API tokens: Name, Scope, Token (its shown prefix), Created, Expires, Last used, Revoke. */
import { ActionIcon, Code, Table, Text, Tooltip } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { MESSAGES, type TApiToken } from '@guidebook/contract';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { formatDateTime } from '../../../lib/formatting.ts';
import { ScopeBadge } from './scope-badge.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const COLUMNS = [
  {
    get label() {
      return t('apiTokens.name');
    },
  },
  {
    get label() {
      return t('apiTokens.scope');
    },
  },
  {
    get label() {
      return t('apiTokens.token');
    },
  },
  {
    get label() {
      return t('apiTokens.created');
    },
  },
  {
    get label() {
      return t('apiTokens.expires');
    },
  },
  {
    get label() {
      return t('apiTokens.lastUsed');
    },
  },
  {
    get label() {
      return t('apiTokens.actions');
    },
  },
];

type Props = {
  tokens: TApiToken[] | undefined;
  loading: boolean;
  /** When the list was loaded (ms): a token whose expiry has passed by then is marked Expired. */
  loadedAt: number;
  revokingId?: number;
  /** Absent: no Revoke (the role may not manage tokens). */
  onRevoke?: (token: TApiToken) => void;
};

/** A date cell: the date and time, or "Never". */
function When({ iso }: { iso: string | null }) {
  if (!iso) return <Text size="sm">{t('apiTokens.never')}</Text>;
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      <time dateTime={iso}>{formatDateTime(iso)}</time>
    </Text>
  );
}

export function ApiTokensTable({ tokens, loading, loadedAt, revokingId, onRevoke }: Props) {
  return (
    <ListTable
      label={t('apiTokens.apiTokens')}
      minWidth={860}
      columns={COLUMNS}
      loading={loading}
      below={
        !loading && tokens?.length === 0 ? (
          <Text ta="center" c="dimmed" role="status" py="lg" px="sm">
            {MESSAGES.apiToken.empty}
          </Text>
        ) : null
      }
    >
      {tokens?.map((token) => {
        const expired = token.expires_at !== null && Date.parse(token.expires_at) <= loadedAt;
        return (
          <Table.Tr key={token.id_api_token}>
            <Table.Td>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {token.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <ScopeBadge scope={token.scope} />
            </Table.Td>
            <Table.Td>
              <Code style={{ whiteSpace: 'nowrap' }}>{`${token.prefix}…`}</Code>
            </Table.Td>
            <Table.Td>
              <When iso={token.date_created} />
            </Table.Td>
            <Table.Td>
              <When iso={token.expires_at} />
              {expired ? (
                <Text size="xs" fw={600} c="var(--mantine-color-red-text)">
                  {t('apiTokens.expired')}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <When iso={token.last_used_at} />
            </Table.Td>
            <Table.Td>
              {onRevoke ? (
                <Tooltip label={t('apiTokens.revoke')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('apiTokens.revokeApiTokenName', { name: token.name })}
                    loading={revokingId === token.id_api_token}
                    onClick={() => onRevoke(token)}
                  >
                    <IconBan size={18} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
