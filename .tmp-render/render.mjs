// Renders every page of a PDF to PNGs with pdf.js inside headless Chromium.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const [pdfPath, outPrefix] = process.argv.slice(2);
const root = '/work/wt-rcpt/node_modules/pdfjs-dist/build/';
const server = http.createServer((req, res) => {
  if (req.url === '/doc.pdf') { res.setHeader('content-type', 'application/pdf'); return res.end(readFileSync(pdfPath)); }
  if (req.url === '/') { res.setHeader('content-type', 'text/html'); return res.end(`<body style="margin:0"><script type="module">
import * as pdfjs from '/pdf.mjs'; pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
const pdf = await pdfjs.getDocument('/doc.pdf').promise; window.pages = pdf.numPages;
for (let n = 1; n <= pdf.numPages; n++) { const page = await pdf.getPage(n); const vp = page.getViewport({ scale: 1.6 });
const c = document.createElement('canvas'); c.width = vp.width; c.height = vp.height; c.style.display='block'; c.style.border='1px solid #999'; document.body.append(c);
await page.render({ canvasContext: c.getContext('2d'), viewport: vp }).promise; }
window.done = true;</script></body>`); }
  const f = root + req.url.slice(1); try { res.setHeader('content-type', 'text/javascript'); res.end(readFileSync(f)); } catch { res.statusCode = 404; res.end(); }
});
await new Promise((r) => server.listen(0, r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1000, height: 1300 } });
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.waitForFunction(() => window.done, null, { timeout: 60000 });
const canvases = await page.$$('canvas');
for (let i = 0; i < canvases.length; i++) await canvases[i].screenshot({ path: `${outPrefix}-${i + 1}.png` });
console.log('pages', canvases.length);
await browser.close(); server.close();
