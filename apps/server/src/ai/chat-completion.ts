import type { Config } from '../config.ts';
import { AppError } from '../http/app-error.ts';

const AI_TIMEOUT_MS = 20_000;
/** When the provider rate-limits without saying for how long. */
const DEFAULT_RETRY_AFTER_S = 30;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * One answer from an OpenAI-compatible chat completions endpoint. A provider that is missing,
 * slow or failing is AI_SERVICE_UNAVAILABLE; its own rate limit is AI_RATE_LIMIT.
 */
export async function completeChat(config: Config, messages: ChatMessage[]): Promise<string> {
  if (!config.AI_BASE_URL || !config.AI_API_KEY) throw new AppError('AI_SERVICE_UNAVAILABLE');
  let response: Response;
  try {
    response = await fetch(`${config.AI_BASE_URL.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.AI_API_KEY}` },
      body: JSON.stringify({ model: config.AI_MODEL, messages, temperature: 0.3, max_tokens: 500 }),
      signal: AbortSignal.timeout(AI_TIMEOUT_MS),
    });
  } catch {
    throw new AppError('AI_SERVICE_UNAVAILABLE');
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new AppError('AI_RATE_LIMIT', {
      retryAfterSeconds:
        Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : DEFAULT_RETRY_AFTER_S,
    });
  }
  if (!response.ok) throw new AppError('AI_SERVICE_UNAVAILABLE');
  const body = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[];
  } | null;
  const answer = body?.choices?.[0]?.message?.content;
  if (typeof answer !== 'string' || answer.trim() === '') throw new AppError('AI_SERVICE_UNAVAILABLE');
  return answer.trim();
}
