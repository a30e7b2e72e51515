// The system Chromium and the flags it needs here (headless, no sandbox, nothing fetched from the network):
// one list for the browser tests and the Lighthouse bench. Never a downloaded browser.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
