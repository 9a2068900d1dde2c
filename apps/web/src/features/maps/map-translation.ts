/**
 * The map editor's Translations section: a map can serve several guides, so any
 * language may be chosen. Pins are translated by their original name (the server keeps a
 * translation when pins are reordered), so each name is offered once, in the map's order.
 */
import {
  COMMON_LANGUAGES,
  MESSAGES,
  type TMap,
  type TMapTranslateRequest,
  type TMapTranslation,
  ZMapTranslateRequest,
} from '@guidebook/contract';
import { languageLabel } from '../../lib/i18n/language-names.ts';
import { pathErrors } from '../../lib/form-errors.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

export type TranslationState = 'translated' | 'outdated' | 'missing';

export type LanguageItem = { value: string; label: string };
export type LanguageGroup = { group: string; items: LanguageItem[] };

export type PinTranslationRow = {
  original: string;
  /** The original description of the first pin with this name, for reading beside the translation. */
  originalDescription: string;
  name: string;
  description: string;
};
export type MapTranslationValues = { title: string; pins: PinTranslationRow[] };

const STATE_TEXT: Record<TranslationState, string> = {
  // Getters: each reads the host's language when shown, not the one this module loaded in.
  get translated() {
    return t('categories.translatedBadge');
  },
  get outdated() {
    return MESSAGES.language.originalChanged;
  },
  get missing() {
    return t('maps.notTranslated');
  },
};

export function translationState(translation: TMapTranslation | undefined): TranslationState {
  if (!translation) return 'missing';
  return translation.original_changed ? 'outdated' : 'translated';
}

/**
 * The select's choices: the languages the map is already translated into first, each with its
 * state ("Français — French (original changed)"), then the common languages not among them.
 */
export function languageChoices(translations: readonly TMapTranslation[]): LanguageGroup[] {
  const done = [...new Map(translations.map((t) => [t.language, t])).values()];
  const taken = new Set(done.map((t) => t.language));
  const translated = done.map((t) => ({
    value: t.language,
    label: `${languageLabel(t.language)} (${STATE_TEXT[translationState(t)]})`,
  }));
  const others = COMMON_LANGUAGES.filter((c) => !taken.has(c.tag)).map((c) => ({
    value: c.tag,
    label: languageLabel(c.tag),
  }));
  return [
    ...(translated.length ? [{ group: t('maps.translated'), items: translated }] : []),
    { group: translated.length ? t('maps.otherLanguages') : t('maps.languages'), items: others },
  ];
}

/** The saved translation as form values: every distinct pin name of the map, untranslated fields empty. */
export function toTranslationForm(map: TMap, translation: TMapTranslation | undefined): MapTranslationValues {
  const byOriginal = new Map((translation?.pins ?? []).map((p) => [p.original, p]));
  const seen = new Set<string>();
  const pins: PinTranslationRow[] = [];
  for (const pin of map.pins) {
    if (seen.has(pin.name)) continue;
    seen.add(pin.name);
    const saved = byOriginal.get(pin.name);
    pins.push({
      original: pin.name,
      originalDescription: pin.description ?? '',
      name: saved?.name ?? '',
      description: saved?.description ?? '',
    });
  }
  return { title: translation?.title ?? '', pins };
}

const text = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** The form's index of each pin the request sends: those with something translated. */
function sentPins(values: MapTranslationValues): number[] {
  return values.pins.flatMap((p, index) => (text(p.name) !== null || text(p.description) !== null ? [index] : []));
}

/**
 * PUT /maps/translate's body: blank fields are null ("not translated"), pins with nothing
 * translated are left out; everything blank removes the translation.
 */
export function toTranslateRequest(
  idMap: number,
  language: string,
  values: MapTranslationValues,
): TMapTranslateRequest {
  return {
    id_map: idMap,
    language,
    title: text(values.title),
    pins: sentPins(values).map((index) => {
      const p = values.pins[index]!;
      return { original: p.original, name: text(p.name), description: text(p.description) };
    }),
  };
}

const ZMapTranslationForm = ZMapTranslateRequest.pick({ title: true, pins: true });

/** The contract's limits on the section's values, each message under its input ("pins.2.name"). */
export function validateMapTranslation(values: MapTranslationValues): Record<string, string> {
  return pathErrors(ZMapTranslationForm, values);
}

/**
 * A refusal of `values`' request under the inputs: the request left out the untranslated pins, so
 * its "pins.1.name" is the name of the form's second translated pin.
 */
export function mapTranslationRefusal(
  values: MapTranslationValues,
  fields: Record<string, string>,
): Record<string, string> {
  const sent = sentPins(values);
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => {
      const [first, index, ...rest] = path.split('.');
      const at = first === 'pins' && index !== undefined ? sent[Number(index)] : undefined;
      return [at === undefined ? path : ['pins', at, ...rest].join('.'), message];
    }),
  );
}
