/** The frame of every logged-out screen: the brand above a centred card, full width on phones. */
import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { t } from '../../lib/i18n/admin-i18n.ts';

export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Box w="100%" maw={440}>
        <Stack align="center" gap={4} mb="lg">
          <IconBook2 size={40} color="var(--mantine-color-brand-6)" aria-hidden />
          <Text fw={700} fz="lg">
            {t('layout.guidebook')}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Title order={1} fz="h2" mb={subtitle ? 4 : 'md'}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm" mb="md">
              {subtitle}
            </Text>
          ) : null}
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
