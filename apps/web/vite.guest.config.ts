/**
 * Vite build of the guest guide (guest.html: /g/{token} and /digital-guides-view), run after
 * the admin build into the same dist/. A separate build so its chunks hold only the guest
 * code: the admin panel's vendor chunks (router, Mantine, query) never reach a guest.
 * React is swapped for preact/compat here only (same API, written against React's types):
 * measured with Lighthouse's mobile profile, React 19's 83 KB gzipped first load spent
 * ~0.9 s in script evaluation on a throttled phone; Preact's is ~10x smaller.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes .br and .gz copies of every text asset in dist/assets (this build runs last, so
 * the admin's too) for the server's static files (`preCompressed`): phones on a weak
 * signal get ~3x fewer bytes, with no compression work per request.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const names = await fs.readdir(assets).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((n) => /\.(js|css|svg|json)$/.test(n))
          .map(async (name) => {
            const file = path.join(assets, name);
            const data = await fs.readFile(file);
            if (data.length < 1024) return;
            await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
            await fs.writeFile(
              `${file}.br`,
              await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

/**
 * Fails the build when the guest bundle picks up a library it must not carry: the admin's
 * UI and data libraries, or zod (importing a contract module with schemas, rather than only
 * its constants and types, pulls in ~25 KB gzipped).
 */
function keepOutOfGuestBundle(): Plugin {
  const banned = /node_modules\/(zod|@mantine|@tanstack|react-router|quill|recharts|@tabler)\//;
  return {
    name: 'keep-out-of-guest-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const found = Object.keys(output.modules).find((id) => banned.test(id));
        if (found)
          this.error(
            `The guest guide must stay small, but ${output.fileName} includes ${found}. ` +
              'Import only constants and types from @guidebook/contract (no schemas or functions of schema modules) and no admin code.',
          );
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), keepOutOfGuestBundle(), precompressAssets()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // The admin build already copied public/ (sw.js) into dist/.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rollupOptions: { input: { guest: `${root}guest.html` } },
  },
});
