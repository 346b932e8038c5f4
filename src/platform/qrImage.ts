/** The referral link as a QR image (the `qrcode` library loads only now). */
export async function qrImageOf(link: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(link, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
}
