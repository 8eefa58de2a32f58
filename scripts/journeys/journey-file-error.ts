/** A journey file that cannot be loaded, or a command line the CLI cannot read: the message says why. */
export class JourneyFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JourneyFileError';
  }
}
