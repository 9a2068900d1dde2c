/** "Manage Your Images": pick a library image or upload a new one. */
import type { TFilePublic } from '@guidebook/contract';

export function ImageManager({
  opened,
  onClose,
  onSave,
  selectedId,
}: {
  opened: boolean;
  onClose: () => void;
  onSave: (file: TFilePublic) => void;
  selectedId?: number | null;
}) {
  void onClose;
  void onSave;
  void selectedId;
  return opened ? <div>Manage Your Images</div> : null;
}
