// The browser every script, benchmark and browser test starts. Browsers are not downloaded:
// Debian's Chromium by default, CHROMIUM_PATH names another. The flags keep a headless run quiet
// and offline (no first-run pages, updates, sync or background requests).
exports.CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
exports.CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
