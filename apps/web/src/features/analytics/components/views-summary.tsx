/** The dashboard's views across the host's guides: all-time, today, and per guide. */
import { Alert, Anchor, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useAnalyticsSummary } from '../api/get-analytics-summary.ts';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { StatFigure } from '../../../components/ui/stat-figure.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { formatNumber } from '../../../lib/formatting.ts';

const count = formatNumber;

function Total({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder p="md">
      <StatFigure label={label} value={value === undefined ? undefined : count(value)} />
    </Paper>
  );
}

export function ViewsSummary() {
  const summary = useAnalyticsSummary();
  const d = summary.data;
  const busiest = d ? [...d.per_guide].sort((a, b) => b.all_time_views - a.all_time_views).slice(0, 10) : [];
  return (
    <Paper withBorder p="md" mt="lg">
      <Title order={2} fz="h4" mb="sm">
        {t('analytics.guestViews')}
      </Title>
      {summary.isError ? (
        <Alert color="red" role="alert" mb="sm">
          {messageOf(summary.error)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} mb="md">
        <Total label={t('analytics.allTimeViews2')} value={d?.all_time_views} />
        <Total label={t('analytics.viewsToday2')} value={d?.views_today} />
      </SimpleGrid>
      {busiest.length > 0 ? (
        <TableScroll minWidth={320} label={t('analytics.viewsPerGuide')}>
          <Table aria-label={t('analytics.viewsPerGuide')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.guide')}</Table.Th>
                <Table.Th ta="end">{t('analytics.allTimeViews2')}</Table.Th>
                <Table.Th ta="end">{t('analytics.viewsToday2')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {busiest.map((g) => (
                <Table.Tr key={g.id_guide}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={`${ROUTES.guideEdit(g.id_guide)}?tab=analytics`}>
                      {g.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="end">{count(g.all_time_views)}</Table.Td>
                  <Table.Td ta="end">{count(g.views_today)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
      {d && d.per_guide.length > 10 ? (
        <Group justify="flex-end" mt="xs">
          <Text size="xs" c="dimmed">
            {t('analytics.tenMostViewed', { count: d.guides })}
          </Text>
        </Group>
      ) : null}
    </Paper>
  );
}
