import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASED_ON_INVALID } from '../../lib/protocol/fields.ts';
import type { Field } from '../../lib/resources/field.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { freshSample } from './resource-samples.ts';
import { EDITOR_OUTPUT, normalise, unsafeIn, VECTORS } from '../rich-text-cases.ts';

const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '{{constructor.constructor("alert(1)")()}}',
];

// A value of the wrong type for each kind of field, and what the refusal says.
const WRONG: Record<Field['kind'], [unknown, RegExp]> = {
  text: [12345, /Enter text/],
  textarea: [{ a: 1 }, /Enter text/],
  rich: [true, /Enter text/],
  email: [42, /Enter text|Invalid email/],
  url: ['ftp://example.com', /Enter a web address starting with http:\/\/ or https:\/\//],
  phone: ['call me', /Enter a phone number of 10 digits/],
  int: ['twelve', /Enter a whole number/],
  bool: ['maybe', /Choose one of true, false|Enter true or false/],
  enum: ['bogus', /Choose one of /],
  date: ['2026-02-30', /Enter a date like 2026-03-14/],
  datetime: ['yesterday', /Enter a date and time like/],
  ref: [-3, /Enter 1 or more|Enter a whole number/],
  tags: [7, /Check this value/],
  json: ['text', /Enter a set of named values/],
  password: ['secret', /Invalid passhash/],
  level: [12, /Enter 9 or less/],
};

// Read-only areas (ticket orders, sync runs) take no record input at all.
const WRITABLE = RESOURCES.filter((resource) => resource.commands.create);

const writable = (fields: Record<string, Field>) =>
  Object.entries(fields).filter(([, field]) => !field.readOnly);

describe.each(databases())('bad input to every resource schema on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('super@demo.test');
  });
  afterAll(() => api.close());

  const refused = async (module: string, body: unknown, detail: RegExp) => {
    const result = await api.call(module, 'create', { token, body });
    expect(result.status, `${module} ${JSON.stringify(body).slice(0, 200)}`).toBe(400);
    expect(result.packet.errors[0]?.title).toBe('Bad Request');
    expect(result.packet.errors[0]?.detail).toMatch(detail);
  };

  it.each(WRITABLE.map((resource) => [resource.name, resource] as const))(
    '%s: wrong types, over-long texts, missing required fields, unknown fields and prototype keys',
    async (name, resource) => {
      const sample = freshSample(name, 'bad');
      for (const [field, spec] of writable(resource.fields)) {
        const [value, message] = WRONG[spec.kind];
        await refused(name, { ...sample, [field]: value }, new RegExp(`${field}: (${message.source})`));
        if (spec.maxlength && spec.kind !== 'rich') {
          const long =
            spec.kind === 'email'
              ? `${'x'.repeat(spec.maxlength)}@example.com`
              : 'x'.repeat(spec.maxlength + 1);
          const tooLong = spec.kind === 'url' ? `https://${long}` : long;
          await refused(
            name,
            { ...sample, [field]: tooLong },
            new RegExp(`${field}: (Use at most \\d+ characters|Invalid email)`),
          );
        }
        if (spec.required) {
          const { [field]: _left, ...without } = sample;
          await refused(name, without, new RegExp(`${field}: Required`));
        }
      }
      await refused(name, { ...sample, bogus: 1 }, /Leave out bogus/);
      await refused(name, `{"__proto__": {"access": 9}, "name": "x"}`, /Forbidden key '__proto__'/);
      await refused(
        name,
        { ...sample, nested: { constructor: { prototype: 1 } } },
        /Forbidden key 'constructor'/,
      );
      const update = resource.commands.update;
      if (update) {
        const result = await api.call(name, 'update', {
          token,
          body: { [resource.idKey]: 'abc', updated_at: '2026-01-01T00:00:00.000Z' },
        });
        expect([result.status, result.packet.errors[0]?.detail]).toEqual([
          400,
          `${resource.idKey}: Enter a whole number`,
        ]);
        // The version it was based on, when sent: a date and time, whether the schema or the server sees it.
        for (const [based, detail] of [
          [42, `updated_at: ${BASED_ON_INVALID}`],
          ['yesterday', `updated_at: ${BASED_ON_INVALID}`],
        ] as const) {
          const refusal = await api.call(name, 'update', {
            token,
            body: { [resource.idKey]: 1, updated_at: based },
          });
          expect([refusal.status, refusal.packet.errors[0]?.detail], `${name} ${based}`).toEqual([
            400,
            detail,
          ]);
        }
      }
    },
  );

  // An image or file record claims an upload first: media-resources.test.ts sends them the same vectors.
  it.each(
    WRITABLE.filter((resource) => !resource.upload).map((resource) => [resource.name, resource] as const),
  )(
    '%s: stored-XSS vectors in every plain text field come back as the same inert text',
    async (name, resource) => {
      const texts = writable(resource.fields).filter(
        ([, spec]) => spec.kind === 'text' || spec.kind === 'textarea',
      );
      for (const [index, vector] of XSS.entries()) {
        const body = { ...freshSample(name, `xss${index}`) };
        for (const [field, spec] of texts) body[field] = `${vector} ${index}`.slice(0, spec.maxlength);
        if ('slug' in body) delete body.slug;
        const result = await api.call(name, 'create', { token, body });
        expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
        // JSON strings, exactly as sent: the console renders them as text, never as markup.
        expect(result.response.headers.get('content-type')).toMatch(/^application\/json/);
        const record = result.packet.payload as Record<string, unknown>;
        for (const [field, spec] of texts) {
          if (field === 'slug') continue;
          expect(record[field], `${name}.${field}`).toBe(`${vector} ${index}`.slice(0, spec.maxlength));
        }
      }
    },
  );

  it('refuses javascript: and data: URLs in every url field', async () => {
    for (const resource of WRITABLE) {
      for (const [field, spec] of writable(resource.fields)) {
        if (spec.kind !== 'url') continue;
        for (const bad of [
          'javascript:alert(1)',
          'data:text/html,<script>alert(1)</script>',
          'JaVaScRiPt://x',
        ]) {
          await refused(
            resource.name,
            { ...freshSample(resource.name, 'url'), [field]: bad },
            new RegExp(`${field}: Enter a web address`),
          );
        }
      }
    }
  });

  it('sanitises every XSS vector out of an article body', async () => {
    const vectors = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<iframe src="https://evil.test"></iframe>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<img src="javascript:alert(1)" alt="x">',
      '<img src="https://evil.test/pixel.gif" alt="x">',
      '<image-delivery image-key="rXgFEntWUdcfRy_lRDgvhc86bFGgAraC" alt="x" onerror="alert(1)" domain="https://evil.test" src="data:x"></image-delivery>',
      '<image-delivery image-key="javascript:alert(1)" alt="x"></image-delivery>',
    ];
    for (const vector of vectors) {
      const result = await api.call('article', 'create', { token, body: { title: 'XSS', body: vector } });
      expect(result.status).toBe(200);
      const body = (result.packet.payload as { body: string }).body;
      expect(body, vector).not.toMatch(
        /<script|onerror|onload|javascript:|<iframe|<svg|style=|data:|<img|src=|domain=|evil/i,
      );
    }
  });

  it("stores the article editor's output as it is, and inert when vectors are mixed in", async () => {
    for (const html of EDITOR_OUTPUT) {
      const result = await api.call('article', 'create', { token, body: { title: 'Editor', body: html } });
      expect(result.status).toBe(200);
      expect(normalise((result.packet.payload as { body: string }).body)).toBe(html);
    }
    const mixed = EDITOR_OUTPUT.join('') + VECTORS.join('');
    const created = await api.call('article', 'create', { token, body: { title: 'Mixed', body: mixed } });
    const stored = (created.packet.payload as { body: string; article_id: number }).body;
    expect(unsafeIn(stored)).toBeNull();
    expect(stored).toContain('<h2>Finals night</h2>');
  });
});
