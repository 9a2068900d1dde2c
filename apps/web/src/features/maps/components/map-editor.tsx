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
  newPin,
  pinPosition,
  toMapForm,
  validateMapForm,
  type MapFormErrors,
  type MapFormValues,
  type PinField,
  type PinRow,
} from '../map-form.ts';
import { MapTranslations } from './map-translations.tsx';
import type { CanvasPin } from './pin-canvas.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const PinCanvas = lazy(() => loadChunk('pin-canvas', () => import('./pin-canvas.tsx')));

const NO_ERRORS: MapFormErrors = { pins: {} };

export function MapEditor({ map }: { map: TMap }) {
  // The saved map as form values (pins get keys once); unsaved pins make the page ask before it is left.
  const [base, setBase] = useState<MapFormValues>(() => toMapForm(map));
  const draft = useFormDraft(base);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<MapFormErrors>(NO_ERRORS);
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

  const updatePin = (key: string, patch: Partial<PinRow>) => {
    draft.setFieldValue('pins', (pins) => pins.map((p) => (p.key === key ? { ...p, ...patch } : p)));
    const index = values.pins.findIndex((p) => p.key === key);
    if (errors.pins[index]) {
      setErrors((e) => {
        const row = { ...e.pins[index] };
        for (const field of Object.keys(patch)) delete row[field as PinField];
        return { ...e, pins: { ...e.pins, [index]: row } };
      });
    }
  };

  const addPin = (position?: { lat: number; lng: number }) => {
    const pin = newPin(position, values.pins.length + 1);
    draft.setFieldValue('pins', (pins) => [...pins, pin]);
    setSelectedKey(pin.key);
  };

  // Rows shift up after a removal, so errors (kept by row index) are checked again on Save.
  const removePin = (key: string) => {
    draft.setFieldValue('pins', (pins) => pins.filter((p) => p.key !== key));
    setErrors((e) => ({ ...e, pins: {} }));
  };

  const save = () => {
    const result = validateMapForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      toast.warning(firstMessage(result.errors));
      return;
    }
    setErrors(NO_ERRORS);
    modify.mutate(
      { ...result.body, id_map: map.id_map },
      {
        onSuccess: (saved) => {
          const next = toMapForm(saved);
          draft.markSaved();
          setBase(next);
          setValues(next);
          toast.success(MESSAGES.map.saved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === RESULT.VALIDATION) setErrors(serverErrors(error.fields));
          toast.error(messageOf(error));
        },
      },
    );
  };

  const pinError = (index: number, field: PinField) => errors.pins[index]?.[field];

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <TextInput
          label={t('maps.mapTitle')}
          required
          maxLength={60}
          value={values.title}
          error={errors.title}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setValues((v) => ({ ...v, title }));
            setErrors((x) => ({ ...x, title: undefined }));
          }}
        />
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
            onMove={(key, position) => (canWrite ? updatePin(key, newPinCoordinates(position)) : undefined)}
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
                      value={p.name}
                      error={pinError(index, 'name')}
                      onChange={(e) => updatePin(p.key, { name: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('maps.pinValueCategory', { value: index + 1 })}
                      maxLength={60}
                      value={p.category}
                      error={pinError(index, 'category')}
                      onChange={(e) => updatePin(p.key, { category: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Textarea
                      aria-label={t('maps.pinValueDescription', { value: index + 1 })}
                      autosize
                      minRows={1}
                      maxRows={4}
                      maxLength={1000}
                      value={p.description}
                      error={pinError(index, 'description')}
                      onChange={(e) => updatePin(p.key, { description: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('maps.pinValueLatitude', { value: index + 1 })}
                      inputMode="decimal"
                      value={p.latitude}
                      error={pinError(index, 'latitude')}
                      onChange={(e) => updatePin(p.key, { latitude: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('maps.pinValueLongitude', { value: index + 1 })}
                      inputMode="decimal"
                      value={p.longitude}
                      error={pinError(index, 'longitude')}
                      onChange={(e) => updatePin(p.key, { longitude: e.currentTarget.value })}
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
          onClick={save}
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

function newPinCoordinates(position: { lat: number; lng: number }): Pick<PinRow, 'latitude' | 'longitude'> {
  const placed = newPin(position);
  return { latitude: placed.latitude, longitude: placed.longitude };
}

/** The message the warning shows: the title's, else the first pin's first one. */
function firstMessage(errors: MapFormErrors): string {
  const rows = Object.keys(errors.pins).map(Number);
  const firstRow = rows.length ? errors.pins[Math.min(...rows)] : undefined;
  return errors.title ?? errors.form ?? Object.values(firstRow ?? {})[0] ?? MESSAGES.generic.unexpected;
}

/** The server's FIELDS ("title", "pins.1.name") as the form's errors. */
function serverErrors(fields: Record<string, string>): MapFormErrors {
  const errors: MapFormErrors = { pins: {} };
  for (const [path, message] of Object.entries(fields)) {
    const [first, index, field] = path.split('.');
    if (first === 'title') errors.title = message;
    else if (first === 'pins' && index !== undefined && field) {
      const row = (errors.pins[Number(index)] ??= {});
      row[field as PinField] = message;
    } else errors.form = message;
  }
  return errors;
}
