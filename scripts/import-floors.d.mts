/** The floors inside engine/, from the ground up: each a list of path prefixes relative to the repo root (import-floors.mjs). */
export declare const engineFloors: string[][];
/** The floors inside src/, from the ground up: each a list of path prefixes relative to the repo root (import-floors.mjs). */
export declare const srcFloors: string[][];
/** Test support any test may import whatever its floor. */
export declare const srcTestSupport: string[];
