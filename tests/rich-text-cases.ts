// The cases both sanitisers of rich text are held to: the server's (tests/unit/rich-text/sanitize.test.ts)
// and the browser preview's (tests/browser/rich-text-preview.test.ts), which share one set of rules.

/** A well-formed media key (lib/media/renditions.ts: 32 base64url characters). */
export const IMAGE_KEY = 'rXgFEntWUdcfRy_lRDgvhc86bFGgAraC';

/** A gallery image as the article editor writes it. */
export const GALLERY_IMAGE = `<image-delivery image-key="${IMAGE_KEY}" alt="Bareback rider at the gate" width="2400" height="1600"></image-delivery>`;

// What the article editor produces (tiptap's HTML): both sanitisers must keep it as it is.
export const EDITOR_OUTPUT = [
  '<h2>Finals night</h2><p><strong>Bold</strong> and <em>italic</em> <a href="https://example.com/x">link</a></p>',
  '<ul><li><p>One</p></li><li><p>Two</p></li></ul><ol><li><p>First</p></li></ol>',
  '<h3>Gate times</h3><blockquote><p>Quote</p></blockquote><p>a<br>b</p><hr>',
  '<p><a href="/article/list">relative</a> <a href="mailto:ops@example.com">mail</a></p>',
  `<p>Before</p>${GALLERY_IMAGE}<p>After</p>`,
];

export const VECTORS = [
  '<script>alert(1)</script><p>x</p>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" style="color:red">x</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example/">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<form action="https://evil.example"><input name=x></form>',
  '<style>body{display:none}</style><p>y</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="https://ok.example" target="_blank" rel="opener">x</a>',
  '<img src="javascript:alert(1)" alt="x">',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">',
  '<img src="https://evil.example/pixel.gif" onerror="alert(1)" alt="x">',
  `<image-delivery image-key="${IMAGE_KEY}" alt="x" onerror="alert(1)" style="x" src="javascript:alert(1)"></image-delivery>`,
  `<image-delivery image-key="javascript:alert(1)" alt="x"></image-delivery>`,
  `<image-delivery image-key="${IMAGE_KEY}" alt="x" domain="//evil.example" path="data:x"></image-delivery>`,
];

/** Gallery images that must not survive as they are: what each becomes (null: removed). */
export const IMAGE_CASES: [string, string | null][] = [
  [`<image-delivery image-key="../../etc/passwd" alt="x"></image-delivery>`, null],
  [`<image-delivery image-key="${IMAGE_KEY}"></image-delivery>`, null],
  [`<image-delivery alt="no key"></image-delivery>`, null],
  [
    `<image-delivery image-key="${IMAGE_KEY}" alt="x" width="-5" height="1e9" domain="https://evil.example" loading="eager"></image-delivery>`,
    `<image-delivery image-key="${IMAGE_KEY}" alt="x"></image-delivery>`,
  ],
  [`<img src="https://ok.example/a.jpg" alt="an outside image">`, null],
];

/** Why an output is not inert, or null when nothing in it can run, load or leave the site. */
export function unsafeIn(html: string): string | null {
  const checks: [RegExp, string][] = [
    [/<(script|iframe|svg|math|form|input|style)\b/i, 'a forbidden tag'],
    [/\son[a-z]+=/i, 'an event handler'],
    [/(javascript|data):/i, 'a javascript: or data: URL'],
    [/(href|src|domain)="\/\//i, 'a protocol-relative URL'],
    [/<img\b|\s(src|domain|path)=/i, 'an image from outside the gallery'],
    [/style=/i, 'a style attribute'],
  ];
  return checks.find(([pattern]) => pattern.test(html))?.[1] ?? null;
}

/** sanitize-html writes void elements as <br />, the DOM as <br>: the same markup. */
export const normalise = (html: string): string => html.replace(/\s?\/>/g, '>');

export const NEW_TAB_LINK = '<a href="https://ok.example" target="_blank" rel="opener">x</a>';
