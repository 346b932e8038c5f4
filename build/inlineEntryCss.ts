import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

/**
 * The entry stylesheet (the shell's styles, ~5 KB gzip) goes inline into index.html: on a slow network a
 * render-blocking stylesheet costs a round trip before the first paint. Screens' own styles stay in their
 * lazily loaded chunks. The policy allows inline styles (the skeleton already is one); index.html is
 * revalidated on every visit, so an unchanged page costs a 304, not the styles again.
 *
 * Lazily loaded chunks list the stylesheets their modules need, and Vite's preload helper adds a `<link>`
 * for each one the page has no `<link>` to: the inlined sheet would be fetched again and applied a second
 * time (a second full style recalculation at load, on the same rules). So it is taken out of those lists.
 * The file stays in the build for a page cached before it was inlined, whose chunks still list it.
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
      const inlined: string[] = [];
      for (const [fileName, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${escaped(fileName)}"[^>]*>`);
        if (!link.test(source)) continue;
        const css = String(file.source).replace(/<\/style/gi, '<\\/style');
        source = source.replace(link, () => `<style>${css}</style>`);
        inlined.push(fileName);
      }
      html.source = source;
      dropFromPreloadLists(bundle, inlined);
    },
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Takes stylesheets out of the chunks' preload lists: Vite writes those lists (`__vite__mapDeps`) after
 * this plugin's `generateBundle`, from each chunk's `viteMetadata.importedCss`.
 */
export function dropFromPreloadLists(bundle: OutputBundle, files: readonly string[]): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    for (const file of files) chunk.viteMetadata?.importedCss.delete(file);
  }
}
