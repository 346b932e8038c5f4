/** The referral link as a QR image (the `qrcode` library loads only now). */
export async function qrImageOf(link: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(link, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
}

/**
 * A QR image fit to show: a raster image as a base64 data URL, as `qrImageOf` and a
 * quickpay reply make it; null for anything else. An SVG can carry script and links, and any other URL
 * would be fetched from somewhere the server named.
 */
export function shownQrImage(raw: unknown): string | null {
  return typeof raw === 'string' &&
    /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(raw)
    ? raw
    : null;
}
