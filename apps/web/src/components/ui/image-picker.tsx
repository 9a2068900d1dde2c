/**
 * The image library's picker for screens whose dialogs choose a featured image: the library lives
 * in the files feature and a feature never imports another, so the page passes a renderer for it
 * (the files feature's ImageManager), and `useImagePicker` keeps which request it answers.
 */
import { useState, type ReactNode } from 'react';
import type { TFilePublic } from '@guidebook/contract';

export type ImagePickerProps = {
  opened: boolean;
  onClose: () => void;
  onSave: (file: TFilePublic) => void;
  selectedId?: number | null;
};

export type RenderImagePicker = (props: ImagePickerProps) => ReactNode;

/** Opens the image library: `onSave` receives the chosen file. */
export type PickImage = (selectedId: number | null, onSave: (file: TFilePublic) => void) => void;

type PickerRequest = { selectedId: number | null; onSave: (file: TFilePublic) => void };

/**
 * `pickImage` opens the picker (absent when the page gave no renderer); `open` says it is open, above
 * the dialog that asked (whose Escape it then takes); `picker` is rendered beside that dialog, not
 * inside its form, so Escape in the picker closes only the picker.
 */
export function useImagePicker(render: RenderImagePicker | undefined): {
  pickImage: PickImage | undefined;
  open: boolean;
  picker: ReactNode;
} {
  const [request, setRequest] = useState<PickerRequest | null>(null);
  const pickImage: PickImage | undefined = render
    ? (selectedId, onSave) => setRequest({ selectedId, onSave })
    : undefined;
  const picker = render?.({
    opened: request !== null,
    onClose: () => setRequest(null),
    onSave: (file) => {
      request?.onSave(file);
      setRequest(null);
    },
    selectedId: request?.selectedId ?? null,
  });
  return { pickImage, open: request !== null, picker };
}
