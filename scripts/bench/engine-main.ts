/**
 * The engine benchmark as a program of its own: `npm run bench` builds it with Vite (as the
 * portal's code ships) and runs it in a plain Node process, printing its figures as one line of
 * JSON (engine-as-shipped.ts reads them).
 */
import { benchEngine } from './engine';

console.log(JSON.stringify(await benchEngine()));
