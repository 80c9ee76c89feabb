/** Reads named Server-Sent Events from a streamed response, one at a time. */
export function readSseEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  return {
    async next(name: string): Promise<unknown> {
      for (;;) {
        const end = received.indexOf('\n\n');
        if (end >= 0) {
          const block = received.slice(0, end);
          received = received.slice(end + 2);
          const lines = block.split('\n');
          if (lines.includes(`event: ${name}`)) {
            const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
            return JSON.parse(data.join('\n')) as unknown;
          }
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        received += decoder.decode(value, { stream: true });
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
