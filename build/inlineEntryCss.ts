import type { Plugin } from 'vite';

/**
 * The entry stylesheet (the shell's styles, ~5 KB gzip) goes inline into index.html: on a slow network a
 * render-blocking stylesheet costs a round trip before the first paint. Screens' own styles stay in their
 * lazily loaded chunks. The policy allows inline styles (the skeleton already is one); index.html is
 * revalidated on every visit, so an unchanged page costs a 304, not the styles again. The file itself
 * stays in the build, because lazy chunks name it in their preload lists (a cached, immutable request).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = Object.values(bundle).find((f) => f.type === 'asset' && f.fileName === 'index.html');
      if (!html || html.type !== 'asset') return;
      let source = String(html.source);
      for (const [fileName, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
        if (!link.test(source)) continue;
        const css = String(file.source).replace(/<\/style/gi, '<\\/style');
        source = source.replace(link, () => `<style>${css}</style>`);
        // The file stays: lazily loaded chunks list it among their preload dependencies.
      }
      html.source = source;
    },
  };
}
