/**
 * Replays the clicks the inline early-input script (src/features/earlyInput/script.ts) caught
 * before the app started: the demo button, the theme toggle, the mobile menu button. Once the
 * app has hydrated, each is clicked again, in order, through its React handler; the theme toggle
 * first waits until the theme enables it (right after hydration).
 */
import { earlyInput } from '../features/earlyInput/script';

const ENABLED_WAIT_MAX_MS = 3000;

function hydrated(): boolean {
  return document.documentElement.dataset.hasHydrated === 'true';
}

function whenEnabled(element: HTMLElement): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (!element.isConnected) resolve(false);
      else if (!(element as HTMLButtonElement).disabled) resolve(true);
      else if (performance.now() - started > ENABLED_WAIT_MAX_MS) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

async function replay(): Promise<void> {
  const early = earlyInput();
  if (!early) return;
  early.clicksTaken = true;
  for (const element of early.clicks.splice(0)) {
    if (await whenEnabled(element)) element.click();
  }
}

if (typeof document !== 'undefined' && earlyInput()) {
  if (hydrated()) {
    void replay();
  } else {
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      void replay();
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-has-hydrated'],
    });
  }
}
