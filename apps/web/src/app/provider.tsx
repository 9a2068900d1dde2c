/**
 * Everything the app runs inside: Mantine theme (light/dark from localStorage
 * `DarkMode`), the dialog/toast host and the TanStack Query client.
 */
import './styles-base.ts';
import type { ReactNode } from 'react';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { DialogHost } from '../components/ui/dialogs.tsx';
import { darkModeManager } from '../lib/dark-mode.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager: MantineColorSchemeManager = darkModeManager;

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
