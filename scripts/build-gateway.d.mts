/** Where `npm run build` writes the gateway's bundle (build-gateway.mjs); scripts/start.mjs runs it. */
export declare const GATEWAY_BUNDLE: string;
/** Node's options for running the gateway's bundle (`npm start` and the bench): source maps. */
export declare const GATEWAY_NODE_OPTIONS: string[];
/** Bundles the gateway into `outfile` (default GATEWAY_BUNDLE) with esbuild; answers the file written. */
export declare function buildGateway(outfile?: string): Promise<string>;
/** Bundles `entry` into one ES module for Node at `outfile`, packages left in node_modules; answers the file written. */
export declare function bundleForNode(entry: string, outfile: string): Promise<string>;
