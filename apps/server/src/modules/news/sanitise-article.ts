import type sanitizeHtml from 'sanitize-html';

/**
 * Only what the article editor makes survives (docs/decisions/028-rich-text-and-sanitising.md):
 * whatever a client posts, the stored HTML holds no script, style, image, event attribute or
 * link to anything but a web page or a mail address.
 */
const OPTIONS = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'a',
  ],
  // rel and target are the transform's own, set on every link whatever the client sent.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
} satisfies sanitizeHtml.IOptions;

const LINK_ATTRIBUTES = { rel: 'noopener noreferrer', target: '_blank' };

export async function sanitiseArticle(html: string): Promise<string> {
  // Loaded by the first article written, not by every start of the server (docs/PERFORMANCE.md).
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: { a: sanitizeHtml.simpleTransform('a', LINK_ATTRIBUTES) },
  });
}
