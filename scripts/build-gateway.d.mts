/** Where `npm run build` writes the gateway's bundle (build-gateway.mjs); scripts/start.mjs runs it. */
export declare const GATEWAY_BUNDLE: string;
/** Bundles the gateway into `outfile` (default GATEWAY_BUNDLE) with esbuild; answers the file written. */
export declare function buildGateway(outfile?: string): Promise<string>;
