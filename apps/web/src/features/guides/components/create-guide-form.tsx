/** The Create Guide screen: Go Back, every guide field, Create Guide (Creating... while sending). */
import { useState } from 'react';
import { Button, Checkbox, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { MESSAGES } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useCreateGuide } from '../api/create-guide.ts';
import { browserLanguage, EMPTY_GUIDE, toGuidePayload } from '../validation.ts';
import { GuideForm } from './guide-form.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export function CreateGuideForm({ onDone }: { onDone: () => void }) {
  const create = useCreateGuide();
  // On by default: most hosts want the guest Info tab's ten standard categories to start from.
  const [withTemplate, setWithTemplate] = useState(true);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <GuideForm
        initial={EMPTY_GUIDE}
        submitLabel={t('digitalGuides.createGuide')}
        pendingLabel={t('layout.creating')}
        pending={create.isPending}
        extraFields={
          <Checkbox
            label={MESSAGES.share.templateLabel}
            checked={withTemplate}
            onChange={(e) => setWithTemplate(e.currentTarget.checked)}
          />
        }
        extraActions={(draft) => (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => void draft.confirmDiscard().then((discard) => discard && onDone())}
          >
            {t('guides.goBack')}
          </Button>
        )}
        onSubmit={async (values) => {
          try {
            // The host writes in their browser's language; further languages are added on the edit screen.
            const language = browserLanguage();
            await create.mutateAsync({
              ...toGuidePayload(values),
              with_template: withTemplate,
              ...(language ? { default_language: language } : {}),
            });
          } catch (error) {
            toast.error(messageOf(error));
            throw error;
          }
          toast.success(MESSAGES.guide.created);
          onDone();
        }}
      />
    </Paper>
  );
}
