/** Text with search matches marked, and article text whose **labels** are shown bold. */
import { Fragment, type ReactNode } from 'react';
import { Mark } from '@mantine/core';
import { matchRanges, type Range } from '../search.ts';

/** `text` with each range wrapped in <mark>. */
export function MarkedText({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <Mark key={start} px={2} style={{ borderRadius: 2 }}>
        {text.slice(start, end)}
      </Mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** Article text: **marked** parts bold, and the words of the reader's search marked. */
export function ArticleText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {text.split('**').map((part, i) => {
        const marked = <MarkedText text={part} ranges={matchRanges(part, terms)} />;
        // Odd pieces sit between a pair of ** marks.
        return i % 2 === 1 ? <strong key={i}>{marked}</strong> : <Fragment key={i}>{marked}</Fragment>;
      })}
    </>
  );
}
