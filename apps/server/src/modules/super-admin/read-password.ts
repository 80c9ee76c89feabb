import { createInterface } from 'node:readline';

export type AskPassword = (prompt: string) => Promise<string>;

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';

/** Reads one line from a terminal without showing what is typed. */
function readHidden(
  input: NodeJS.ReadStream,
  output: NodeJS.WritableStream,
  prompt: string,
): Promise<string> {
  output.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (ENTER.has(char)) return finish();
        if (char === CTRL_C || char === CTRL_D) return finish(new Error('cancelled'));
        if (BACKSPACE.has(char)) typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * Asks for passwords without echo on a terminal. When the input is a pipe (a script or a test),
 * each answer is the next line of it.
 */
export function passwordPrompt(input: NodeJS.ReadStream, output: NodeJS.WritableStream): AskPassword {
  if (input.isTTY) return (prompt) => readHidden(input, output, prompt);
  const lines = createInterface({ input, terminal: false })[Symbol.asyncIterator]();
  return async (prompt) => {
    output.write(prompt);
    const next = await lines.next();
    output.write('\n');
    if (next.done) throw new Error('no password on standard input');
    return String(next.value);
  };
}
