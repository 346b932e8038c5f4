import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compileHints.ts';
import { inlineEntryCss } from './build/inlineEntryCss.ts';
import { nginxConfigFile } from './build/nginxConfigFile.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';
import { startStageChunks, startStages } from './build/startStages.ts';
import { demoBackend } from './demo/vitePlugin.ts';
import { apiUpstream, apiUpstreamOf } from './server/apiUpstream.ts';
import { atlasPages } from './server/atlasPages.ts';
import { basePathRedirect } from './server/basePath.ts';
import { securityHeaders } from './server/securityHeaders.ts';

// The demo backend is a server middleware only: it is never imported by the app, so never bundled.
// `API_UPSTREAM=https://…` proxies /api/ to a real server instead (server/apiUpstream.ts, contract §9).
const upstream = apiUpstreamOf(process.env);

export default defineConfig({
  base: '/m/',
  // The running build's version, checked against config.json `minBuild` (src/platform/minBuild.ts).
  define: {
    'import.meta.env.APP_VERSION': JSON.stringify(
      (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
        .version,
    ),
  },
  plugins: [
    react(),
    startStages(),
    inlineEntryCss(),
    prerenderPages(),
    compileHints(),
    precompress(),
    nginxConfigFile(),
    basePathRedirect(),
    securityHeaders(),
    atlasPages(),
    upstream ? apiUpstream(upstream) : demoBackend(),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: startStageChunks() } } },
  },
  preview: { port: 4173, strictPort: false, host: 'localhost', proxy: upstream?.proxy },
  server: { port: 5173, proxy: upstream?.proxy },
});
