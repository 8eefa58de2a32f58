/**
 * `npm run studio` (through launch.mjs): starts the journey studio on the working copy of the
 * current folder, and stops it cleanly on Ctrl+C.
 */
import { startStudioServer } from './server';

try {
  const studio = await startStudioServer();
  let stopping = false;
  // Ctrl+C reaches this process from the terminal and from launch.mjs: stop once.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void studio.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Journey studio: the port is in use (another studio?). Stop it, or start on another port: STUDIO_PORT=5181 npm run studio`
      : `Journey studio: ${(error as Error).message}`,
  );
  process.exit(1);
}
