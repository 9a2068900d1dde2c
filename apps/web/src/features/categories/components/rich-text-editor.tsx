/**
 * The topic content editor: Quill 2 with the product's formats, sizes, fonts, palette and undo
 * history (EDITOR in the contract). This module is only ever loaded through React.lazy, so Quill,
 * KaTeX and their CSS are downloaded with the Content tab and never with the login screen.
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import Quill from 'quill';
import type LinkFormat from 'quill/formats/link';
import type VideoFormat from 'quill/formats/video';
import 'quill/dist/quill.snow.css';
import './rich-text-editor.css';
import { EDITOR } from '@guidebook/contract';
import { EDITOR_PALETTE, sanitizeLinkUrl, toEmbedVideoUrl } from '../editor-rules.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

// Quill's formula blot renders through window.katex and throws when it is missing.
(window as Window & { katex?: typeof katex }).katex = katex;

let registered = false;

/** Replaces Quill's link and video formats with ones that apply our URL rules (editor-rules.ts). */
function registerSafeFormats(): void {
  if (registered) return;
  registered = true;
  const Link = Quill.import('formats/link') as typeof LinkFormat;
  const Video = Quill.import('formats/video') as typeof VideoFormat;
  class SafeLink extends Link {
    static override sanitize(url: string): string {
      return sanitizeLinkUrl(url);
    }
  }
  class EmbedVideo extends Video {
    static override sanitize(url: string): string {
      return sanitizeLinkUrl(toEmbedVideoUrl(url));
    }
  }
  Quill.register({ 'formats/link': SafeLink, 'formats/video': EmbedVideo }, true);
}

const FORMATS = [...EDITOR.FORMATS];

const TOOLBAR = [
  [{ font: [...EDITOR.FONTS] }, { size: [...EDITOR.SIZES] }, { header: [...EDITOR.HEADERS] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [...EDITOR_PALETTE] }, { background: [...EDITOR_PALETTE] }],
  [{ script: 'sub' }, { script: 'super' }],
  ['blockquote', 'code', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  [{ direction: 'rtl' }, { align: [...EDITOR.ALIGNS] }],
  ['link', 'image', 'video', 'formula'],
  ['clean'],
];

const PICKER_NAMES: Record<string, string> = {
  get 'ql-font'() {
    return t('categories.font');
  },
  get 'ql-size'() {
    return t('categories.textSize');
  },
  get 'ql-header'() {
    return t('categories.heading');
  },
  get 'ql-color'() {
    return t('categories.textColour');
  },
  get 'ql-background'() {
    return t('categories.backgroundColour');
  },
  get 'ql-align'() {
    return t('categories.alignment');
  },
};

// Mantine dialogs close on any Escape in the window unless its target carries this mark.
const KEEP_DIALOG_ON_ESCAPE = 'data-mantine-stop-propagation';

/**
 * Quill's pickers and tooltip input come without accessible names; give them one. Escape
 * in them closes the menu or the link box, not the dialog around the editor.
 */
function prepareToolbarControls(toolbar: HTMLElement, tooltipInput: HTMLInputElement | null): void {
  for (const picker of toolbar.querySelectorAll<HTMLElement>('.ql-picker')) {
    const cls = Object.keys(PICKER_NAMES).find((c) => picker.classList.contains(c));
    const label = picker.querySelector<HTMLElement>('.ql-picker-label');
    const name = cls ? PICKER_NAMES[cls] : undefined;
    if (name && label) label.setAttribute('aria-label', name);
    label?.setAttribute(KEEP_DIALOG_ON_ESCAPE, 'true');
    for (const item of picker.querySelectorAll<HTMLElement>('.ql-picker-item')) {
      item.setAttribute('aria-label', item.dataset.value ?? t('categories.default'));
      item.setAttribute(KEEP_DIALOG_ON_ESCAPE, 'true');
    }
  }
  tooltipInput?.setAttribute('aria-label', t('categories.linkVideoAddressOrFormula'));
  tooltipInput?.setAttribute(KEEP_DIALOG_ON_ESCAPE, 'true');
}

export type RichTextEditorProps = {
  /** HTML shown when the editor opens; later changes of this prop are ignored. */
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  errorId?: string;
  invalid?: boolean;
};

export default function RichTextEditor({ initialHtml, onChange, labelId, errorId, invalid }: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const onChangeRef = useRef(onChange);
  const initialRef = useRef(initialHtml);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    registerSafeFormats();
    const mount = document.createElement('div');
    host.appendChild(mount);
    const quill = new Quill(mount, {
      theme: 'snow',
      formats: FORMATS,
      modules: {
        toolbar: TOOLBAR,
        history: { delay: EDITOR.UNDO_DELAY_MS, maxStack: EDITOR.UNDO_MAX_STACK, userOnly: true },
        uploader: { mimetypes: [...EDITOR.IMAGE_MIME_TYPES] },
      },
    });
    quillRef.current = quill;
    if (initialRef.current) {
      quill.setContents(quill.clipboard.convert({ html: initialRef.current }), 'silent');
      quill.history.clear();
    }
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    const toolbar = quill.getModule('toolbar') as { container: HTMLElement };
    prepareToolbarControls(toolbar.container, host.querySelector('.ql-tooltip input'));
    toolbar.container.setAttribute('aria-label', t('categories.formatting'));
    toolbar.container.setAttribute('role', 'toolbar');

    // root.innerHTML keeps embeds (videos) that getSemanticHTML would turn into links.
    const emit = () => onChangeRef.current(root.innerHTML);
    quill.on('text-change', emit);
    return () => {
      quill.off('text-change', emit);
      quillRef.current = null;
      host.innerHTML = '';
    };
  }, [labelId]);

  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    root.setAttribute('aria-invalid', invalid ? 'true' : 'false');
    if (errorId && invalid) root.setAttribute('aria-describedby', errorId);
    else root.removeAttribute('aria-describedby');
  }, [invalid, errorId]);

  return (
    <div
      ref={hostRef}
      className="topic-editor"
      data-invalid={invalid || undefined}
      style={
        {
          '--ql-visit-url': JSON.stringify(t('categories.editorVisitUrl')),
          '--ql-edit': JSON.stringify(t('categories.editorEdit')),
          '--ql-remove': JSON.stringify(t('categories.editorRemove')),
          '--ql-save': JSON.stringify(t('categories.editorSave')),
        } as CSSProperties
      }
    />
  );
}
