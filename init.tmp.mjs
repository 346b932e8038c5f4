import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
cdp.on('Network.requestWillBeSent', (e) => {
  if (/NoticeSheet|sanitize/.test(e.request.url)) console.log(e.request.url, JSON.stringify(e.initiator).slice(0, 1500));
});
await page.goto('http://localhost:4180/m/en-vn/home', { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
await browser.close();
