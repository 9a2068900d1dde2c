/** The icon of each article's card (by article id), so the list can be scanned by eye. */
import {
  IconChartBar,
  IconHelpCircle,
  IconLink,
  IconLock,
  IconMapPin,
  IconPalette,
  IconPencil,
  IconPhoto,
  IconQrcode,
  IconRocket,
  IconTransfer,
  IconWifiOff,
  type Icon,
} from '@tabler/icons-react';
import { ThemeIcon } from '@mantine/core';

const ICONS: Record<string, Icon> = {
  'getting-started': IconRocket,
  'writing-topics': IconPencil,
  images: IconPhoto,
  branding: IconPalette,
  'share-link': IconLink,
  'qr-code-and-flyer': IconQrcode,
  invitations: IconLock,
  offline: IconWifiOff,
  maps: IconMapPin,
  analytics: IconChartBar,
  'export-import': IconTransfer,
};

export function ArticleIcon({ id, size = 36 }: { id: string; size?: number }) {
  const Glyph = ICONS[id] ?? IconHelpCircle;
  return (
    <ThemeIcon variant="light" size={size} radius="md" aria-hidden>
      <Glyph size={Math.round(size * 0.55)} stroke={1.7} />
    </ThemeIcon>
  );
}
