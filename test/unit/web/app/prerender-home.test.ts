import { describe, expect, it } from 'vitest';
import { homeDocument } from '../../../../web/prerender';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', css: ['assets/index-C.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-B.js' },
  '_illustration.js': { file: 'assets/illustration-D.js', css: ['assets/illustration-E.css'], imports: ['_react.js'] },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-F.js',
    css: ['assets/home-page-G.css', 'assets/index-C.css'],
    imports: ['_illustration.js', '_react.js'],
  },
};

describe('home.html (web/prerender.ts)', () => {
  const page = homeDocument(INDEX, '<main><h1>Hero</h1></main>', MANIFEST);

  it('holds the first screen in #root, marked as prerendered, in the light colour scheme', () => {
    expect(page).toContain('<div id="root" data-prerendered="home"><main><h1>Hero</h1></main></div>');
    expect(page).toContain('<html lang="en" data-mantine-color-scheme="light">');
  });

  it("links the home route's styles and preloads its scripts, each once, none the page already has", () => {
    const head = page.slice(0, page.indexOf('</head>'));
    for (const file of ['home-page-G.css', 'illustration-E.css']) {
      expect(head.match(new RegExp(`<link rel="stylesheet" crossorigin href="/assets/${file}">`, 'g'))).toHaveLength(1);
    }
    for (const file of ['home-page-F.js', 'illustration-D.js']) {
      expect(head.match(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${file}">`, 'g'))).toHaveLength(
        1,
      );
    }
    expect(head.match(/index-C\.css/g)).toHaveLength(1);
    expect(head.match(/react-B\.js/g)).toHaveLength(1);
  });

  it('refuses an index.html or a manifest it cannot place the page in, so the build fails loudly', () => {
    expect(() => homeDocument(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), '', MANIFEST)).toThrow(
      /<div id="root"><\/div>/,
    );
    expect(() => homeDocument(INDEX, '', {})).toThrow(/no src\/features\/home\/home-page.tsx/);
  });
});
