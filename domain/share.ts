/** The share targets of a link (spec §2): email, Facebook, Line, WhatsApp and Telegram. */

export type ShareTargetId = 'email' | 'facebook' | 'line' | 'whatsapp' | 'telegram';

export interface ShareTarget {
  id: ShareTargetId;
  href: string;
}

/** The share URLs of the five targets (spec §2), each carrying the link. */
export function shareTargets(link: string, text: string, subject: string): ShareTarget[] {
  const e = encodeURIComponent;
  const message = `${text} ${link}`;
  return [
    { id: 'email', href: `mailto:?subject=${e(subject)}&body=${e(message)}` },
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${e(link)}` },
    { id: 'line', href: `https://social-plugins.line.me/lineit/share?url=${e(link)}` },
    { id: 'whatsapp', href: `https://wa.me/?text=${e(message)}` },
    { id: 'telegram', href: `https://t.me/share/url?url=${e(link)}&text=${e(text)}` },
  ];
}
