/** /help-center: a heading and a sentence (spec section 2). */
import { Paper, Text } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';

export default function HelpCenterPage() {
  return (
    <>
      <PageHeader title="Help Center" />
      <Paper withBorder p="lg">
        <Text>{MESSAGES.admin.helpCenterText}</Text>
      </Paper>
    </>
  );
}
