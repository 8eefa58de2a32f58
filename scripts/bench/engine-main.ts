/**
 * The engine benchmark as a program of its own: `npm run bench` builds it with Vite (as the
 * portal's code ships) and runs it in a plain Node process, printing its figures, one per line.
 */
import { benchEngine } from './engine';

for (const line of await benchEngine()) console.log(line);
