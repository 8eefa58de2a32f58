/**
 * The servers the bench measures, compiled as production runs them (issue 29 item 4): the gateway
 * as the esbuild bundle `npm start` runs (scripts/build-gateway.mjs), and the floor servers
 * bundled the same way, so that the ratios of the gateway to its floors compare plain JavaScript
 * with plain JavaScript. Through tsx each module is compiled as it loads and every function runs
 * wrapped by its transform, a cost neither production nor a fair floor has.
 *
 * Built afresh once per bench process (about a second each): a bundle older than the sources
 * would measure other code than the checkout's, and deciding staleness costs about as much as
 * building.
 */
import { resolve } from 'node:path';
import { buildGateway, bundleForNode } from '../build-gateway.mjs';

/** The bench's own copies, so a bench never overwrites the bundle `npm run build` made for `npm start`. */
const GATEWAY_OUT = resolve('.cache', 'bench', 'gateway', 'main.mjs');
const FLOOR_OUT = resolve('.cache', 'bench', 'floor', 'floor-server.mjs');

let gateway: Promise<string> | undefined;
let floor: Promise<string> | undefined;

/**
 * The gateway's bundle for this bench run, built on the first call.
 *
 * @example
 * spawn(process.execPath, [await gatewayBundle()], { env });
 */
export function gatewayBundle(): Promise<string> {
  gateway ??= buildGateway(GATEWAY_OUT);
  return gateway;
}

/**
 * The floor server (floor-server.ts) bundled with the gateway's options (ES module for Node 20,
 * packages left in node_modules, a source map), built on the first call.
 *
 * @example
 * spawn(process.execPath, [await floorBundle()], { env });
 */
export function floorBundle(): Promise<string> {
  // Run with source maps on, as the gateway is (fromBundle), so both pay the same for a stack.
  floor ??= bundleForNode(resolve('scripts', 'bench', 'floor-server.ts'), FLOOR_OUT);
  return floor;
}
