/** A searchable grid of the category icons; each is a toggle button named after its icon. */
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Input, ScrollArea, SimpleGrid, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { CATEGORY_ICONS, iconClass } from '../category-icons.ts';
import classes from './icon-picker.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export function IconPicker({
  value = null,
  onChange,
  error,
}: {
  value?: string | null;
  onChange: (icon: string) => void;
  error?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const labelId = useId();
  const errorId = useId();
  const [active, setActive] = useState<string | null>(null);
  const shown = useMemo<readonly string[]>(() => {
    const q = search.trim().toLowerCase().replace(/\s+/g, '-');
    return q ? CATEGORY_ICONS.filter((i) => i.includes(q)) : CATEGORY_ICONS;
  }, [search]);
  // One tab stop for the whole grid (the last focused, else the chosen, else the first icon); arrows move inside.
  const tabStop = [active, value].find((i) => i && shown.includes(i)) ?? shown[0];

  function onGridKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (from < 0 || buttons.length === 0) return;
    const columns = buttons.filter((b) => b.offsetTop === buttons[0]!.offsetTop).length || 1;
    const moves: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowLeft: from - 1,
      ArrowDown: from + columns,
      ArrowUp: from - columns,
      Home: 0,
      End: buttons.length - 1,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, to))]?.focus();
  }

  return (
    <div>
      <Input.Label id={labelId} required>
        {t('categories.icon')}
      </Input.Label>
      <TextInput
        aria-label={t('categories.searchIcons')}
        placeholder={t('categories.searchIcons')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="xs"
        size="sm"
      />
      <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
        <SimpleGrid
          cols={{ base: 6, xs: 8 }}
          spacing={6}
          verticalSpacing={6}
          role="group"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={onGridKeyDown}
        >
          {shown.map((icon) => (
            <Tooltip key={icon} label={icon} openDelay={400} withinPortal>
              <UnstyledButton
                className={classes.icon}
                aria-label={icon}
                aria-pressed={value === icon}
                tabIndex={icon === tabStop ? 0 : -1}
                onFocus={() => setActive(icon)}
                data-selected={value === icon || undefined}
                onClick={() => onChange(icon)}
              >
                <i className={iconClass(icon)} aria-hidden />
              </UnstyledButton>
            </Tooltip>
          ))}
        </SimpleGrid>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" py="xs">
            {t('categories.noIconMatchesSearch', { search })}
          </Text>
        ) : null}
      </ScrollArea.Autosize>
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
    </div>
  );
}
