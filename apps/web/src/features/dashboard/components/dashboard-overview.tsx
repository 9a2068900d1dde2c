/** The host's guides, topics and files at a glance, with the newest guides listed. */
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconFileText, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@guidebook/contract';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/formatting.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useDashboardCounts } from '../api/get-dashboard-counts.ts';
import { StatFigure } from '../../../components/ui/stat-figure.tsx';
import { labelInSentence, t } from '../../../lib/i18n/admin-i18n.ts';

function Stat({ label, value, icon, to }: { label: string; value: number | undefined; icon: ReactNode; to: string }) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <StatFigure label={label} value={value} />
          <Anchor component={Link} to={to} size="sm">
            {t('dashboard.openValue', { value: labelInSentence(label) })}
          </Anchor>
        </div>
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

export function DashboardOverview() {
  const counts = useDashboardCounts();
  const d = counts.data;
  const newest = d ? [...d.guides].sort((a, b) => b.date_created.localeCompare(a.date_created)).slice(0, 5) : [];

  return (
    <Stack gap="lg">
      {counts.isError ? (
        <Alert color="red" role="alert">
          {messageOf(counts.error)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Stat label={t('dashboard.guides')} value={d?.guides.length} icon={<IconBook size={26} />} to={ROUTES.guides} />
        {/* Topics live in a guide's Content tab: the one of the guide with the most topics. */}
        <Stat
          label={t('dashboard.topics')}
          value={d?.topics}
          icon={<IconFileText size={26} />}
          to={d?.topicsGuideId ? `${ROUTES.guideEdit(d.topicsGuideId)}?tab=content` : ROUTES.guides}
        />
        <Stat label={t('dashboard.files')} value={d?.files} icon={<IconPhoto size={26} />} to={ROUTES.mediaLibrary} />
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('dashboard.yourNewestGuides')}
        </Title>
        {d && newest.length === 0 ? <Text c="dimmed">{MESSAGES.admin.noGuides}</Text> : null}
        <Stack gap="xs">
          {newest.map((g) => (
            <Group key={g.id_guide} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={ROUTES.guideEdit(g.id_guide)} style={{ overflowWrap: 'anywhere' }}>
                {g.title}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(g.date_created)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
