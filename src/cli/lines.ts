/**
 * Lines from a readable stream, one at a time, on demand: `await reader.next()` is the next line, or
 * null once the stream has ended. Lines that arrive early wait in a queue, so a test (or a pipe) may
 * write all its input at once.
 */
import type { Readable } from 'node:stream';

export class LineReader {
  private buffer = '';
  private readonly queue: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private ended = false;
  private readonly onData = (chunk: Buffer | string) => {
    this.buffer += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    let i: number;
    while ((i = this.buffer.indexOf('\n')) >= 0) {
      this.push(this.buffer.slice(0, i).replace(/\r$/, ''));
      this.buffer = this.buffer.slice(i + 1);
    }
  };
  private readonly onEnd = () => {
    if (this.buffer) this.push(this.buffer.replace(/\r$/, ''));
    this.buffer = '';
    this.ended = true;
    this.flush();
  };

  constructor(private readonly input: Readable) {
    input.on('data', this.onData);
    input.on('end', this.onEnd);
    input.on('close', this.onEnd);
    input.on('error', this.onEnd);
  }

  next(): Promise<string | null> {
    const line = this.queue.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
      // A stream paused by an earlier close() must flow again.
      this.input.resume();
    });
  }

  /** Stops listening, so that the process may exit. */
  close(): void {
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('close', this.onEnd);
    this.input.off('error', this.onEnd);
    this.input.pause();
  }

  private push(line: string): void {
    this.queue.push(line);
    this.flush();
  }

  private flush(): void {
    if (!this.waiting) return;
    const line = this.queue.shift();
    if (line === undefined && !this.ended) return;
    const resolve = this.waiting;
    this.waiting = null;
    resolve(line ?? null);
  }
}
