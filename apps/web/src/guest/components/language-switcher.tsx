/**
 * The guest's language switcher: the guide's languages, each by its own name (Français, 日本語), as
 * a native select (the phone's own picker, accessible as is). Shown only for a guide with more than
 * one language, so a guide in one language shows no switcher at all.
 */
import { nativeLanguageName } from '@guidebook/contract';
import { useMessages } from '../i18n/i18n.ts';
import { UiIcon } from './ui-icon.tsx';

type Props = {
  languages: readonly string[];
  current: string;
  /** True while the guide loads in the chosen language. */
  busy: boolean;
  onChoose: (language: string) => void;
};

export function LanguageSwitcher({ languages, current, busy, onChoose }: Props) {
  const { t } = useMessages();
  if (languages.length < 2) return null;
  return (
    <label className="language-switcher">
      <UiIcon name="language" />
      <span className="sr-only">{t('language')}</span>
      <select
        value={current}
        aria-busy={busy}
        onChange={(event) => {
          const language = event.currentTarget.value;
          if (language !== current) onChoose(language);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {nativeLanguageName(language)}
          </option>
        ))}
      </select>
    </label>
  );
}
