import sanitizeHtml from 'sanitize-html';

/**
 * Only what the article editor makes survives (docs/decisions/028-rich-text-and-sanitising.md):
 * whatever a client posts, the stored HTML holds no script, style, image, event attribute or
 * link to anything but a web page or a mail address.
 */
const OPTIONS: sanitizeHtml.IOptions = {
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
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitiseArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
