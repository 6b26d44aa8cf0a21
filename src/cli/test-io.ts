/**
 * For the CLI's tests: a command run with all its input typed at once, and the transcript of what it printed.
 */
import { PassThrough, Writable } from 'node:stream';

export async function run(
  lines: readonly string[],
  go: (input: PassThrough, output: Writable) => Promise<number>,
): Promise<{ code: number; transcript: string }> {
  const input = new PassThrough();
  let transcript = '';
  const output = new Writable({
    write(chunk, _enc, done) {
      transcript += chunk.toString();
      done();
    },
  });
  input.end(lines.map((l) => l + '\n').join(''));
  const code = await go(input, output);
  return { code, transcript };
}
