import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineEntryCss } from './build/inlineEntryCss.ts';
import { demoBackend } from './demo/vitePlugin.ts';
import { basePathRedirect } from './server/basePath.ts';
import { securityHeaders } from './server/securityHeaders.ts';

// The demo backend is a server middleware only: it is never imported by the app, so never bundled.
export default defineConfig({
  base: '/m/',
  plugins: [react(), inlineEntryCss(), basePathRedirect(), securityHeaders(), demoBackend()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  preview: { port: 4173, strictPort: false, host: 'localhost' },
  server: { port: 5173 },
});
