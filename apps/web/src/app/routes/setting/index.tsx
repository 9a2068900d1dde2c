/** /setting: a heading and a sentence (spec section 2). */
import { Paper, Text } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';

export default function SettingPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <Paper withBorder p="lg">
        <Text>{MESSAGES.admin.settingText}</Text>
      </Paper>
    </>
  );
}
