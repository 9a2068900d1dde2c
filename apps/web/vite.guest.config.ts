/**
 * Vite build of the guest guide (guest.html: /g/{token} and /digital-guides-view), run after
 * the admin build into the same dist/. A separate build so its chunks hold only React and
 * the guest code: the admin panel's vendor chunks (router, Mantine, query) never reach a guest.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  // The admin build already copied public/ (sw.js) into dist/.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rollupOptions: { input: { guest: `${root}guest.html` } },
  },
});
