import { PERSONA } from '../../gateway/server/seed/personas';
import { launchChromium, openPortalPage } from '../../tests/support/browser';
import { startGatewayServer } from '../../tests/support/gateway-server';
import { signIn } from '../../tests/support/portal-sign-in';
import { replayInBrowser } from './browser-replay';
import { loadJourneyFile } from './load-journey-file';
import type { PathFile } from './path-files';
import { journeyWorld } from './worlds';

/** A path file read for replay, with the name it was given on the command line. */
export interface NamedPath {
  file: string;
  path: PathFile;
}

/** What a browser replay run prints, and how many paths went elsewhere than they say. */
export interface BrowserReplayReport {
  lines: string[];
  failed: number;
}

/**
 * `npm run journeys -- replay --browser <pathfile...>`: replays path files through the real
 * pages in Chromium. Without a portal address it starts the reference gateway in this process on
 * a fresh demo database, serving the built portal (dist/, from `npm run build`); with one
 * (`--url http://localhost:8080`, a running `npm start`) it uses that portal and its data. Each
 * path runs in a new browser context, signed in as the resident its journey's world describes.
 * On its own gateway, what one path saved (a draft, a reported repair) is removed before the next,
 * so each starts from the demo records; on a portal at --url it stays.
 */
export async function replayPathsInBrowser(paths: readonly NamedPath[], url?: string): Promise<BrowserReplayReport> {
  const lines: string[] = [];
  let failed = 0;
  const gateway = url ? undefined : await startGatewayServer();
  const browser = await launchChromium();
  try {
    for (const { file, path } of paths) {
      lines.push(`== ${file}`);
      const persona = journeyWorld(path.journey).persona;
      if (!persona) {
        lines.push(`Cannot replay in a browser: the world of "${path.journey}" names no demo resident to sign in as.`);
        failed += 1;
        continue;
      }
      const portal = await openPortalPage(browser, url ?? gateway?.baseUrl ?? '');
      try {
        await signIn(portal.page, PERSONA[persona].email);
        const result = await replayInBrowser(portal.page, loadJourneyFile(path.definition), path);
        lines.push(`Signed in as ${PERSONA[persona].email}.`, ...result.lines);
        if (!result.ok) failed += 1;
      } finally {
        await portal.close();
        await gateway?.removeNewWorkOrders();
      }
    }
  } finally {
    await browser.close();
    await gateway?.close();
  }
  lines.push(`Replayed ${paths.length} path file(s) in Chromium: ${paths.length - failed} passed, ${failed} diverged.`);
  return { lines, failed };
}
