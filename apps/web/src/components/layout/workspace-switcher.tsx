/**
 * The top bar's workspace switcher, shown when the user belongs to more than one
 * workspace, and its New workspace button (always: an agency starts with one; on a phone, where the
 * top bar has no room for it, the user menu has the entry instead: `NewWorkspaceDialog`). Choosing a
 * workspace asks the server for the user there, then opens its dashboard with nothing of the
 * previous workspace left in the cache.
 */
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Select, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { toast } from '../ui/dialogs.tsx';
import { roleLabel } from '../ui/role-badge.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { ROUTES } from '../../lib/paths.ts';
import { storedWorkspaceFor, switchWorkspace, useWorkspaces } from '../../lib/workspace.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

const NewWorkspaceModal = lazy(() => import('./new-workspace-modal.tsx'));

/** The New workspace dialog, loaded when first opened. */
export function NewWorkspaceDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return opened ? (
    <Suspense fallback={null}>
      <NewWorkspaceModal opened onClose={onClose} />
    </Suspense>
  ) : null;
}

export function WorkspaceSwitcher({
  currentId,
  compact,
  onNewWorkspace,
}: {
  currentId: number | undefined;
  compact: boolean;
  onNewWorkspace: () => void;
}) {
  return (
    <>
      <WorkspaceSelect currentId={currentId} compact={compact} />
      {compact ? null : (
        <Tooltip label={t('agency.newWorkspace')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('agency.newWorkspace')}
            onClick={onNewWorkspace}
          >
            <IconPlus size={20} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}

function WorkspaceSelect({ currentId, compact }: { currentId: number | undefined; compact: boolean }) {
  const workspaces = useWorkspaces();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const list = workspaces.data ?? [];
  if (list.length < 2) return null;

  const choose = async (value: string | null) => {
    const id = Number(value);
    if (!value || id === currentId) return;
    setSwitching(true);
    try {
      await switchWorkspace(storedWorkspaceFor(id, list), () => navigate(ROUTES.mainPanel));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Select
      aria-label={t('layout.workspace')}
      data={list.map((w) => ({ value: String(w.id_workspace), label: w.name }))}
      renderOption={({ option }) => {
        const w = list.find((x) => String(x.id_workspace) === option.value);
        return (
          <span>
            {option.label}
            {w ? <span style={{ opacity: 0.7 }}> · {roleLabel(w.role)}</span> : null}
          </span>
        );
      }}
      value={currentId === undefined ? null : String(currentId)}
      onChange={(v) => void choose(v)}
      allowDeselect={false}
      disabled={switching}
      size="sm"
      w={compact ? 112 : 220}
      comboboxProps={{ withinPortal: true, width: compact ? 240 : undefined, position: 'bottom-end' }}
    />
  );
}
