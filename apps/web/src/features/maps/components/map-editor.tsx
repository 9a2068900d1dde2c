/**
 * The map editor: the title, a Leaflet map where a click places a pin, and the pins
 * table where every field can be typed. Save replaces the map's title and pins at once.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconDeviceFloppy, IconMapPinPlus, IconTrash } from '@tabler/icons-react';
import { BRANDING, MESSAGES, RESULT, type TMap } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { loadChunk } from '../../../lib/lazy-chunk.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useModifyMap } from '../api/maps.ts';
import {
  mapRefusal,
  newPin,
  pinPosition,
  toMapForm,
  toMapRequest,
  validateMapForm,
  type MapFormValues,
  type PinField,
} from '../map-form.ts';
import { MapTranslations } from './map-translations.tsx';
import type { CanvasPin } from './pin-canvas.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const PinCanvas = lazy(() => loadChunk('pin-canvas', () => import('./pin-canvas.tsx')));

export function MapEditor({ map }: { map: TMap }) {
  // The saved map as form values (pins get keys once); unsaved pins make the page ask before it is left.
  const [base, setBase] = useState<MapFormValues>(() => toMapForm(map));
  const draft = useFormDraft(base, { validate: validateMapForm });
  const { values, errors } = draft;
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const modify = useModifyMap();
  // Without maps.write the map is shown; pins are neither added, moved, removed nor saved.
  const canWrite = usePermission('maps.write');

  const canvasPins = useMemo<CanvasPin[]>(
    () =>
      values.pins.flatMap((p, index) => {
        const position = pinPosition(p);
        return position ? [{ key: p.key, number: index + 1, label: p.name || `Pin ${index + 1}`, ...position }] : [];
      }),
    [values.pins],
  );

  // A pin dragged on the map: its coordinates change, and their messages go.
  const movePin = (key: string, position: { lat: number; lng: number }) => {
    const index = values.pins.findIndex((p) => p.key === key);
    const { latitude, longitude } = newPin(position);
    draft.setFieldValue(`pins.${index}.latitude`, latitude);
    draft.setFieldValue(`pins.${index}.longitude`, longitude);
  };

  const addPin = (position?: { lat: number; lng: number }) => {
    const pin = newPin(position, values.pins.length + 1);
    draft.setFieldValue('pins', (pins) => [...pins, pin]);
    setSelectedKey(pin.key);
  };

  // Rows shift up after a removal, so the pins' messages go until Save checks them again.
  const removePin = (key: string) => {
    draft.setFieldValue('pins', (pins) => pins.filter((p) => p.key !== key));
    draft.setErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => !path.startsWith('pins.'))));
  };

  const save = draft.submitWith(
    (sent) =>
      modify.mutate(
        { ...toMapRequest(sent), id_map: map.id_map },
        {
          onSuccess: (saved) => {
            const next = toMapForm(saved);
            draft.markSaved();
            setBase(next);
            draft.setValues(next);
            toast.success(MESSAGES.map.saved);
          },
          onError: (error) => {
            if (error instanceof ApiError && error.code === RESULT.VALIDATION) draft.showRefusal(error, mapRefusal);
            toast.error(messageOf(error));
          },
        },
      ),
    // The first message also shows as a toast: the table may be below the fold.
    (found) => toast.warning(String(Object.values(found)[0])),
  );

  const pinInput = (index: number, field: PinField) => draft.getInputProps(`pins.${index}.${field}`);

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <TextInput label={t('maps.mapTitle')} required maxLength={60} {...draft.getInputProps('title')} />
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Text size="sm" c="dimmed" mb="sm">
          {MESSAGES.map.editorHelp}
        </Text>
        <Suspense fallback={<Skeleton h={360} />}>
          <PinCanvas
            pins={canvasPins}
            selectedKey={selectedKey}
            color={BRANDING.COLOR}
            onPlace={(position) => (canWrite ? addPin(position) : undefined)}
            onMove={(key, position) => (canWrite ? movePin(key, position) : undefined)}
            onSelect={setSelectedKey}
          />
        </Suspense>
      </Paper>

      <Paper withBorder>
        <Group justify="space-between" p={{ base: 'sm', sm: 'md' }}>
          <Title order={3} fz="h5">
            {t('maps.pinsCount', { count: values.pins.length })}
          </Title>
          {canWrite ? (
            <Button variant="default" leftSection={<IconMapPinPlus size={16} />} onClick={() => addPin()}>
              {t('maps.addPin')}
            </Button>
          ) : null}
        </Group>
        {errors.form ? (
          <Alert color="red" mx="md" mb="sm" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="xs" aria-label={t('maps.pins')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>#</Table.Th>
                <Table.Th>{t('maps.name')}</Table.Th>
                <Table.Th>{t('maps.category')}</Table.Th>
                <Table.Th>{t('maps.description')}</Table.Th>
                <Table.Th w={130}>{t('maps.latitude')}</Table.Th>
                <Table.Th w={130}>{t('maps.longitude')}</Table.Th>
                <Table.Th w={56}>{t('maps.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.pins.map((p, index) => (
                <Table.Tr
                  key={p.key}
                  bg={p.key === selectedKey ? 'var(--mantine-color-blue-light)' : undefined}
                  onFocusCapture={() => setSelectedKey(p.key)}
                >
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('maps.pinValueName', { value: index + 1 })}
                      required
                      maxLength={120}
                      {...pinInput(index, 'name')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('maps.pinValueCategory', { value: index + 1 })}
                      maxLength={60}
                      {...pinInput(index, 'category')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Textarea
                      aria-label={t('maps.pinValueDescription', { value: index + 1 })}
                      autosize
                      minRows={1}
                      maxRows={4}
                      maxLength={1000}
                      {...pinInput(index, 'description')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('maps.pinValueLatitude', { value: index + 1 })}
                      inputMode="decimal"
                      {...pinInput(index, 'latitude')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('maps.pinValueLongitude', { value: index + 1 })}
                      inputMode="decimal"
                      {...pinInput(index, 'longitude')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={t('maps.removePin')}>
                      <ActionIcon
                        display={!canWrite ? 'none' : undefined}
                        variant="subtle"
                        color="red"
                        aria-label={t('maps.removePinValue', { value: index + 1 })}
                        onClick={() => removePin(p.key)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {values.pins.length === 0 ? (
          <Text ta="center" c="dimmed" py="lg" role="status">
            {MESSAGES.map.noPins}
          </Text>
        ) : null}
      </Paper>

      <Group justify="flex-end" display={!canWrite ? 'none' : undefined}>
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          loading={modify.isPending}
          onClick={() => save()}
          disabled={modify.isPending}
        >
          {t('maps.save')}
        </Button>
      </Group>

      {/* Translating is writing to the map: hidden, like Save, without maps.write. */}
      {canWrite ? <MapTranslations map={map} /> : null}
    </Stack>
  );
}
