/**
 * The Content tab needs the library's image picker, but a feature never imports another
 * feature: the page that shows the tab passes a renderer for it (the files feature's ImageManager).
 */
import type { ReactNode } from 'react';
import type { TFilePublic } from '@guidebook/contract';

export type ImagePickerProps = {
  opened: boolean;
  onClose: () => void;
  onSave: (file: TFilePublic) => void;
  selectedId?: number | null;
};

export type RenderImagePicker = (props: ImagePickerProps) => ReactNode;
