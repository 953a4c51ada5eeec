import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'

const root = import.meta.dirname

// Main holds three programs: the Electron app, the browser-mode host and the standalone API server, and the
// server's photo worker (a process each of them starts: src/server/storage/photo-pool.ts finds it beside
// them in out/main). Only `index` imports electron; the others run under plain Node (the photo worker, in the
// desktop app, in Electron's utility process, its Node too).
export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        input: {
          index: resolve(root, 'src/main/index.ts'),
          web: resolve(root, 'src/main/web-host/start.ts'),
          server: resolve(root, 'src/server/start.ts'),
          'photo-worker': resolve(root, 'src/server/storage/photo-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: { index: resolve(root, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src/renderer'),
    plugins: [react()],
    build: {
      // electron-vite leaves the renderer unminified by default; the login screen's code must stay small (issue 14).
      minify: true,
      rolldownOptions: { input: { index: resolve(root, 'src/renderer/index.html') } },
    },
  },
})
