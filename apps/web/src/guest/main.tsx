/**
 * Entry of the guest guide (guest.html): /g/{token} and /digital-guides-view. A separate,
 * small app (React and plain CSS, no Mantine, no admin code) so guests on phones load
 * only what the guide needs.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestApp } from './guest-app.tsx';
import { registerOfflineCache } from './lib/offline-cache.ts';
import { sourceOf } from './lib/route.ts';
import './guest.css';

const source = sourceOf(window.location.pathname, window.location.search);
// The admin app's /digital-guides-view route reloads once into this app and marks that it did.
sessionStorage.removeItem('guest-view-reloaded');
if (source.kind === 'token') void registerOfflineCache();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <GuestApp source={source} />
  </StrictMode>,
);
