import QRCode from 'qrcode';
import { expect, test } from './fixtures';
import { confirmDialog, en, loginViaUi } from './helpers';

/**
 * Referral end to end: the link (this origin on the web) with `ref`, the five share targets, the
 * QR-code modal whose image encodes the link (read back module by module), and copy-link.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('link, share targets, QR modal and copy', async ({ page, baseURL }) => {
  await loginViaUi(page);
  await page.goto('/m/en-vn/account/referral');
  const link = `${baseURL}/m/en-vn/JoinNow?ref=RDEMO`;
  await expect(page.getByTestId('referral-code')).toHaveText('RDEMO');
  await expect(page.getByLabel(en('referral.link'))).toHaveValue(link);

  const encoded = encodeURIComponent(link);
  const expected: Record<string, string> = {
    email: `mailto:?subject=${encodeURIComponent(en('referral.shareSubject'))}&body=${encodeURIComponent(`${en('referral.shareText')} ${link}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    line: `https://social-plugins.line.me/lineit/share?url=${encoded}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${en('referral.shareText')} ${link}`)}`,
    telegram: `https://t.me/share/url?url=${encoded}&text=${encodeURIComponent(en('referral.shareText'))}`,
  };
  for (const [id, href] of Object.entries(expected)) {
    const target = page.getByRole('link', { name: en(`referral.target.${id}`) });
    await expect(target).toHaveAttribute('href', href);
    await expect(target).toHaveAttribute('rel', 'noopener noreferrer');
  }

  // The QR modal: a named modal dialog whose image holds exactly the referral link.
  await page.getByRole('button', { name: en('referral.qr') }).click();
  const modal = page.getByRole('dialog', { name: en('referral.qrTitle') });
  await expect(modal).toHaveAttribute('aria-modal', 'true');
  await expect(modal.getByTestId('qr-link')).toHaveText(link);
  const image = modal.getByRole('img', { name: en('referral.qrAlt') });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const symbol = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
  const read = await image.evaluate(async (img: HTMLImageElement, size: number) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const margin = 1;
    const cell = img.naturalWidth / (size + 2 * margin);
    const bits: number[] = [];
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++) {
        const x = Math.floor((col + margin + 0.5) * cell);
        const y = Math.floor((row + margin + 0.5) * cell);
        bits.push(context.getImageData(x, y, 1, 1).data[0]! < 128 ? 1 : 0);
      }
    return bits;
  }, symbol.size);
  expect(read).toEqual([...symbol.data].map((b) => (b ? 1 : 0)));
  await modal.getByRole('button', { name: en('referral.close') }).click();
  await expect(modal).toHaveCount(0);

  // Copy: the message, and the link on the clipboard.
  await page.getByRole('button', { name: en('referral.copy'), exact: true }).click();
  await expect(confirmDialog(page)).toContainText(en('acct_ReferralCopyToFriends'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});
