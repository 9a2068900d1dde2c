/** The Create Guide screen: Go Back, every guide field, Create Guide (Creating... while sending). */
import { useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { MESSAGES } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useCreateGuide } from '../api/create-guide.ts';
import { EMPTY_GUIDE, toGuidePayload, type GuideFormErrors } from '../validation.ts';
import { GuideForm } from './guide-form.tsx';

export function CreateGuideForm({ onDone }: { onDone: () => void }) {
  const create = useCreateGuide();
  const [serverErrors, setServerErrors] = useState<GuideFormErrors>({});

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <GuideForm
        initial={EMPTY_GUIDE}
        submitLabel="Create Guide"
        pendingLabel="Creating..."
        pending={create.isPending}
        serverErrors={serverErrors}
        extraActions={
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onDone}>
            Go Back
          </Button>
        }
        onSubmit={(values) => {
          setServerErrors({});
          create.mutate(toGuidePayload(values), {
            onSuccess: () => {
              toast.success(MESSAGES.guide.created);
              onDone();
            },
            onError: (error) => {
              if (error instanceof ApiError) setServerErrors(error.fields as GuideFormErrors);
              toast.error(messageOf(error));
            },
          });
        }}
      />
    </Paper>
  );
}
