/**
 * A secret the server shows once (an API token, a webhook's signing secret): a warning that it is
 * not shown again, the secret read-only in monospace with a Copy button, and Done. `children` go
 * between the warning and the secret; `footnote` under it.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { copyText } from '../../lib/copy-text.ts';
import { toast } from './dialogs.tsx';
import { useGuardedClose } from './use-form-draft.ts';

/**
 * The state of a modal that creates something and then shows its secret once: what was created
 * (null while the form shows), and `requestClose` for the X, Escape and Cancel, which asks first
 * while the form has changes. Done (and a save) close with the modal's own `onClose`: closing
 * forgets nothing, so what was created stays while the modal fades out (its title does not turn
 * back into the form's) and is forgotten when it opens again.
 */
export function useCreatedSecret<T>(opened: boolean, onClose: () => void) {
  const [created, setCreated] = useState<T | null>(null);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setCreated(null);
  }
  return { created, setCreated, ...useGuardedClose(onClose) };
}

export type ShownOnceTexts = {
  title: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
};

type Props = {
  secret: string;
  texts: ShownOnceTexts;
  onDone: () => void;
  children?: ReactNode;
  footnote?: ReactNode;
};

export function ShownOnceSecret({ secret, texts, onDone, children, footnote }: Props) {
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        icon={<IconAlertTriangle aria-hidden />}
        title={texts.title}
        // Yellow on yellow is too faint for a title (axe): it takes the text's colour.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {texts.warning}
      </Alert>
      {children}
      <TextInput
        label={texts.label}
        value={secret}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        rightSectionWidth={90}
        rightSection={
          <Button
            size="compact-sm"
            leftSection={<IconCopy size={14} aria-hidden />}
            onClick={async () => {
              if (await copyText(secret)) toast.success(texts.copied);
              else toast.error(texts.copyFailed);
            }}
          >
            {texts.copy}
          </Button>
        }
      />
      {footnote}
      <Group justify="flex-end">
        <Button data-autofocus onClick={onDone}>
          {texts.done}
        </Button>
      </Group>
    </Stack>
  );
}
