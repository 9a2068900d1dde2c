/**
 * Vite build of the admin panel (and later the guest guide). Libraries are split into
 * named chunks so the login screen and the guest guide download only what they use.
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Long-lived vendor chunks for libraries every screen needs. Heavy libraries (Quill,
 * charts) are deliberately NOT grouped: a manual group also swallows the group's
 * unassigned dependencies (e.g. @mantine/core for @mantine/charts), which would put
 * them on the login screen's path. Left alone, they stay inside their lazy routes.
 */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  if (/node_modules\/@tanstack\//.test(id)) return 'query';
  return undefined;
}

/**
 * Paths the guest guide (guest.html) answers; in production apps/server's SPA fallback does
 * the same. The guest guide is built separately (vite.guest.config.ts) so the admin's chunking
 * never decides what a guest downloads.
 */
const GUEST_PATHS = /^\/(g\/[^/?#]*|digital-guides-view)\/?(\?.*)?$/;

/** Dev server: serve guest.html for guest paths instead of the admin index.html. */
function guestEntryInDev(): Plugin {
  return {
    name: 'guest-entry-in-dev',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && GUEST_PATHS.test(req.url))
          req.url = `/guest.html${req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''}`;
        next();
      });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), guestEntryInDev()],
  server: {
    port: 5173,
    // The API: `npm run dev` names its server; beside `npm start`, the server on PORT.
    proxy: {
      '/api': {
        target: process.env.GUIDEBOOK_API_URL || `http://127.0.0.1:${process.env.PORT || 3000}`,
        changeOrigin: false,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        manualChunks: vendorChunk,
      },
    },
  },
});
