/**
 * The Analytics tab: all-time views, views today and yesterday (days in the guide's
 * timezone), invitations created, the 30-day traffic chart (loaded with this tab only)
 * and one table per category (Topic Name, Total Views, Views Today).
 */
import { lazy, Suspense } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { ANALYTICS_DAYS, MESSAGES, type TCategoryViews, type TGuideAnalytics } from '@guidebook/contract';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { loadChunk } from '../../../lib/lazy-chunk.ts';
import { useGuideAnalytics } from '../api/get-guide-analytics.ts';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { formatNumber } from '../../../lib/formatting.ts';

const TrafficChart = lazy(() => loadChunk('traffic-chart', () => import('./traffic-chart.tsx')));

const m = MESSAGES.analytics;
const count = formatNumber;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={`analytics-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {count(value)}
      </Text>
    </Paper>
  );
}

function CategoryTable({ category }: { category: TCategoryViews }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} fz="h5" mb="xs">
        {category.name}
      </Title>
      {category.topics.length === 0 ? (
        <Text c="dimmed" size="sm">
          {m.noTopics}
        </Text>
      ) : (
        <TableScroll minWidth={360} label={t('analytics.topicViewsName', { name: category.name })}>
          <Table striped aria-label={t('analytics.topicViewsName', { name: category.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.topicName')}</Table.Th>
                <Table.Th ta="end">{t('analytics.totalViews')}</Table.Th>
                <Table.Th ta="end">{t('analytics.viewsToday')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {category.topics.map((t) => (
                <Table.Tr key={t.id_guide_topic}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{t.name}</Table.Td>
                  <Table.Td ta="end">{count(t.total_views)}</Table.Td>
                  <Table.Td ta="end">{count(t.views_today)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Paper>
  );
}

function Figures({ data }: { data: TGuideAnalytics }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('analytics.allTimeViews')} value={data.all_time_views} />
        <Figure label={t('analytics.viewsToday')} value={data.views_today} />
        <Figure label={t('analytics.viewsYesterday')} value={data.views_yesterday} />
        <Figure label={t('analytics.invitesCreated')} value={data.invitations_created} />
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={3} fz="h5">
          {m.chartLabel(ANALYTICS_DAYS)}
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          {m.daysInTimezone(data.timezone)}
        </Text>
        <Suspense fallback={<Skeleton h={260} />}>
          <div aria-hidden>
            <TrafficChart daily={data.daily} />
          </div>
        </Suspense>
        <VisuallyHidden>
          <table>
            <caption>{m.chartLabel(ANALYTICS_DAYS)}</caption>
            <tbody>
              {data.daily.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td>{d.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </Paper>
      {data.categories.length === 0 ? (
        <Text c="dimmed">{m.noCategories}</Text>
      ) : (
        data.categories.map((c) => <CategoryTable key={c.id_guide_content} category={c} />)
      )}
    </Stack>
  );
}

export function AnalyticsTab({ guideId }: { guideId: number }) {
  const analytics = useGuideAnalytics(guideId);
  if (analytics.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('analytics.loading')} />
      </Center>
    );
  if (analytics.isError)
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">
            {analytics.error instanceof ApiError && analytics.error.code ? messageOf(analytics.error) : m.loadFailed}
          </Text>
          <Button size="xs" variant="default" onClick={() => void analytics.refetch()}>
            {MESSAGES.guest.retry}
          </Button>
        </Group>
      </Alert>
    );
  return <Figures data={analytics.data} />;
}
