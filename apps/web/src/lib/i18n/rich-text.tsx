/**
 * A catalog text with marked parts (`<strong>{{name}}</strong> invited …`) as React nodes: each
 * tag of the text becomes a copy of its element in `components` holding that part, so a
 * translation can put the bold words where its own grammar wants them.
 */
import { cloneElement, Fragment, type ReactElement } from 'react';
import { tParts, type AdminKey, type TextValues } from './admin-i18n.ts';

export function RichText({
  i18nKey,
  values,
  components,
}: {
  i18nKey: AdminKey;
  values?: TextValues;
  components: Readonly<Record<string, ReactElement<{ children?: unknown }>>>;
}) {
  return (
    <>
      {tParts(i18nKey, values).map((part, i) => {
        const element = part.tag ? components[part.tag] : undefined;
        return element ? cloneElement(element, { key: i }, part.text) : <Fragment key={i}>{part.text}</Fragment>;
      })}
    </>
  );
}
