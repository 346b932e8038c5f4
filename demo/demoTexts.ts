import { readCookie } from './router.ts';

/**
 * The demo's own content (reward names, deposit methods, VIP levels, missions) in the member's language,
 * as an operator's server would send it: the reply follows the `language` cookie the app keeps (contract
 * §2), English when there is none or it is not one of the six. Amounts in names keep their digits.
 */

export type DemoLanguage = 'en' | 'vi' | 'th' | 'id' | 'ms' | 'zh';
const LANGUAGES: readonly DemoLanguage[] = ['en', 'vi', 'th', 'id', 'ms', 'zh'];

/** The language a request's page is in, from its `language` cookie (`vi-VN` → `vi`). */
export function demoLanguageOf(request: Request): DemoLanguage {
  const code = (readCookie(request, 'language') ?? '').slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l === code) ?? 'en';
}

type Texts = Record<Exclude<DemoLanguage, 'en'>, string>;

/** Fixed names: English → the other five languages. */
const NAMES: Record<string, Texts> = {
  'Bank transfer': {
    vi: 'Chuyển khoản ngân hàng',
    th: 'โอนผ่านธนาคาร',
    id: 'Transfer bank',
    ms: 'Pindahan bank',
    zh: '银行转账',
  },
  'QR pay': { vi: 'Thanh toán QR', th: 'จ่ายด้วย QR', id: 'Bayar QR', ms: 'Bayar QR', zh: '扫码支付' },
  'Phone card': {
    vi: 'Thẻ cào điện thoại',
    th: 'บัตรเติมเงิน',
    id: 'Voucher pulsa',
    ms: 'Kad prabayar',
    zh: '话费卡',
  },
  Silver: { vi: 'Bạc', th: 'ซิลเวอร์', id: 'Perak', ms: 'Perak', zh: '白银' },
  Gold: { vi: 'Vàng', th: 'โกลด์', id: 'Emas', ms: 'Emas', zh: '黄金' },
  'Deposit 3 times this week': {
    vi: 'Nạp tiền 3 lần trong tuần này',
    th: 'ฝากเงิน 3 ครั้งในสัปดาห์นี้',
    id: 'Deposit 3 kali minggu ini',
    ms: 'Deposit 3 kali minggu ini',
    zh: '本周存款 3 次',
  },
  'Transfer to a game wallet': {
    vi: 'Chuyển tiền vào ví trò chơi',
    th: 'โอนเข้ากระเป๋าเกม',
    id: 'Transfer ke dompet game',
    ms: 'Pindah ke dompet permainan',
    zh: '转账到游戏钱包',
  },
  'Play 50 slot rounds': {
    vi: 'Chơi 50 vòng slot',
    th: 'เล่นสล็อต 50 รอบ',
    id: 'Main 50 putaran slot',
    ms: 'Main 50 pusingan slot',
    zh: '玩 50 局老虎机',
  },
  'Log in 7 days in a row': {
    vi: 'Đăng nhập 7 ngày liên tiếp',
    th: 'เข้าสู่ระบบ 7 วันติดต่อกัน',
    id: 'Masuk 7 hari berturut-turut',
    ms: 'Log masuk 7 hari berturut-turut',
    zh: '连续 7 天登录',
  },
};

/** Names with a number: `{n}` stands for it. */
const COUNTED: { en: RegExp; texts: Texts }[] = [
  {
    en: /^(\d+(?:\.\d)?) bonus$/,
    texts: { vi: '{n} tiền thưởng', th: 'โบนัส {n}', id: 'Bonus {n}', ms: 'Bonus {n}', zh: '{n} 奖金' },
  },
  {
    en: /^(\d+) points$/,
    texts: { vi: '{n} điểm', th: '{n} แต้ม', id: '{n} poin', ms: '{n} mata', zh: '{n} 积分' },
  },
];

/** A demo text in `language`; a text the demo does not know stays as it is. */
export function demoText(text: string, language: DemoLanguage): string {
  if (language === 'en') return text;
  const fixed = NAMES[text];
  if (fixed) return fixed[language];
  for (const { en, texts } of COUNTED) {
    const n = en.exec(text)?.[1];
    if (n !== undefined) return texts[language].replace('{n}', n);
  }
  return text;
}
