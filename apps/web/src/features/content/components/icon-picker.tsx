/** A searchable grid of the category icons; each is a toggle button named after its icon. */
import { useId, useMemo, useState } from 'react';
import { Input, ScrollArea, SimpleGrid, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { CATEGORY_ICONS, iconClass } from '../category-icons.ts';
import classes from './icon-picker.module.css';

export function IconPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (icon: string) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const labelId = useId();
  const errorId = useId();
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase().replace(/\s+/g, '-');
    return q ? CATEGORY_ICONS.filter((i) => i.includes(q)) : CATEGORY_ICONS;
  }, [search]);

  return (
    <div>
      <Input.Label id={labelId} required>
        Icon
      </Input.Label>
      <TextInput
        aria-label="Search icons"
        placeholder="Search icons"
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
        >
          {shown.map((icon) => (
            <Tooltip key={icon} label={icon} openDelay={400} withinPortal>
              <UnstyledButton
                className={classes.icon}
                aria-label={icon}
                aria-pressed={value === icon}
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
            No icon matches “{search}”.
          </Text>
        ) : null}
      </ScrollArea.Autosize>
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
    </div>
  );
}
