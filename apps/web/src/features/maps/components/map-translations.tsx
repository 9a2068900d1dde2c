/**
 * The map editor's Translations section, collapsed at first: choose any language, then
 * translate the map's title and each pin's name and description beside the originals. Pins are
 * the saved ones (translations follow a pin's saved name); Save replaces that language's translation.
 */
import { useId, useMemo, useState, type CSSProperties } from 'react';
import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDeviceFloppy } from '@tabler/icons-react';
import { isRtlLanguage, MESSAGES, type TMap, type TMapTranslation } from '@guidebook/contract';
import { languageLabel, languageName } from '../../../lib/i18n/language-names.ts';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { useTranslateMap } from '../api/maps.ts';
import {
  languageChoices,
  mapTranslationRefusal,
  toTranslateRequest,
  toTranslationForm,
  translationState,
  validateMapTranslation,
  type MapTranslationValues,
  type TranslationState,
} from '../map-translation.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export function MapTranslations({ map }: { map: TMap }) {
  const [opened, setOpened] = useState(false);
  const [language, setLanguage] = useState<string | null>(null);
  const headingId = useId();
  const bodyId = useId();
  const translations = useMemo(() => map.translations ?? [], [map.translations]);
  const choices = useMemo(() => languageChoices(translations), [translations]);
  const translation = translations.find((t) => t.language === language);
  const saved = useMemo(() => toTranslationForm(map, translation), [map, translation]);

  return (
    <Paper withBorder component="section" aria-labelledby={headingId}>
      <UnstyledButton
        w="100%"
        p={{ base: 'sm', sm: 'md' }}
        aria-expanded={opened}
        aria-controls={bodyId}
        onClick={() => setOpened((o) => !o)}
      >
        <Group gap="xs" wrap="nowrap">
          {opened ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          <Title order={3} fz="h5" id={headingId}>
            {t('maps.translationsCount', { count: translations.length })}
          </Title>
        </Group>
      </UnstyledButton>
      {opened ? (
        <Stack id={bodyId} gap="md" px={{ base: 'sm', sm: 'md' }} pb={{ base: 'sm', sm: 'md' }}>
          <Text size="sm" c="dimmed">
            {t('maps.guestsReadingAGuideIn')}
          </Text>
          <Select
            label={t('maps.language')}
            placeholder={t('maps.chooseALanguage')}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('maps.noLanguageFound')}
            data={choices}
            value={language}
            onChange={setLanguage}
            maw={420}
            comboboxProps={{ withinPortal: true }}
          />
          {language ? (
            <TranslationForm
              key={`${language}|${JSON.stringify(saved)}`}
              map={map}
              language={language}
              translation={translation}
              saved={saved}
            />
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

function TranslationForm({
  map,
  language,
  translation,
  saved,
}: {
  map: TMap;
  language: string;
  translation: TMapTranslation | undefined;
  saved: MapTranslationValues;
}) {
  const draft = useFormDraft(saved, {
    key: `map-translation:${map.id_map}:${language}`,
    validate: validateMapTranslation,
  });
  const { values } = draft;
  const translate = useTranslateMap();
  const native = languageName(language);
  const dir = isRtlLanguage(language) ? 'rtl' : 'ltr';

  const save = draft.submitWith((sent) =>
    translate.mutate(
      toTranslateRequest(map.id_map, language, sent),
      draft.saveOutcome(MESSAGES.language.translationSaved, (fields) => mapTranslationRefusal(sent, fields)),
    ),
  );

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={600}>{languageLabel(language)}</Text>
        <StateBadge state={translationState(translation)} />
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Original label={t('maps.mapTitle2')} name={map.title} />
        <TextInput
          label={t('maps.titleInNative', { native })}
          dir={dir}
          maxLength={120}
          {...draft.getInputProps('title')}
        />
      </SimpleGrid>

      <Box component="ul" aria-label={t('maps.pinsInNative', { native })} m={0} p={0} style={{ listStyle: 'none' }}>
        {values.pins.map((p, index) => (
          <Box
            component="li"
            key={p.original}
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <Original label={t('maps.pin')} name={p.original} description={p.originalDescription} />
              <Stack gap="xs">
                <TextInput
                  label={t('maps.originalInNative', { original: p.original, native })}
                  dir={dir}
                  maxLength={200}
                  {...draft.getInputProps(`pins.${index}.name`)}
                />
                <Textarea
                  label={t('maps.originalDescriptionInNative', { original: p.original, native })}
                  dir={dir}
                  autosize
                  minRows={1}
                  maxRows={6}
                  maxLength={1000}
                  {...draft.getInputProps(`pins.${index}.description`)}
                />
              </Stack>
            </SimpleGrid>
          </Box>
        ))}
      </Box>
      {values.pins.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {MESSAGES.map.noPins}
        </Text>
      ) : null}

      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          loading={translate.isPending}
          disabled={translate.isPending}
          onClick={() => save()}
        >
          {t('maps.saveNative', { native })}
        </Button>
      </Group>
    </Stack>
  );
}

/** The original text a translation sits beside. */
function Original({ label, name, description }: { label: string; name: string; description?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {description ? (
        <Text size="sm" c="dimmed" lineClamp={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {description}
        </Text>
      ) : null}
    </div>
  );
}

// Labels are getters: each reads the host's language when shown, not the one this module loaded in.
const STATE_BADGE: Record<TranslationState, { label: string; style: CSSProperties }> = {
  translated: {
    get label() {
      return t('categories.translatedBadge');
    },
    style: { color: 'var(--mantine-color-teal-9)', backgroundColor: 'var(--mantine-color-teal-0)' },
  },
  // Dark text on a pale yellow fill: readable in both colour schemes.
  outdated: {
    get label() {
      return MESSAGES.language.originalChanged;
    },
    style: { color: '#5c3d00', backgroundColor: 'var(--mantine-color-yellow-2)' },
  },
  missing: {
    get label() {
      return t('maps.notTranslated');
    },
    style: { color: 'var(--mantine-color-gray-8)', backgroundColor: 'var(--mantine-color-gray-1)' },
  },
};

function StateBadge({ state }: { state: TranslationState }) {
  const { label, style } = STATE_BADGE[state];
  return (
    <Badge variant="filled" radius="xl" styles={{ root: style }}>
      {label}
    </Badge>
  );
}
