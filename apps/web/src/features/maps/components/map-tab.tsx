/**
 * The edit screen's Map tab: "Set Active Map For This Guide" (Disable Map or one of the
 * host's maps) with Save, the maps table (Map Title, Number of Pins, Actions: edit link
 * and delete) and Add Map. The guide's query is the route's: the tab reports changes to it.
 */
import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, Paper, Select, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES, type TMap, type TMapSummary } from '@guidebook/contract';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useDeleteMap, useMaps, useSetActiveMap } from '../api/maps.ts';
import { AddMapModal } from './add-map-modal.tsx';
import { ListTable, ListEmpty, RowDelete, type ListColumn } from '../../../components/ui/list-table.tsx';
import { HelpLink } from '../../../components/help-link.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const MAP_COLUMNS: ListColumn[] = [
  {
    get label() {
      return t('maps.mapTitle');
    },
  },
  {
    get label() {
      return t('maps.numberOfPins');
    },
  },
  {
    get label() {
      return t('maps.actions');
    },
    w: 110,
  },
];

const DISABLED = 'none';
const m = MESSAGES.map;

type Props = {
  guideId: number;
  /** The guide's saved active map (guides.id_map). */
  activeMapId: number | null;
  /**
   * Guides' id_map changed on the server: saved here, or cleared by deleting a map that
   * some guide showed. The route refreshes its guide so a later Details save keeps it.
   */
  onGuidesChanged: () => void;
  onOpenMap: (map: TMap) => void;
};

export function MapTab({ guideId, activeMapId, onGuidesChanged, onOpenMap }: Props) {
  const maps = useMaps();
  const [adding, setAdding] = useState(false);
  // Without maps.write the maps are listed and opened, never added, chosen or deleted.
  const canWrite = usePermission('maps.write');
  return (
    <>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} mb="lg">
        {/* Remounted when the saved choice changes, so the select starts from it. */}
        <ActiveMapForm
          key={activeMapId ?? DISABLED}
          guideId={guideId}
          activeMapId={activeMapId}
          maps={maps.data ?? []}
          loading={maps.isPending}
          readOnly={!canWrite}
          onSaved={onGuidesChanged}
        />
      </Paper>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{t('maps.maps')}</Text>
        {canWrite ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('maps.addMap')}
          </Button>
        ) : null}
      </Group>
      {maps.isError ? (
        <Alert color="red" role="alert">
          {m.loadFailed}
        </Alert>
      ) : (
        <MapsTable
          maps={maps.data}
          loading={maps.isPending}
          activeMapId={activeMapId}
          canDelete={canWrite}
          onDeleted={onGuidesChanged}
        />
      )}
      <AddMapModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(map) => {
          setAdding(false);
          onOpenMap(map);
        }}
      />
    </>
  );
}

type ActiveMapFormProps = {
  guideId: number;
  activeMapId: number | null;
  maps: TMapSummary[];
  loading: boolean;
  readOnly: boolean;
  onSaved: () => void;
};

function ActiveMapForm({ guideId, activeMapId, maps, loading, readOnly, onSaved }: ActiveMapFormProps) {
  const [value, setValue] = useState(activeMapId === null ? DISABLED : String(activeMapId));
  const save = useSetActiveMap();
  const options = [
    { value: DISABLED, label: m.disableMap },
    ...maps.map((map) => ({ value: String(map.id_map), label: map.title })),
  ];
  const submit = () => {
    const idMap = value === DISABLED ? null : Number(value);
    save.mutate(
      { id_guide: guideId, id_map: idMap },
      {
        onSuccess: () => {
          toast.success(m.activeSaved);
          onSaved();
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={m.setActiveLabel}
        data={options}
        value={value}
        onChange={(v) => setValue(v ?? DISABLED)}
        allowDeselect={false}
        disabled={loading || readOnly}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      {readOnly ? null : (
        <Button onClick={submit} loading={save.isPending} disabled={loading}>
          {t('maps.save')}
        </Button>
      )}
    </Group>
  );
}

type MapsTableProps = {
  maps: TMapSummary[] | undefined;
  loading: boolean;
  activeMapId: number | null;
  canDelete: boolean;
  onDeleted: () => void;
};

function MapsTable({ maps, loading, activeMapId, canDelete, onDeleted }: MapsTableProps) {
  const remove = useDeleteMap();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const confirmDelete = async (map: TMapSummary) => {
    if (!(await confirmDialog({ title: m.deleteTitle, text: m.deleteText }))) return;
    setDeletingId(map.id_map);
    remove.mutate(map.id_map, {
      onSuccess: () => {
        toast.success(m.deleted);
        onDeleted();
      },
      onError: (error) => toast.error(messageOf(error)),
      onSettled: () => setDeletingId(null),
    });
  };
  return (
    <ListTable
      label={t('maps.maps')}
      minWidth={420}
      columns={MAP_COLUMNS}
      loading={loading}
      placeholderHeight={24}
      below={
        !loading && maps?.length === 0 ? (
          <ListEmpty message={m.empty} help={<HelpLink article="maps">{t('maps.howMapsWork')}</HelpLink>} />
        ) : null
      }
    >
      {maps?.map((map) => (
        <Table.Tr key={map.id_map}>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={ROUTES.guidebookMap(map.id_map)} fw={600}>
              {map.title}
            </Anchor>
            {map.id_map === activeMapId ? (
              <Text span size="xs" c="dimmed" ml="xs">
                {t('maps.active')}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>{map.pins_count}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={canDelete ? t('maps.edit') : t('maps.open')}>
                <ActionIcon
                  component={Link}
                  to={ROUTES.guidebookMap(map.id_map)}
                  variant="subtle"
                  aria-label={t('maps.valueMapTitle', {
                    value: canDelete ? t('maps.edit') : t('maps.open'),
                    title: map.title,
                  })}
                >
                  <IconEdit size={18} />
                </ActionIcon>
              </Tooltip>
              {canDelete ? (
                <RowDelete
                  label={t('maps.deleteMapTitle', { title: map.title })}
                  loading={deletingId === map.id_map}
                  onClick={() => void confirmDelete(map)}
                />
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
