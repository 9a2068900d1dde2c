/**
 * The language the admin app is shown in: the account's (`language` of /users/me and the login
 * answer, stored with the session) when signed in, else the browser's best match among the
 * catalog languages. When it changes, its catalogs are downloaded, `t()` and MESSAGES switch
 * to it, `<html lang dir>` and Mantine's direction follow (Arabic mirrors), and the tree below is
 * rendered afresh (keyed on the language), so every text is read again.
 */
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useDirection } from '@mantine/core';
import { useSession } from '../use-session.ts';
import { hostLanguage, loadHostLanguage } from './admin-i18n.ts';
import { bestHostLanguage, browserLanguage, languageMeta } from './languages.ts';

/** The language the host should see now (not yet necessarily loaded). */
export function useWantedLanguage(): string {
  const language = useSession()?.user.language;
  return language ? bestHostLanguage([language]) : browserLanguage();
}

/** The language shown (its catalogs loaded), for the profile's select and Intl formats. */
export function useHostLanguage(): string {
  return hostLanguage();
}

export function HostLanguage({ children }: { children: ReactNode }) {
  const wanted = useWantedLanguage();
  // English is bundled: shown at once. Another language waits for its two small chunks.
  const [shown, setShown] = useState<string | null>(wanted === 'en' ? 'en' : null);
  const { setDirection } = useDirection();

  useEffect(() => {
    let live = true;
    loadHostLanguage(wanted)
      .catch(() => loadHostLanguage('en'))
      .then(
        () => {
          if (!live) return;
          const meta = languageMeta(hostLanguage());
          document.documentElement.lang = meta.locale;
          setDirection(meta.dir);
          setShown(meta.code);
        },
        () => setShown('en'),
      );
    return () => {
      live = false;
    };
  }, [wanted, setDirection]);

  if (shown === null) return null;
  return <Fragment key={shown}>{children}</Fragment>;
}
