import { describe, expect, it } from 'vitest';
import { demoLanguageOf, demoText } from '../demo/demoTexts';

/** The demo's own content in the page's language (the `language` cookie), English otherwise. */

const withCookie = (cookie: string) => new Request('http://localhost/api/x', { headers: { cookie } });

describe('demo texts', () => {
  it('reads the page language from the language cookie', () => {
    expect(demoLanguageOf(withCookie('area=vi-vn; language=vi-VN'))).toBe('vi');
    expect(demoLanguageOf(withCookie('language=th-TH'))).toBe('th');
    expect(demoLanguageOf(withCookie('language=fr-FR'))).toBe('en');
    expect(demoLanguageOf(new Request('http://localhost/api/x'))).toBe('en');
  });

  it('names rewards, methods and levels in each language, keeping the numbers', () => {
    expect(demoText('18 bonus', 'id')).toBe('Bonus 18');
    expect(demoText('50 points', 'vi')).toBe('50 điểm');
    expect(demoText('30.5 bonus', 'zh')).toBe('30.5 奖金');
    expect(demoText('Bank transfer', 'th')).toBe('โอนผ่านธนาคาร');
    expect(demoText('Silver', 'ms')).toBe('Perak');
    for (const language of ['vi', 'th', 'id', 'ms', 'zh'] as const)
      for (const text of ['18 bonus', '50 points', 'Bank transfer', 'QR pay', 'Phone card', 'Silver', 'Gold'])
        expect(demoText(text, language), `${text} in ${language}`).not.toBe(text);
  });

  it('leaves English and unknown names as they are', () => {
    expect(demoText('18 bonus', 'en')).toBe('18 bonus');
    expect(demoText('SBO Sports', 'vi')).toBe('SBO Sports');
  });
});
