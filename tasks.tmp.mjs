import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const sites = Object.fromEntries(process.argv.slice(2).map((a) => a.split('=')));
const route = process.env.ROUTE || '/m/en-vn/home';
const results = Object.fromEntries(Object.keys(sites).map((k) => [k, []]));
for (let run = 0; run < Number(process.env.RUNS || 5); run++) {
  for (const [name, base] of Object.entries(sites)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    let requests = 0;
    page.on('request', () => requests++);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'toplevel'] });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const buf = await browser.stopTracing();
    const trace = JSON.parse(buf.toString());
    const events = trace.traceEvents ?? trace;
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const tasksOf = (m) => events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === m.pid && e.tid === m.tid);
    const tasks = mains.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
    const total = tasks.reduce((s, e) => s + e.dur, 0) / 1000;
    const long = tasks.filter((e) => e.dur > 50000).length;
    results[name].push({ tasks: tasks.length, ms: Math.round(total), long, requests });
    await context.close();
  }
}
const med = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name, rs] of Object.entries(results)) console.log(name, Object.fromEntries(Object.keys(rs[0]).map((k) => [k, med(rs.map((r) => r[k]))])), JSON.stringify(rs.map((r) => r.ms)));
await browser.close();
