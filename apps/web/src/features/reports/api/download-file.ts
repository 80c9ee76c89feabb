import { ApiError, readApiErrorBody } from '../../../lib/api-error';
import { withRefusalTexts } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';

/** The name the server gave the file (its UTF-8 form), else the one the screen expects. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

/**
 * Fetches a report and hands it to the browser as a saved file. Fetched rather than linked so a
 * refusal (a gate, a lost session) is told on the page instead of saved as a file.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      headers: { 'Accept-Language': currentLanguage() },
    });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', 'Network request failed', { cause });
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw await withRefusalTexts(
      readApiErrorBody(response.status, payload) ??
        new ApiError('UNKNOWN_ERROR', `HTTP ${response.status}`, { status: response.status }),
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
