import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = 'http://localhost:4460';
for (const area of ['en-vn', 'vi-vn']) {
  for (const js of [false, true]) {
    const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js, deviceScaleFactor: 1 });
    await ctx.addCookies([{ name: 'sessionId', value: 'x', url: base }, { name: 'token', value: 'y', url: base }]);
    const p = await ctx.newPage();
    for (const route of ['bank/transfer', 'account']) {
      await p.goto(`${base}/m/${area}/${route}`);
      await p.waitForTimeout(js ? 2500 : 300);
      await p.screenshot({ path: `/tmp/shots/${area}-${route.replace('/','_')}-${js ? 'js' : 'shell'}.png` });
    }
    await ctx.close();
  }
}
await b.close();
