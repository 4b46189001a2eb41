// A freshly launched Chromium keeps working for a while after it answers: the browser process
// finishes its start, and since Chromium 150 a renderer of its own (the desktop address bar's
// popup, chrome://omnibox-popup.top-chrome) loads and runs about 0.5 s of script. On a 2-core
// machine that work shares the cores with the page the benchmark loads right after the launch:
// bench:tasks found 502–991 ms of blocking time on the long guide instead of 104–145
// (engineering/performance.md, the tenth measurement). A phone's browser is running when the
// visitor opens a link, and its address bar is not a web page. So the benchmarks launch a fresh
// browser (new profile, empty caches: still a first visit) and wait until its processes are quiet
// before they load the page. Only the launched browser's processes count (by its profile folder),
// so a browser the developer has open does not hold the bench up. Linux only (it reads /proc); elsewhere the
// wait is skipped and reported as such.
import { mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

import { CHROME_FLAGS, CHROMIUM, LIGHTHOUSE_PHONE } from './lib.mjs';

/** How often the browser's CPU time is read while waiting. */
export const SETTLE_SAMPLE_MS = 100;
/** Quiet means at most this much CPU time (clock ticks, 10 ms each) per sample… */
export const SETTLE_MAX_TICKS_PER_SAMPLE = 1;
/** …in this many samples in a row (0.5 s). */
export const SETTLE_QUIET_SAMPLES = 5;
/** A browser that never gets quiet is measured anyway after this long (and reported). */
export const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Whether the last `quietSamples` differences of the cumulative CPU times `totals` (one per
 * sample, in clock ticks) are each at most `maxTicksPerSample`.
 * @param {number[]} totals
 */
export function isQuiet(
  totals,
  quietSamples = SETTLE_QUIET_SAMPLES,
  maxTicksPerSample = SETTLE_MAX_TICKS_PER_SAMPLE,
) {
  if (totals.length < quietSamples + 1) return false;
  for (let i = totals.length - quietSamples; i < totals.length; i += 1) {
    if (totals[i] - totals[i - 1] > maxTicksPerSample) return false;
  }
  return true;
}

/** The names a Chromium process has in /proc/<pid>/comm (Debian's, Chrome's, the shell's). */
const browserNames = () => {
  const names = new Set(['chromium', 'chrome', 'headless_shell', 'chrome-headless-shell']);
  try {
    names.add(path.basename(realpathSync(CHROMIUM)).slice(0, 15));
  } catch {
    // CHROMIUM_PATH that does not exist: the launch reports it.
  }
  return names;
};

/**
 * User and system CPU time of the running Chromium processes started with `userDataDir` (every
 * process of a browser carries its `--user-data-dir` on the command line; without it, of every
 * Chromium process), in clock ticks, from /proc; null where /proc is missing (not Linux).
 * @param {string | undefined} userDataDir
 * @param {Set<string>} names
 */
export function browserCpuTicks(userDataDir, names = browserNames()) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (!names.has(name)) continue;
    if (userDataDir !== undefined) {
      let commandLine = '';
      try {
        commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (!commandLine.includes(`--user-data-dir=${userDataDir}`)) continue;
    }
    // Fields after the name: state is the 1st, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}

/**
 * Waits until the processes of the browser started with `userDataDir` are quiet (see above).
 * @param {{ userDataDir?: string, sampleMs?: number, timeoutMs?: number,
 *   readTicks?: () => number | null }} [options]
 * @returns {Promise<{ ms: number, quiet: boolean | null }>} how long it waited, and whether it
 *   got quiet (null: not measurable here, no wait)
 */
export async function waitForQuietBrowser({
  userDataDir,
  sampleMs = SETTLE_SAMPLE_MS,
  timeoutMs = SETTLE_TIMEOUT_MS,
  readTicks = () => browserCpuTicks(userDataDir),
} = {}) {
  const start = Date.now();
  const first = readTicks();
  if (first === null) return { ms: 0, quiet: null };
  const totals = [first];
  while (Date.now() - start < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    totals.push(readTicks() ?? totals.at(-1));
    if (isQuiet(totals)) return { ms: Date.now() - start, quiet: true };
  }
  return { ms: Date.now() - start, quiet: false };
}

/**
 * How a run's browser was let settle, for the run's line: `settled` from waitForQuietBrowser,
 * or null where the run did not wait.
 * @param {{ ms: number, quiet: boolean | null } | null} settled
 */
export function describeSettle(settled) {
  if (!settled) return 'browser not let settle';
  if (settled.quiet === null) return 'browser settle not measurable here';
  return `browser ${settled.quiet ? 'quiet' : 'still busy'} after ${(settled.ms / 1000).toFixed(1)} s`;
}

/**
 * A fresh Chromium with a new, empty profile folder of its own (a first visit), a phone's screen
 * as Lighthouse's mobile preset has it, let settle unless `settle` is false. `close` ends the
 * browser and removes the folder.
 * @param {string} prefix the profile folder's name prefix in the temporary folder
 * @param {{ settle?: boolean } & Record<string, unknown>} [options] also Playwright context options
 */
export async function launchFreshBrowser(prefix, { settle = true, ...contextOptions } = {}) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
    headless: true,
    ...LIGHTHOUSE_PHONE,
    ...contextOptions,
  });
  const close = async () => {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const settled = settle ? await waitForQuietBrowser({ userDataDir }) : null;
    return { context, page, settled, close };
  } catch (error) {
    await close();
    throw error;
  }
}
