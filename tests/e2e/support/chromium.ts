// Debian's chromium as the browser tests launch it (../harness.ts, one per file), and reading what it
// downloaded.
import type { Download } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Chromium 156 in headless mode gives every window (so every page in a new context) the browser's own
 * address-bar popups, two pages of its own UI (chrome://omnibox-popup.top-chrome/ and its AI-mode twin)
 * in a renderer of their own: about 1.8 s of CPU a page here, spent on nothing a test looks at. Chromium keeps only the last --disable-features it is given, so the
 * list repeats playwright-core's own (1.65) before adding those two.
 */
const DISABLED_FEATURES = [
  // playwright-core's defaults for Chromium (its chromiumSwitches.ts)
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // the address bar's prewarmed popups
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/**
 * The bytes of a finished download, read from its stream: that works for a launched browser and for one
 * reached through a browser server alike (there, `download.path()` is not available).
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
