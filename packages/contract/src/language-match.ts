/**
 * Matching language tags (their canonical spelling, an Accept-Language header, the best of a list
 * for a list of wanted ones) on their own, without the table of language names: the admin's first
 * download needs these few functions only. language-tags.ts re-exports them.
 */

/** The primary language subtag, lower case: "pt-BR" → "pt". */
export function primaryLanguage(tag: string): string {
  return tag.split('-')[0]!.toLowerCase();
}

/**
 * Tags already canonicalised: Intl.getCanonicalLocales costs microseconds a call, and every guest
 * call with an Accept-Language header asks for a few. Bounded, since the tags come from clients.
 */
const canonical = new Map<string, string | undefined>();

/** The canonical spelling of a BCP 47 tag ("PT-br" → "pt-BR"), or undefined when it is not one. */
export function canonicalLanguage(tag: string): string | undefined {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag) || tag.length > 35) return undefined;
  if (canonical.has(tag)) return canonical.get(tag);
  let result: string | undefined;
  try {
    result = Intl.getCanonicalLocales(tag)[0];
  } catch {
    result = undefined;
  }
  if (canonical.size >= 1000) canonical.clear();
  canonical.set(tag, result);
  return result;
}

/**
 * The languages of an Accept-Language header, most wanted first ("fr-CH, fr;q=0.9, en;q=0.8").
 * Malformed parts are skipped; q=0 means "not this one".
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((x) => x.q > 0 && x.tag !== '*' && canonicalLanguage(x.tag) !== undefined)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((x) => canonicalLanguage(x.tag)!);
}

/**
 * The first of `wanted` (in order of preference) that the guide has, matched exactly, then by its
 * primary language ("fr-CH" → "fr", "pt" → "pt-BR"); undefined when none matches.
 */
export function pickLanguage(available: readonly string[], wanted: readonly string[]): string | undefined {
  const exact = new Map(available.map((a) => [a.toLowerCase(), a]));
  for (const want of wanted) {
    const hit = exact.get(want.toLowerCase());
    if (hit) return hit;
    const primary = primaryLanguage(want);
    const near = available.find((a) => primaryLanguage(a) === primary);
    if (near) return near;
  }
  return undefined;
}
