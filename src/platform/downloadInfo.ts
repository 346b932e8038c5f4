import { externalUrl } from './safeUrl';
import { readDownloadList } from './staticContent';

/**
 * The app downloads of the area (`static/download-info.json`: `downloadList: [{ osType, url, version }]`),
 * read in one place: the download banner, the apps' update offer and errorCode 10 all ask here. The URL is
 * checked (https, or the page's own origin) before anyone can open it; anything malformed is no entry.
 */
export interface CheckedDownload {
  url: URL;
  version: string | null;
}

export async function readDownload(
  osType: string,
  base: string = import.meta.env.BASE_URL,
): Promise<CheckedDownload | null> {
  try {
    const response = await fetch(`${base}static/download-info.json`, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const entry = readDownloadList(await response.json()).find((d) => d.osType === osType);
    const url = entry ? externalUrl(entry.url, location.origin) : null;
    if (!url) return null;
    return { url, version: entry?.version ?? null };
  } catch {
    return null;
  }
}
