/**
 * Everything the app runs inside: the text direction (Arabic mirrors), Mantine theme (light/dark
 * from localStorage `DarkMode`), the TanStack Query client, the host's language (lib/i18n) and the
 * dialog/toast host.
 */
import './styles-base.ts';
import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { DialogHost } from '../components/ui/dialogs.tsx';
import { darkModeManager } from '../lib/dark-mode.ts';
import { HostLanguage } from '../lib/i18n/host-language.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager: MantineColorSchemeManager = darkModeManager;

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>
          <HostLanguage>
            {children}
            <DialogHost />
          </HostLanguage>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
