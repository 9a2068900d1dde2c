/**
 * The fields a guide's topic and a shared topic have alike: the featured image chosen from the
 * library (a thumbnail, Choose/Change and where it comes from), and the status and visibility selects.
 */
import { useId, type ReactNode } from 'react';
import type { GetInputPropsReturnType } from '@mantine/form';
import { Button, Group, Image, Input, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { STATUS, TOPIC_VISIBILITY_OPTIONS } from '@guidebook/contract';
import { t } from '../../lib/i18n/admin-i18n.ts';

/** A library image as a form holds it: its id, its thumbnail's URL and its name. */
export type FeaturedImage = { id: number; url: string; name: string };

/** `onChoose` opens the image library; absent, the button is disabled (no library on this page). */
export function FeaturedImageField({
  image,
  error,
  onChoose,
}: {
  image: FeaturedImage | null;
  error?: ReactNode;
  onChoose?: () => void;
}) {
  const errorId = useId();
  return (
    <Input.Wrapper label={t('categories.topicFeaturedImage')} error={error} errorProps={{ id: errorId }}>
      <Group gap="md" align="center" wrap="nowrap" mt={4}>
        <Paper
          withBorder
          radius="sm"
          w={120}
          h={80}
          style={{ overflow: 'hidden', flexShrink: 0, display: 'grid', placeItems: 'center' }}
        >
          {image?.url ? (
            <Image
              src={image.url}
              alt={t('categories.featuredImageName', { name: image.name })}
              w={120}
              h={80}
              fit="cover"
            />
          ) : (
            <IconPhoto size={32} aria-hidden color="var(--mantine-color-dimmed)" />
          )}
        </Paper>
        <Stack gap={4}>
          <Button
            variant="light"
            onClick={onChoose}
            disabled={!onChoose}
            aria-describedby={error ? errorId : undefined}
          >
            {image ? t('categories.changeImage') : t('categories.chooseImage')}
          </Button>
          <Text size="xs" c="dimmed">
            {image ? t('categories.selectedFromYourLibrary') : t('categories.noImageChosenYet')}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}

const STATUS_OPTIONS = [
  {
    value: String(STATUS.PUBLISHED),
    get label() {
      return t('categories.published');
    },
  },
  {
    value: String(STATUS.DRAFT),
    get label() {
      return t('categories.draft');
    },
  },
];
const VIEW_OPTIONS = TOPIC_VISIBILITY_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** Topic Status and Who can see it, bound to the form's `status` and `view` (each a number as text). */
export function TopicStateSelects({
  status,
  view,
}: {
  status: GetInputPropsReturnType;
  view: GetInputPropsReturnType;
}) {
  return (
    <>
      <Select
        label={t('categories.topicStatus')}
        data={STATUS_OPTIONS}
        {...status}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 220 }}
      />

      <Select
        label={t('categories.whoCanSeeIt')}
        description={t('categories.doorCodesKeySafesAlarms')}
        data={VIEW_OPTIONS}
        {...view}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
