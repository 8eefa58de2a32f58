#!/usr/bin/env node
// Makes sure a Chromium for the browser tests exists: /usr/bin/chromium (or CHROMIUM_PATH).
// As root on Debian it installs the "chromium" package; otherwise it says how to get one.
// Node built-ins only.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { aptInstall, canAptInstall } from './apt-install.mjs';

export class ChromiumUnavailableError extends Error {}

export const defaultChromiumPath = '/usr/bin/chromium';

/** The Chromium the browser tests drive: CHROMIUM_PATH when set, else the Debian package's. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || defaultChromiumPath;
}

/** Returns the Chromium path, installing Debian's chromium first when it is missing and we are root. */
export function ensureChromium({ log = console.log } = {}) {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (process.env.CHROMIUM_PATH) {
    throw new ChromiumUnavailableError(`CHROMIUM_PATH is ${path}, but no such file exists.`);
  }
  if (!canAptInstall()) {
    throw new ChromiumUnavailableError(
      `Chromium not found at ${path}. Install it (Debian/Ubuntu: \`sudo apt-get install chromium\`) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  log('Chromium is not installed; installing the Debian package "chromium"…');
  aptInstall(['chromium'], { log });
  if (!existsSync(path)) throw new ChromiumUnavailableError(`apt-get installed chromium but ${path} is still missing.`);
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(`ensure-chromium: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
