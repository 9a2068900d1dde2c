/** "12/60" under a field; red and bold once the text is longer than allowed. */
import { Text } from '@mantine/core';

export function CharCount({ value, max, prefix }: { value: string; max: number; prefix?: string }) {
  const over = value.length > max;
  return (
    <Text component="span" size="xs" c={over ? 'var(--mantine-color-error)' : undefined} fw={over ? 600 : undefined}>
      {prefix}
      {value.length}/{max}
    </Text>
  );
}
