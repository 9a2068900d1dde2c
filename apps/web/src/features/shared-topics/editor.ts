/**
 * The shared topic form uses the topic editor and the image library, which live in other features
 * (categories, files): a feature never imports another, so the screen (app/routes/shared-topics)
 * passes renderers for them.
 */
import type { ReactNode } from 'react';
import type { TFilePublic } from '@guidebook/contract';

/** The rich-text editor's props, as the categories feature's RichTextEditor takes them. */
export type EditorProps = {
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  errorId?: string;
  invalid?: boolean;
};

export type RenderEditor = (props: EditorProps) => ReactNode;

/** Opens the image library: `onSave` receives the chosen file. */
export type PickImage = (selectedId: number | null, onSave: (file: TFilePublic) => void) => void;
