import { articleArea } from './article.area.ts';
import { defineResource } from './define.ts';
import { datetime, enumOf, image, ref, rich, tags, text, textarea } from './field.ts';

export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;

export const article = defineResource(articleArea, {
  label: 'Article',
  plural: 'Articles',
  fields: {
    title: text('Title', 200, { required: true }),
    // Generated from the title when left out; unique within the account (a suffix -2, -3... is added).
    slug: text('Slug', 200, { help: 'Leave blank to generate it from the title', slugOf: 'title' }),
    summary: textarea('Summary', 500),
    body: rich('Body'),
    author: ref('Author', 'author'),
    status: enumOf('Status', ARTICLE_STATUSES, { default: 'draft' }),
    published_at: datetime('Published'),
    hero_image: image('Hero Image'),
    tags: tags('Tags'),
  },
  list: {
    columns: ['title', 'status', 'published_at', 'updated_at'],
    search: ['title', 'summary', 'slug'],
    defaultSort: 'title',
    bulkActions: { publish: { label: 'Publish', done: 'published', set: { status: 'published' } } },
  },
  form: {
    sections: [
      // The body is the article's own text, not a section of its own: one 'Body', its label.
      { title: 'Article', fields: ['title', 'slug', 'author', 'summary', 'body'] },
      // The hero image takes its row; the short fields before it share one (lib/resource-views/form-plan.ts).
      { title: 'Publishing', fields: ['status', 'published_at', 'tags', 'hero_image'] },
    ],
    // Long texts are written over many sittings: a reload or an expired session must not lose them.
    drafts: true,
  },
  server: {
    unique: 'slug',
  },
});
