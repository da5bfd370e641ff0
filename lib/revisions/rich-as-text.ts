const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
// Tags that end a line of text: a diff of rich text reads paragraph by paragraph.
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi;

/** Rich text (stored, sanitised HTML) as the plain text a reader sees: tags gone, one line per block. */
export const richAsText = (html: string): string =>
  html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\n{2,}/g, '\n')
    .trim();
